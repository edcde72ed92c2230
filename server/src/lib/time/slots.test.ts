import { describe, expect, it } from 'vitest';
import { addDays, addMonths, beirutDate, beirutInstant, beirutIso, isoWeekday, parseInstant } from './beirut.ts';
import { availabilityProblems, computeSlots, insideRules, isOfferedStart, type Availability } from './slots.ts';

const HOUR = 3_600_000;
const iso = (slots: Array<{ start: number; end: number }>) => slots.map((s) => [beirutIso(s.start), beirutIso(s.end)]);
const rule = (weekday: number, start: string, end: string) => ({ weekday, start: minutes(start), end: minutes(end) });
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

describe('Beirut wall time', () => {
  it('knows the offsets of winter (+02:00) and summer (+03:00)', () => {
    expect(beirutIso(beirutInstant('2026-12-01', 16 * 60)!)).toBe('2026-12-01T16:00:00+02:00');
    expect(beirutIso(beirutInstant('2027-06-01', 16 * 60)!)).toBe('2027-06-01T16:00:00+03:00');
  });

  it('has no 00:00 to 00:59 on the last Sunday of March (clocks go to 01:00)', () => {
    expect(isoWeekday('2027-03-28')).toBe(7);
    expect(beirutInstant('2027-03-28', 0)).toBeNull();
    expect(beirutInstant('2027-03-28', 30)).toBeNull();
    expect(beirutIso(beirutInstant('2027-03-28', 60)!)).toBe('2027-03-28T01:00:00+03:00');
    expect(beirutIso(beirutInstant('2027-03-27', 23 * 60 + 30)!)).toBe('2027-03-27T23:30:00+02:00');
  });

  it('takes the first of the two 23:00s of the Saturday before the last Sunday of October (summer time)', () => {
    expect(isoWeekday('2027-10-31')).toBe(7);
    const first = beirutInstant('2027-10-30', 23 * 60)!;
    expect(beirutIso(first)).toBe('2027-10-30T23:00:00+03:00');
    expect(new Date(first).toISOString()).toBe('2027-10-30T20:00:00.000Z');
    // The second 23:00 (+02:00) is an hour later; midnight comes once, in winter time.
    expect(beirutIso(first + HOUR)).toBe('2027-10-30T23:00:00+02:00');
    expect(beirutIso(beirutInstant('2027-10-30', 24 * 60)!)).toBe('2027-10-31T00:00:00+02:00');
  });

  it('reads instants with their offset only, and real dates only', () => {
    expect(parseInstant('2026-12-01T16:00:00+02:00')).toBe(Date.parse('2026-12-01T14:00:00Z'));
    expect(parseInstant('2026-12-01T14:00Z')).toBe(Date.parse('2026-12-01T14:00:00Z'));
    expect(parseInstant('2026-12-01T16:00:00')).toBeNull();
    expect(parseInstant('2026-02-30T16:00:00+02:00')).toBeNull();
  });

  it('moves dates by days and months', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-11-28', 12)).toBe('2027-11-28');
    expect(beirutDate(Date.parse('2026-11-30T22:30:00Z'))).toBe('2026-12-01');
  });
});

describe('slots', () => {
  const now = Date.parse('2026-11-28T08:00:00Z'); // Saturday 10:00 in Beirut
  const mondays: Availability = { rules: [rule(1, '16:00', '19:00')], exceptions: [] };

  it('offers every start on the hour or half hour that fits in the rules', () => {
    const slots = computeSlots({ availability: mondays, from: '2026-11-30', to: '2026-11-30', duration: 60, now, noticeMs: 12 * HOUR });
    expect(iso(slots)).toEqual([
      ['2026-11-30T16:00:00+02:00', '2026-11-30T17:00:00+02:00'],
      ['2026-11-30T16:30:00+02:00', '2026-11-30T17:30:00+02:00'],
      ['2026-11-30T17:00:00+02:00', '2026-11-30T18:00:00+02:00'],
      ['2026-11-30T17:30:00+02:00', '2026-11-30T18:30:00+02:00'],
      ['2026-11-30T18:00:00+02:00', '2026-11-30T19:00:00+02:00'],
    ]);
    const long = computeSlots({ availability: mondays, from: '2026-11-30', to: '2026-11-30', duration: 120, now, noticeMs: 12 * HOUR });
    expect(long.map((s) => beirutIso(s.start))).toEqual([
      '2026-11-30T16:00:00+02:00',
      '2026-11-30T16:30:00+02:00',
      '2026-11-30T17:00:00+02:00',
    ]);
  });

  it('starts on the half hour even when a rule does not', () => {
    const odd: Availability = { rules: [rule(1, '16:15', '18:15')], exceptions: [] };
    const slots = computeSlots({ availability: odd, from: '2026-11-30', to: '2026-11-30', duration: 60, now, noticeMs: 0 });
    expect(slots.map((s) => beirutIso(s.start))).toEqual(['2026-11-30T16:30:00+02:00', '2026-11-30T17:00:00+02:00']);
  });

  it('offers a start exactly the notice ahead, and none a minute earlier', () => {
    const start = Date.parse('2026-11-30T14:00:00Z'); // Monday 16:00 Beirut
    const at = (t: number) =>
      computeSlots({ availability: mondays, from: '2026-11-30', to: '2026-11-30', duration: 60, now: t, noticeMs: 12 * HOUR })[0]?.start;
    expect(at(start - 12 * HOUR)).toBe(start);
    expect(at(start - 12 * HOUR + 60_000)).toBe(start + HOUR / 2);
  });

  it('leaves out busy cells: a session overlapping a taken one is not offered', () => {
    const taken = new Set([Date.parse('2026-11-30T15:00:00Z'), Date.parse('2026-11-30T15:30:00Z')]); // 17:00-18:00
    const slots = computeSlots({
      availability: mondays,
      from: '2026-11-30',
      to: '2026-11-30',
      duration: 60,
      now,
      noticeMs: 0,
      busy: taken,
    });
    expect(slots.map((s) => beirutIso(s.start))).toEqual(['2026-11-30T16:00:00+02:00', '2026-11-30T18:00:00+02:00']);
  });

  it('takes a day off and extra hours from the exceptions', () => {
    const availability: Availability = {
      rules: [rule(1, '16:00', '17:00')],
      exceptions: [
        { date: '2026-11-30', available: false },
        { date: '2026-12-07', available: true, start: minutes('09:00'), end: minutes('10:00') },
      ],
    };
    const slots = computeSlots({ availability, from: '2026-11-30', to: '2026-12-07', duration: 60, now, noticeMs: 0 });
    expect(slots.map((s) => beirutIso(s.start))).toEqual(['2026-12-07T09:00:00+02:00', '2026-12-07T16:00:00+02:00']);
  });

  it('joins windows across midnight', () => {
    const availability: Availability = { rules: [rule(1, '23:00', '24:00'), rule(2, '00:00', '01:00')], exceptions: [] };
    const slots = computeSlots({ availability, from: '2026-11-30', to: '2026-11-30', duration: 60, now, noticeMs: 0 });
    expect(iso(slots)).toEqual([
      ['2026-11-30T23:00:00+02:00', '2026-12-01T00:00:00+02:00'],
      ['2026-11-30T23:30:00+02:00', '2026-12-01T00:30:00+02:00'],
    ]);
  });

  it('spring forward: a rule 00:00-02:00 on the last Sunday of March offers 01:00+03:00 only', () => {
    const availability: Availability = { rules: [rule(7, '00:00', '02:00')], exceptions: [] };
    const slots = computeSlots({ availability, from: '2027-03-28', to: '2027-03-28', duration: 60, now, noticeMs: 0 });
    expect(iso(slots)).toEqual([['2027-03-28T01:00:00+03:00', '2027-03-28T02:00:00+03:00']]);
    const week = computeSlots({ availability, from: '2027-03-21', to: '2027-04-04', duration: 60, now, noticeMs: 0 });
    expect(week.map((s) => beirutIso(s.start))).toEqual([
      '2027-03-21T00:00:00+02:00',
      '2027-03-21T00:30:00+02:00',
      '2027-03-21T01:00:00+02:00',
      '2027-03-28T01:00:00+03:00',
      '2027-04-04T00:00:00+03:00',
      '2027-04-04T00:30:00+03:00',
      '2027-04-04T01:00:00+03:00',
    ]);
  });

  it('fall back: 23:00-01:00 around the last Sunday of October offers each wall time once (the first 23:00)', () => {
    const availability: Availability = { rules: [rule(6, '23:00', '24:00'), rule(7, '00:00', '01:00')], exceptions: [] };
    const slots = computeSlots({ availability, from: '2027-10-30', to: '2027-10-31', duration: 60, now, noticeMs: 0 });
    expect(iso(slots)).toEqual([
      ['2027-10-30T23:00:00+03:00', '2027-10-30T23:00:00+02:00'],
      ['2027-10-30T23:30:00+03:00', '2027-10-30T23:30:00+02:00'],
      ['2027-10-31T00:00:00+02:00', '2027-10-31T01:00:00+02:00'],
    ]);
    // No start twice, none at the second 23:00 (+02:00).
    expect(new Set(slots.map((s) => s.start)).size).toBe(slots.length);
    expect(slots.map((s) => beirutIso(s.start))).not.toContain('2027-10-30T23:00:00+02:00');
  });

  it('knows an offered start (notice included) and a session inside the rules', () => {
    const start = Date.parse('2026-11-30T14:00:00Z');
    expect(isOfferedStart({ availability: mondays, start, duration: 60, now, noticeMs: 12 * HOUR })).toBe(true);
    expect(isOfferedStart({ availability: mondays, start: start + 15 * 60_000, duration: 60, now, noticeMs: 12 * HOUR })).toBe(false);
    expect(isOfferedStart({ availability: mondays, start: start + 3 * HOUR, duration: 60, now, noticeMs: 12 * HOUR })).toBe(false);
    expect(isOfferedStart({ availability: mondays, start, duration: 60, now: start - 11 * HOUR, noticeMs: 12 * HOUR })).toBe(false);
    expect(insideRules(mondays, start, 60)).toBe(true);
    expect(insideRules({ rules: [rule(1, '17:00', '19:00')], exceptions: [] }, start, 60)).toBe(false);
  });
});

describe('availability checks', () => {
  it('finds an end before its start and rules of one day that overlap (touching is fine)', () => {
    expect(
      availabilityProblems({
        rules: [
          rule(1, '10:00', '12:00'),
          rule(1, '12:00', '14:00'),
          rule(1, '13:00', '15:00'),
          rule(2, '18:00', '17:00'),
          rule(3, '10:00', '10:00'),
        ],
        exceptions: [
          { date: '2026-12-01', available: true, start: 600, end: 700 },
          { date: '2026-12-01', available: true, start: 650, end: 800 },
          { date: '2026-12-02', available: false },
        ],
      }),
    ).toEqual([
      { field: 'rules.3.end', code: 'availability.end_before_start' },
      { field: 'rules.4.end', code: 'availability.end_before_start' },
      { field: 'rules.2.start', code: 'availability.overlap' },
      { field: 'exceptions.1.start', code: 'availability.overlap' },
    ]);
  });
});
