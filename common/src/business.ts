import type { Locale } from './locales.ts';

/**
 * A text the operator configures (payment instructions, the office address): one string, shown
 * in every language, or one text per language, English required (decision 058).
 */
export type LocalizedText = string | ({ en: string } & { [L in Exclude<Locale, 'en'>]?: string });

/** The text in `locale`, else the English one (an operator may leave a language out). */
export const localizedText = (text: LocalizedText, locale: Locale): string =>
  typeof text === 'string' ? text : text[locale]?.trim() || text.en;

/**
 * Business settings the SPA shows (chat number, info address, social links). The server
 * reads them from the environment and embeds them in index.html; these are the defaults
 * used when nothing is configured (development, tests).
 */
export type BusinessSettings = {
  /**
   * APP_URL's origin: where the links a visitor shares point (share buttons, the order page in
   * the chat message). The server knows it, so a prerendered page carries the absolute link
   * before the app starts; without it (Vite's dev server, tests) the page's own origin.
   */
  appUrl?: string;
  whatsappNumber: string; // international format, digits only, as wa.me expects
  infoEmail: string;
  social: { facebook: string; instagram: string; linkedin: string };
  address?: LocalizedText; // the office address; shown only when configured (BUSINESS_ADDRESS)
  /** How a student can pay an order, in the operator's order (PAYMENT_METHODS). */
  paymentMethods: PaymentMethod[];
  /**
   * Opening hours (BUSINESS_HOURS), in Beirut time: when the office is open and a person answers.
   * One setting for /about, /support, /contact and the footer; the SPA words it in the reader's language.
   */
  hours: BusinessHours;
  /**
   * `hours` worded in the page's language, written by the server into the page (spa.ts): the
   * browser then builds no Intl formatter while it starts (its first one costs tens of
   * milliseconds on a phone, in the task that hydrates the footer; decision 061).
   */
  hoursText?: Partial<Record<Locale, BusinessHoursText>>;
};

/** ISO weekdays (1 Monday .. 7 Sunday) from `fromDay` to `toDay`, open `opens` to `closes` (HH:MM). */
export type BusinessHours = { fromDay: number; toDay: number; opens: string; closes: string };

/** Opening hours in words: weekday names and times in one language, for the messages that place them. */
export type BusinessHoursText = { fromDay: string; toDay: string; opens: string; closes: string };

/** The opening hours in words (`tag`: an Intl tag, intlTag(locale)): weekday names and times from Intl. */
export function formatBusinessHours(hours: BusinessHours, tag: string): BusinessHoursText {
  // 2024-01-01 was a Monday: day n of the ISO week is 2024-01-0n.
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  const day = (n: number) => weekday.format(new Date(Date.UTC(2024, 0, n)));
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const at = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return time.format(new Date(Date.UTC(2024, 0, 1, h, m)));
  };
  return { fromDay: day(hours.fromDay), toDay: day(hours.toDay), opens: at(hours.opens), closes: at(hours.closes) };
}

/** BUSINESS_HOURS as written in the environment: '1-5 09:00-17:00' (Monday to Friday, 9 to 5). */
export const BUSINESS_HOURS_PATTERN = /^([1-7])-([1-7]) ((?:[01]\d|2[0-3]):[0-5]\d)-((?:[01]\d|2[0-3]):[0-5]\d)$/;

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/**
 * The free-text English form BUSINESS_HOURS had before it was structured (README's example
 * 'Mon-Fri 9:00-17:00', or 'Monday to Friday, 9:00 to 17:00'): still read, so a deployment's
 * setting keeps working.
 */
const LEGACY_PATTERN =
  /^([a-z]{3})[a-z]*\.?\s*(?:-|–|to)\s*([a-z]{3})[a-z]*\.?,?\s+(\d{1,2}):([0-5]\d)\s*(?:-|–|to)\s*(\d{1,2}):([0-5]\d)$/i;

const hhmm = (hour: string, minute: string) => (Number(hour) <= 23 ? `${hour.padStart(2, '0')}:${minute}` : null);

/** Reads BUSINESS_HOURS (or its legacy forms); null when it is not days and hours, or closes before it opens. */
export function parseBusinessHours(value: string): BusinessHours | null {
  const text = value.trim();
  let hours: BusinessHours | null = null;
  const match = BUSINESS_HOURS_PATTERN.exec(text);
  if (match) hours = { fromDay: Number(match[1]), toDay: Number(match[2]), opens: match[3]!, closes: match[4]! };
  const legacy = match ? null : LEGACY_PATTERN.exec(text);
  if (legacy) {
    const fromDay = WEEKDAYS.indexOf(legacy[1]!.toLowerCase()) + 1;
    const toDay = WEEKDAYS.indexOf(legacy[2]!.toLowerCase()) + 1;
    const opens = hhmm(legacy[3]!, legacy[4]!);
    const closes = hhmm(legacy[5]!, legacy[6]!);
    if (fromDay > 0 && toDay > 0 && opens && closes) hours = { fromDay, toDay, opens, closes };
  }
  return hours && hours.opens < hours.closes ? hours : null;
}

/**
 * One way to pay an order. `instructions` is plain text shown beside the order; the text
 * "{reference}" in it stands for the order's reference (GET /api/orders/{reference} fills it in).
 * `account` is the number or place to pay to, when there is one. Each text may be given per
 * language (LocalizedText); the SPA shows the reader's, e-mails and the API the user's.
 */
export type PaymentMethod = { id: string; name: LocalizedText; instructions: LocalizedText; account?: LocalizedText };

/** A payment method in one language, as GET /api/orders/{reference} returns it. */
export type PaymentMethodText = { id: string; name: string; instructions: string; account?: string };

/** A payment method's texts in `locale` (English where the operator wrote none). */
export const paymentMethodIn = (method: PaymentMethod, locale: Locale): PaymentMethodText => ({
  id: method.id,
  name: localizedText(method.name, locale),
  instructions: localizedText(method.instructions, locale),
  ...(method.account === undefined ? {} : { account: localizedText(method.account, locale) }),
});

/** The methods Lebanese students use, for a given WhatsApp number (digits only), in the three languages. */
export const defaultPaymentMethods = (whatsappNumber: string): PaymentMethod[] => [
  {
    id: 'whatsapp',
    name: { en: 'WhatsApp', fr: 'WhatsApp', ar: 'واتساب' },
    instructions: {
      en: 'Send us your order reference {reference} on WhatsApp. We reply with the payment options and confirm your order as soon as the payment arrives.',
      fr: 'Envoyez-nous la référence de votre commande, {reference}, sur WhatsApp. Nous vous répondons avec les moyens de paiement et confirmons votre commande dès réception du paiement.',
      ar: 'أرسل إلينا مرجع طلبك {reference} عبر واتساب. نردّ عليك بطرق الدفع المتاحة ونؤكّد طلبك فور وصول الدفعة.',
    },
    account: `+${whatsappNumber}`,
  },
  {
    id: 'whish',
    name: 'Whish Money',
    instructions: {
      en: 'Send the total with Whish Money to the account below and write {reference} in the transfer note. Then send us the receipt on WhatsApp.',
      fr: 'Envoyez le montant total par Whish Money au compte ci-dessous en indiquant {reference} dans le motif du transfert. Envoyez-nous ensuite le reçu sur WhatsApp.',
      ar: 'حوّل المبلغ الإجمالي عبر Whish Money إلى الحساب أدناه واكتب {reference} في ملاحظة التحويل، ثم أرسل إلينا الإيصال عبر واتساب.',
    },
    account: `+${whatsappNumber}`,
  },
  {
    id: 'omt',
    name: 'OMT',
    instructions: {
      en: 'Pay the total at any OMT branch to the receiver below, quoting {reference}. Send us a photo of the OMT receipt on WhatsApp.',
      fr: 'Réglez le montant total dans n’importe quelle agence OMT au bénéficiaire ci-dessous, en mentionnant {reference}. Envoyez-nous une photo du reçu OMT sur WhatsApp.',
      ar: 'ادفع المبلغ الإجمالي في أيّ فرع من فروع OMT إلى المستفيد المذكور أدناه، مع ذكر المرجع {reference}. ثم أرسل إلينا صورة إيصال OMT عبر واتساب.',
    },
    account: 'Darsak SARL, +' + whatsappNumber,
  },
  {
    id: 'cash',
    name: { en: 'Cash at the office', fr: 'Espèces au bureau', ar: 'نقدًا في المكتب' },
    instructions: {
      en: 'Pay in cash at our office, Monday to Friday, 9:00 AM to 5:00 PM. Give the reference {reference} at the desk.',
      fr: 'Réglez en espèces à notre bureau, du lundi au vendredi, de 9 h à 17 h. Donnez la référence {reference} à l’accueil.',
      ar: 'ادفع نقدًا في مكتبنا، من الاثنين إلى الجمعة، من الساعة 9 صباحًا حتى 5 مساءً. اذكر المرجع {reference} في مكتب الاستقبال.',
    },
    account: { en: 'Darsak, Hamra Street, Beirut', fr: 'Darsak, rue Hamra, Beyrouth', ar: 'درسك، شارع الحمرا، بيروت' },
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
  hours: { fromDay: 1, toDay: 5, opens: '09:00', closes: '17:00' },
};

/** The id of the script element carrying the settings as JSON inside index.html. */
export const BUSINESS_SETTINGS_ELEMENT_ID = 'app-config';

/**
 * The id of the JSON script element that carries the public catalogue (GET /api/catalogue's answer
 * in the page's language) in the pages that show courses: their first render needs no call
 * (decision 074).
 */
export const CATALOGUE_ELEMENT_ID = 'catalogue-data';
