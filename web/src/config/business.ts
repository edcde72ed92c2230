import { BUSINESS_SETTINGS_ELEMENT_ID, DEFAULT_BUSINESS_SETTINGS, type BusinessSettings } from '@darsak/common';

/**
 * Business settings (chat number, info e-mail, social links). The server embeds the
 * configured values in index.html as JSON; Vite's dev server and tests use the defaults.
 */
function readSettings(): BusinessSettings {
  const element = typeof document === 'undefined' ? null : document.getElementById(BUSINESS_SETTINGS_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_BUSINESS_SETTINGS;
  try {
    const value = JSON.parse(element.textContent) as Partial<BusinessSettings>;
    return { ...DEFAULT_BUSINESS_SETTINGS, ...value, social: { ...DEFAULT_BUSINESS_SETTINGS.social, ...value.social } };
  } catch {
    return DEFAULT_BUSINESS_SETTINGS;
  }
}

export const business: BusinessSettings = readSettings();

/** A WhatsApp chat link with a prefilled message. */
export const chatLink = (message: string) =>
  `https://wa.me/${business.whatsappNumber}?text=${encodeURIComponent(message)}`;

/** A mailto link to the provider's info address. */
export const mailtoInfo = (subject: string) => `mailto:${business.infoEmail}?subject=${encodeURIComponent(subject)}`;
