import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/messages/en';
import { businessHoursText } from './business-hours';
import { activateLocale } from './i18n';

afterEach(() => activateLocale('en', en));

describe('businessHoursText', () => {
  it('names the days and times in the reader’s language', () => {
    const hours = { fromDay: 1, toDay: 5, opens: '09:00', closes: '17:30' };
    expect(businessHoursText(hours)).toEqual({ fromDay: 'Monday', toDay: 'Friday', opens: '9:00 AM', closes: '5:30 PM' });
    expect(businessHoursText({ ...hours, fromDay: 6, toDay: 7 })).toMatchObject({ fromDay: 'Saturday', toDay: 'Sunday' });
    activateLocale('fr', en);
    expect(businessHoursText(hours)).toEqual({ fromDay: 'lundi', toDay: 'vendredi', opens: '9:00', closes: '17:30' });
    activateLocale('ar', en);
    expect(businessHoursText(hours)).toMatchObject({ fromDay: 'الاثنين', toDay: 'الجمعة', opens: expect.stringMatching(/^9:00/) }); // Western digits
  });
});
