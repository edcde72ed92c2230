/**
 * Link previews (Open Graph): the build draws one PNG per course, category and tutor under
 * web/dist/og/, and the server names them in the HTML it answers for the share URLs.
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export const shareImagePath = (kind: 'course' | 'category' | 'tutor', id: number) => `/og/${kind}-${id}.png`;
/** The image of any other page (and of an id the build did not know). */
export const DEFAULT_SHARE_IMAGE_PATH = '/og/darsak.png';

/** Category names and lines for previews (the SPA's own texts are in its message catalogue). */
export const SHARE_CATEGORIES: Readonly<Record<number, { name: string; description: string }>> = {
  1: {
    name: 'Biochemistry',
    description: 'First-year life-science courses of the Lebanese University: biology, chemistry, physics and maths.',
  },
  2: {
    name: 'Computer Science and Mathematics',
    description: 'First-year courses in programming, data structures, analysis and algebra for CS and maths students.',
  },
};
