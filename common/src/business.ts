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
  /** How a student can pay an order, in the operator's order (PAYMENT_METHODS). */
  paymentMethods: PaymentMethod[];
};

/**
 * One way to pay an order. `instructions` is plain text shown beside the order; the text
 * "{reference}" in it stands for the order's reference (GET /api/orders/{reference} fills it in).
 * `account` is the number or place to pay to, when there is one.
 */
export type PaymentMethod = { id: string; name: string; instructions: string; account?: string };

/** The methods Lebanese students use, for a given WhatsApp number (digits only). */
export const defaultPaymentMethods = (whatsappNumber: string): PaymentMethod[] => [
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    instructions:
      'Send us your order reference {reference} on WhatsApp. We reply with the payment options and confirm your order as soon as the payment arrives.',
    account: `+${whatsappNumber}`,
  },
  {
    id: 'whish',
    name: 'Whish Money',
    instructions:
      'Send the total with Whish Money to the account below and write {reference} in the transfer note. Then send us the receipt on WhatsApp.',
    account: `+${whatsappNumber}`,
  },
  {
    id: 'omt',
    name: 'OMT',
    instructions:
      'Pay the total at any OMT branch to the receiver below, quoting {reference}. Send us a photo of the OMT receipt on WhatsApp.',
    account: 'Darsak SARL, +' + whatsappNumber,
  },
  {
    id: 'cash',
    name: 'Cash at the office',
    instructions: 'Pay in cash at our office, Monday to Friday, 9:00 AM to 5:00 PM. Give the reference {reference} at the desk.',
    account: 'Darsak, Hamra Street, Beirut',
  },
];

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  whatsappNumber: '96170123456',
  infoEmail: 'info@darsak.app',
  social: {
    facebook: 'https://www.facebook.com/darsak.app',
    instagram: 'https://www.instagram.com/darsak.app',
    linkedin: 'https://www.linkedin.com/company/darsak',
  },
  paymentMethods: defaultPaymentMethods('96170123456'),
};

/** The id of the script element carrying the settings as JSON inside index.html. */
export const BUSINESS_SETTINGS_ELEMENT_ID = 'app-config';
