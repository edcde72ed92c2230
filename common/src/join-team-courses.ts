/**
 * The 25 course options a tutor applicant can offer (SPEC section 3): thirteen CSVT
 * (six SEM1, seven SEM2) and twelve MISPE (six SEM1, six SEM2). The server accepts
 * exactly these names in coursesToGive.
 */
export const JOIN_TEAM_COURSE_OPTIONS = [
  'CSVT B1100 SEM1',
  'CSVT B1101 SEM1',
  'CSVT C1100 SEM1',
  'CSVT C1101 SEM1',
  'CSVT P1100 SEM1',
  'CSVT M1100 SEM1',
  'CSVT B1200 SEM2',
  'CSVT B1201 SEM2',
  'CSVT B1202 SEM2',
  'CSVT C1200 SEM2',
  'CSVT C1201 SEM2',
  'CSVT P1200 SEM2',
  'CSVT M1200 SEM2',
  'MISPE M1100 SEM1',
  'MISPE M1101 SEM1',
  'MISPE P1100 SEM1',
  'MISPE P1101 SEM1',
  'MISPE I1100 SEM1',
  'MISPE C1100 SEM1',
  'MISPE M1200 SEM2',
  'MISPE M1201 SEM2',
  'MISPE P1200 SEM2',
  'MISPE P1201 SEM2',
  'MISPE I1200 SEM2',
  'MISPE I1201 SEM2',
] as const;

export type JoinTeamCourseOption = (typeof JOIN_TEAM_COURSE_OPTIONS)[number];
