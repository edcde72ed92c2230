/**
 * Phone numbers in one international format (issue 21): people type them as they like ('03 123
 * 456', '70-123-456', '+961 70123456', '0096170123456'); every screen shows them the same way,
 * '+961 70 123 456' for a Lebanese number and '+<digits>' for any other, and dials them in full.
 */

/** A Lebanese number written locally: 8 digits with the trunk 0 (03 123 456) or a mobile's 8 digits (70 123 456). */
const LEBANESE_LOCAL = /^(?:0[1-9]\d{6}|[3-9]\d{7})$/;
const LEBANESE = /^961(\d{1,2})(\d{3})(\d{3})$/;

/** The number's international digits (country code first, no '+'), or null when it does not read as a number. */
export function internationalDigits(raw: string): string | null {
  let digits = raw.trim().replace(/[\s().\-\u00a0]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (LEBANESE_LOCAL.test(digits)) digits = `961${digits.replace(/^0/, '')}`;
  return /^[1-9]\d{6,14}$/.test(digits) ? digits : null;
}

/** The number as every screen writes it; what does not read as a number is shown as typed. */
export function formatPhone(raw: string): string {
  const digits = internationalDigits(raw);
  if (!digits) return raw.trim();
  const lebanese = LEBANESE.exec(digits);
  return lebanese ? `+961 ${lebanese[1]} ${lebanese[2]} ${lebanese[3]}` : `+${digits}`;
}

/** A tel: link that dials the number from anywhere, or null when it does not read as a number. */
export function telHref(raw: string): string | null {
  const digits = internationalDigits(raw);
  return digits ? `tel:+${digits}` : null;
}
