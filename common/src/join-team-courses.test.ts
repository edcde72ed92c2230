import { describe, expect, it } from 'vitest';
import { JOIN_TEAM_COURSE_OPTIONS } from './join-team-courses.ts';

describe('tutor-applicant course options', () => {
  it('counts 13 CSVT (6 SEM1, 7 SEM2) and 12 MISPE (6 SEM1, 6 SEM2), all distinct', () => {
    const count = (prefix: string, sem: string) => JOIN_TEAM_COURSE_OPTIONS.filter((c) => c.startsWith(prefix) && c.endsWith(sem)).length;
    expect(JOIN_TEAM_COURSE_OPTIONS).toHaveLength(25);
    expect(new Set(JOIN_TEAM_COURSE_OPTIONS).size).toBe(25);
    expect([count('CSVT', 'SEM1'), count('CSVT', 'SEM2')]).toEqual([6, 7]);
    expect([count('MISPE', 'SEM1'), count('MISPE', 'SEM2')]).toEqual([6, 6]);
  });
});
