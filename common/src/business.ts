/**
 * Business settings the SPA shows (chat number, info address, social links). The server
 * reads them from the environment and embeds them in index.html; these are the defaults
 * used when nothing is configured (development, tests).
 */
export type BusinessSettings = {
  whatsappNumber: string; // international format, digits only, as wa.me expects
  infoEmail: string;
  social: { facebook: string; instagram: string; linkedin: string };
  /** How a buyer can pay an order, in the order shown; each one quotes the order reference. */
  paymentMethods: PaymentMethod[];
};

/** One way to pay, configured by the operator: its name, what to do, and where to send it. */
export type PaymentMethod = { id: string; name: string; instructions: string; account?: string };

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  whatsappNumber: '96170123456',
  infoEmail: 'info@darsak.app',
  social: {
    facebook: 'https://www.facebook.com/darsak.app',
    instagram: 'https://www.instagram.com/darsak.app',
    linkedin: 'https://www.linkedin.com/company/darsak',
  },
  paymentMethods: [
    {
      id: 'whatsapp',
      name: 'WhatsApp hand-off',
      instructions: 'Send the prefilled WhatsApp message; we answer with the payment details and confirm your access.',
    },
    {
      id: 'whish',
      name: 'Whish Money',
      instructions: 'Send the total with Whish Money to this number and write the reference in the note.',
      account: '+961 70 123 456',
    },
    {
      id: 'omt',
      name: 'OMT',
      instructions: 'Pay at any OMT branch to this name and number, quoting the reference.',
      account: 'Darsak, +961 70 123 456',
    },
    {
      id: 'cash',
      name: 'Cash at the office',
      instructions: 'Pay in cash at our office in Hamra, Beirut (Monday to Friday, 9:00 to 17:00) and give the reference at the desk.',
    },
  ],
};

/** The id of the script element carrying the settings as JSON inside index.html. */
export const BUSINESS_SETTINGS_ELEMENT_ID = 'app-config';
