/**
 * Business settings the SPA shows (chat number, info address, social links). The server
 * reads them from the environment and embeds them in index.html; these are the defaults
 * used when nothing is configured (development, tests).
 */
export type BusinessSettings = {
  whatsappNumber: string; // international format, digits only, as wa.me expects
  infoEmail: string;
  social: { facebook: string; instagram: string; linkedin: string };
  address?: string; // the office address; shown only when configured (BUSINESS_ADDRESS)
  hours?: string; // opening hours, e.g. 'Mon-Fri 9:00-17:00'; shown only when configured (BUSINESS_HOURS)
};

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  whatsappNumber: '96170123456',
  infoEmail: 'info@darsak.app',
  social: {
    facebook: 'https://www.facebook.com/darsak.app',
    instagram: 'https://www.instagram.com/darsak.app',
    linkedin: 'https://www.linkedin.com/company/darsak',
  },
};

/** The id of the script element carrying the settings as JSON inside index.html. */
export const BUSINESS_SETTINGS_ELEMENT_ID = 'app-config';
