/** English texts of the join-team area. */
export const joinTeam = {} as const;
