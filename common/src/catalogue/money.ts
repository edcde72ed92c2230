/** Money is integer US cents everywhere; these turn cents into the strings the API and SPA show. */

/** '5.00': the API's money strings (order totals, item prices, GET /api/courses). */
export const formatCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** '5' or '5.50': the SPEC's course price string (whole dollars without decimals). */
export const specPriceString = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : formatCents(cents));

/**
 * What a price is: a `unit` price (a course, a plan, an hour of tutoring) shows whole dollars
 * without cents ($5, 5 $US) and cents only when it has some ($19.99); a `total` (a cart, an
 * order, money received) always shows cents ($5.00), as SPEC's cart total does. Decision 059.
 */
export type PriceKind = 'unit' | 'total';

const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * Writes an amount with `formatter`; in a right-to-left language the currency ('US$') is isolated
 * (U+2066 … U+2069), or the bidi algorithm sends its '$' to the far end and Arabic text shows
 * '$US 5'. With it the reader sees '5 US$' read from the right.
 */
export function formatMoney(formatter: Intl.NumberFormat, value: number): string {
  const { locale, style } = formatter.resolvedOptions();
  if (style !== 'currency' || !/^(ar|fa|he|ur)\b/.test(locale)) return formatter.format(value);
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
    .join('');
}

/**
 * The one price formatter of the SPA and the e-mails: US dollars through Intl.NumberFormat in the
 * reader's language ('$5' en, '5 $US' fr, '5 US$' ar with Western digits). `amount` is dollars,
 * as a number or an API money string ('5.00'); `tag` is an Intl tag (intlTag(locale)).
 */
export function formatUsd(amount: number | string, tag: string, kind: PriceKind = 'unit'): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  const digits = kind === 'total' || !Number.isInteger(Math.round(value * 100) / 100) ? 2 : 0;
  const key = `${tag}|${digits}`;
  let formatter = priceFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    priceFormats.set(key, formatter);
  }
  return formatMoney(formatter, value);
}

/** The indicative lira total is rounded to this many lira. */
export const LBP_DISPLAY_ROUNDING = 1000;

/**
 * A total in US cents as lira at `rate`, rounded to the nearest 1,000 LBP (shown as indicative).
 * Here, without zod, because the payment screen (a lean route) shows it too.
 */
export function indicativeLbp(cents: number, rate: number): number {
  const lira = (cents * rate) / 100;
  return Math.round(lira / LBP_DISPLAY_ROUNDING) * LBP_DISPLAY_ROUNDING;
}
