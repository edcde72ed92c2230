/** English texts of the shell: navigation, footer, loader, error page. */
export const shell = {
  loading: 'Loading…',
} as const;
