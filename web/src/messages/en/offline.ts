/** English texts of the installable app (decision 083): the offline banner and the update prompt. */
export const offline = {
  banner: {
    offline: 'You are offline.',
    lastUpdated: 'You are offline. Data last updated at {time}.',
  },
  update: {
    available: 'New version available',
    refresh: 'Refresh',
  },
} as const;
