import { DEFAULT_LOCALE, localeDir, type Locale } from '@darsak/common';
import { escapeHtml, format, messagesFor, type Values } from '../messages/index.ts';
import type { MailMessage } from './outbox.ts';

/**
 * The e-mails Darsak sends, each as a plain-text and an HTML body, in the recipient's language
 * (users.locale, decision 028). Their words are in the server's catalogue
 * (server/src/messages/<locale>/mail.ts, decision 070); this file lays them out. A new e-mail adds
 * its texts to en/mail.ts (then fr and ar, or the type check fails) and its layout here. Every value
 * from a user (their name) is escaped in the HTML; links are our own signed URLs.
 */

const BRAND = 'Darsak';
const BRAND_COLOR = '#1f4fd1';

/** Kept here for its other users (the SPA's preview titles, the auth pages, the dev mailbox). */
export { escapeHtml };

/** The e-mail texts of a language. */
export const mailTexts = (locale: Locale) => messagesFor(locale).mail;

/** A text of the catalogue, filled in ({brand} is always known). */
export const say = (template: string, values: Values = {}) => format(template, { brand: BRAND, ...values });

/** The same, as HTML: its words and values escaped, but for rawHtml() values. */
export const sayHtml = (template: string, values: Values = {}) => format(template, { brand: BRAND, ...values }, escapeHtml);

/** A sentence of ours as HTML: escaped, with typographic quotes as entities (ASCII-safe in any mail client). */
const textHtml = (value: string) => escapeHtml(value).replace(/“/g, '&ldquo;').replace(/”/g, '&rdquo;');

/** A whole, well-formed HTML document with the brand header and footer; inline styles only. */
export function layout(title: string, content: string, appUrl: string, locale: Locale = DEFAULT_LOCALE): string {
  const dir = localeDir(locale);
  const align = dir === 'rtl' ? 'right' : 'left';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body dir="${dir}" style="margin:0;padding:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1d2433;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fb;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;text-align:${align};">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e6e9f2;">
<a href="${escapeHtml(appUrl)}" style="font-size:24px;font-weight:bold;color:${BRAND_COLOR};text-decoration:none;">${BRAND}</a>
</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.5;">
${content}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e6e9f2;font-size:12px;color:#6b7385;">
&copy; ${BRAND}. ${sayHtml(mailTexts(locale).common.footer)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * A name that no mail client can turn into a link (decision 073): its dots, colons, slashes and
 * at signs become their look-alikes (․ ∶ ∕ ＠), so "win.example/prize" or "a@b.c" stay text. Used
 * in every e-mail to an address not verified yet: whoever typed the name may not own the mailbox.
 */
export const inertName = (name: string) =>
  name.replace(/[.:/@]/g, (c) => ({ '.': '\u2024', ':': '\u2236', '/': '\u2215', '@': '\uff20' })[c as '.' | ':' | '/' | '@']);

/**
 * The greeting, as a letter opens in each language: 'Hello Rami,', 'Bonjour Rami,', 'مرحبًا رامي،'
 * (the first word of the name the account holder gave; issue 21). The name is the user's own
 * text (escaped in HTML; names hold no line breaks or bidi overrides). In an e-mail to an address
 * nobody has verified yet (`quoted`), it is quoted instead: it reads as data, never as a
 * sentence of ours (decision 073).
 */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
export const greetingText = (name: string, locale: Locale = DEFAULT_LOCALE, quoted = false) =>
  quoted ? say(mailTexts(locale).common.hello, { name }) : say(mailTexts(locale).common.helloName, { name: firstName(name) });
export const greetingHtml = (name: string, locale: Locale = DEFAULT_LOCALE, quoted = false) =>
  `<p style="margin:0 0 16px;">${format(quoted ? mailTexts(locale).common.hello : mailTexts(locale).common.helloName, { name: quoted ? name : firstName(name) }, textHtml)}</p>`;

/** The team's signature closing an e-mail: its text line, and its HTML paragraph. */
export const signatureText = (locale: Locale) => say(mailTexts(locale).common.signature);
export const signatureHtml = (locale: Locale) => `<p style="margin:0;">${sayHtml(mailTexts(locale).common.signature)}</p>`;

/** A secondary action: outlined, so the main button stays the one to press. */
const quietButton = (href: string, label: string) =>
  `<p style="margin:16px 0 24px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 20px;border:1px solid #6b7385;color:#1d2433;border-radius:6px;text-decoration:none;">${escapeHtml(label)}</a></p>`;

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background:${BRAND_COLOR};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></p>`;

/** An address or code kept left-to-right inside Arabic text. */
const isolate = (html: string) => `<bdi dir="ltr">${html}</bdi>`;

export const paragraph = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;

/**
 * The verification e-mail. It may reach someone who never signed up (anyone can type any
 * address), so it says so plainly and offers "This was not me", a signed link that removes the
 * pending account (decision 073); the name, typed by whoever signed up, is written inert.
 */
export function verificationEmail(input: {
  to: string;
  name: string;
  url: string;
  /** The signed "This was not me" link. */
  notMeUrl: string;
  ttlMinutes: number;
  appUrl: string;
  locale?: Locale;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = mailTexts(locale).verification;
  const subject = say(t.subject);
  const expires = { minutes: input.ttlMinutes };
  const name = inertName(input.name);
  const text = [
    greetingText(name, locale, true),
    '',
    say(t.intro),
    '',
    input.url,
    '',
    say(t.expires, expires),
    '',
    say(t.notMe),
    '',
    input.notMeUrl,
    '',
    signatureText(locale),
    '',
  ].join('\n');
  const html = layout(
    subject,
    [
      greetingHtml(name, locale, true),
      paragraph(sayHtml(t.introHtml)),
      button(input.url, say(t.button)),
      paragraph(sayHtml(t.expires, expires)),
      `<p style="margin:0 0 16px;font-size:13px;color:#6b7385;">${sayHtml(mailTexts(locale).common.fallbackLink)} ${isolate(`<a href="${escapeHtml(input.url)}" style="color:${BRAND_COLOR};word-break:break-all;">${escapeHtml(input.url)}</a>`)}</p>`,
      paragraph(sayHtml(t.notMeHtml)),
      quietButton(input.notMeUrl, say(t.notMeButton)),
      signatureHtml(locale),
    ].join('\n'),
    input.appUrl,
    locale,
  );
  return { to: input.to, subject, text, html };
}

export function resetCodeEmail(input: {
  to: string;
  name: string;
  code: string;
  ttlMinutes: number;
  appUrl: string;
  locale?: Locale;
  /** false: the address was never verified, so the name (typed by whoever registered it) is written inert. */
  verified?: boolean;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = mailTexts(locale).resetCode;
  const name = input.verified === false ? inertName(input.name) : input.name;
  const subject = say(t.subject);
  const within = { minutes: input.ttlMinutes };
  const text = [
    greetingText(name, locale, true),
    '',
    say(t.intro),
    '',
    `    ${input.code}`,
    '',
    say(t.enter, within),
    say(t.ignore),
    '',
    signatureText(locale),
    '',
  ].join('\n');
  const html = layout(
    subject,
    [
      greetingHtml(name, locale, true),
      paragraph(sayHtml(t.intro)),
      `<p dir="ltr" style="margin:24px 0;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;text-align:center;">${escapeHtml(input.code)}</p>`,
      paragraph(`${sayHtml(t.enter, within)} ${sayHtml(t.ignore)}`),
      signatureHtml(locale),
    ].join('\n'),
    input.appUrl,
    locale,
  );
  return { to: input.to, subject, text, html };
}

/**
 * Tells the owner that the password changed (profile) or was reset (code), so a change they
 * did not make does not go unnoticed. It never contains the password.
 */
export function passwordChangedEmail(input: {
  to: string;
  name: string;
  how: 'changed' | 'reset';
  appUrl: string;
  locale?: Locale;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = mailTexts(locale).passwordChanged;
  const subject = say(t.subject[input.how]);
  const link = `${input.appUrl}/forgot-password`;
  const text = [
    greetingText(input.name, locale),
    '',
    say(t.what[input.how]),
    '',
    `${say(t.advice)} ${link}`,
    '',
    signatureText(locale),
    '',
  ].join('\n');
  const html = layout(
    subject,
    [
      greetingHtml(input.name, locale),
      paragraph(sayHtml(t.what[input.how])),
      paragraph(format(t.adviceHtml, { brand: BRAND }, textHtml)),
      button(link, say(t.button)),
      signatureHtml(locale),
    ].join('\n'),
    input.appUrl,
    locale,
  );
  return { to: input.to, subject, text, html };
}
