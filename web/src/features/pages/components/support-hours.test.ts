import { describe, expect, it } from 'vitest';
import { supportHoursText } from './support-hours';

describe('supportHoursText', () => {
  it('names the days and times in the reader’s language', () => {
    const hours = { fromDay: 1, toDay: 5, opens: '09:00', closes: '17:30' };
    expect(supportHoursText(hours, 'en')).toEqual({ fromDay: 'Monday', toDay: 'Friday', opens: '9:00 AM', closes: '5:30 PM' });
    expect(supportHoursText(hours, 'fr')).toEqual({ fromDay: 'lundi', toDay: 'vendredi', opens: '9:00', closes: '17:30' });
    expect(supportHoursText({ ...hours, fromDay: 6, toDay: 7 }, 'en')).toMatchObject({ fromDay: 'Saturday', toDay: 'Sunday' });
  });
});
