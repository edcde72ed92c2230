import { DEFAULT_BUSINESS_SETTINGS } from '@darsak/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business, setBusinessSettings } from '@/config/business';
import { en } from '@/messages/en';
import { businessHoursText } from './business-hours';
import { activateLocale } from './i18n';

afterEach(() => {
  activateLocale('en', en);
  setBusinessSettings(DEFAULT_BUSINESS_SETTINGS);
  vi.restoreAllMocks();
});

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

  it('takes the wording the page came with for its language, building no Intl formatter (decision 061)', () => {
    const worded = { fromDay: 'Mon.', toDay: 'Fri.', opens: '9', closes: '5' };
    setBusinessSettings({ ...DEFAULT_BUSINESS_SETTINGS, hoursText: { en: worded } });
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    expect(businessHoursText(business.hours)).toEqual(worded);
    expect(formatter).not.toHaveBeenCalled();
    // Another language, or hours other than the configured ones: worded here.
    activateLocale('fr', en);
    expect(businessHoursText(business.hours)).toMatchObject({ fromDay: 'lundi' });
    activateLocale('en', en);
    expect(businessHoursText({ ...business.hours, toDay: 6 })).toMatchObject({ fromDay: 'Monday', toDay: 'Saturday' });
  });
});
