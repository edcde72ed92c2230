/**
 * Link previews (Open Graph): the build draws one PNG per course, category and tutor under
 * web/dist/og/, and the server names them in the HTML it answers for the share URLs. The texts
 * are the SPA's translations (content/), in the reader's language (decision 048).
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export const shareImagePath = (kind: 'course' | 'category' | 'tutor', id: number) => `/og/${kind}-${id}.png`;
/** The image of any other page (and of an id the build did not know). */
export const DEFAULT_SHARE_IMAGE_PATH = '/og/darsak.png';
