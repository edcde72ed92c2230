import { BUSINESS_SETTINGS_ELEMENT_ID, DEFAULT_BUSINESS_SETTINGS, type BusinessSettings } from '@darsak/common';
import { formatPhone } from '@/lib/phone';

/**
 * Business settings (chat number, info e-mail, social links). The server embeds the
 * configured values in index.html as JSON; Vite's dev server and tests use the defaults.
 */
const withDefaults = (value: Partial<BusinessSettings>): BusinessSettings => ({
  ...DEFAULT_BUSINESS_SETTINGS,
  ...value,
  social: { ...DEFAULT_BUSINESS_SETTINGS.social, ...value.social },
});

function readSettings(): BusinessSettings {
  const element = typeof document === 'undefined' ? null : document.getElementById(BUSINESS_SETTINGS_ELEMENT_ID);
  if (!element?.textContent) return { ...DEFAULT_BUSINESS_SETTINGS };
  try {
    return withDefaults(JSON.parse(element.textContent) as Partial<BusinessSettings>);
  } catch {
    return { ...DEFAULT_BUSINESS_SETTINGS };
  }
}

export const business: BusinessSettings = readSettings();

/**
 * The server's prerenderer (entry-server.tsx) has no page to read: it sets the configured
 * settings here before rendering, the same values it embeds in the page for the client.
 */
export function setBusinessSettings(value: Partial<BusinessSettings>): void {
  // hoursText words the hours it came with, appUrl is the server's: none unless given again.
  Object.assign(business, { hoursText: undefined, appUrl: undefined }, withDefaults(value));
}

/** The origin the links a visitor shares point at: APP_URL's, as the server says, else this page's. */
export const appOrigin = (): string => business.appUrl ?? (typeof location === 'undefined' ? '' : location.origin);

/** A WhatsApp chat link with a prefilled message (none when the message is empty). */
export const chatLink = (message: string) =>
  message ? `https://wa.me/${business.whatsappNumber}?text=${encodeURIComponent(message)}` : `https://wa.me/${business.whatsappNumber}`;

/** A mailto link to the provider's info address. */
export const mailtoInfo = (subject: string) => `mailto:${business.infoEmail}?subject=${encodeURIComponent(subject)}`;

/** The chat number as people write it: +961 70 123 456 for Lebanese numbers, else +digits (lib/phone.ts). */
export const formatChatNumber = (digits: string): string => formatPhone(`+${digits}`);
