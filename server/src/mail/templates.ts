import type { MailMessage } from './outbox.ts';

/**
 * The e-mails Darsak sends, each as a plain-text and an HTML body. Every value from a user
 * (their name) is escaped in the HTML; links are our own signed URLs.
 */

const BRAND = 'Darsak';
const BRAND_COLOR = '#1f4fd1';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A whole, well-formed HTML document with the brand header and footer; inline styles only. */
export function layout(title: string, content: string, appUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1d2433;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fb;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e6e9f2;">
<a href="${escapeHtml(appUrl)}" style="font-size:24px;font-weight:bold;color:${BRAND_COLOR};text-decoration:none;">${BRAND}</a>
</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.5;">
${content}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e6e9f2;font-size:12px;color:#6b7385;">
&copy; ${BRAND}. Tutoring and courses for university students.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * The greeting. The name is the user's own text, so it is quoted (and escaped in HTML): it
 * reads as data, never as a sentence of ours (names cannot hold line breaks or bidi overrides).
 */
export const greetingText = (name: string) => `Hello “${name}”,`;
export const greetingHtml = (name: string) => `<p style="margin:0 0 16px;">Hello &ldquo;${escapeHtml(name)}&rdquo;,</p>`;

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background:${BRAND_COLOR};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></p>`;

export function verificationEmail(input: { to: string; name: string; url: string; ttlMinutes: number; appUrl: string }): MailMessage {
  const subject = `Verify your ${BRAND} email address`;
  const text = [
    greetingText(input.name),
    '',
    `Thanks for signing up to ${BRAND}. Please confirm your email address by opening this link:`,
    '',
    input.url,
    '',
    `The link expires in ${input.ttlMinutes} minutes.`,
    'If you did not create an account, no further action is required.',
    '',
    `The ${BRAND} team`,
    '',
  ].join('\n');
  const html = layout(
    subject,
    [
      greetingHtml(input.name),
      `<p style="margin:0 0 16px;">Thanks for signing up to ${BRAND}. Please confirm your email address.</p>`,
      button(input.url, 'Verify Email Address'),
      `<p style="margin:0 0 16px;">The link expires in ${input.ttlMinutes} minutes. If you did not create an account, no further action is required.</p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#6b7385;">If the button does not work, open this address: <a href="${escapeHtml(input.url)}" style="color:${BRAND_COLOR};word-break:break-all;">${escapeHtml(input.url)}</a></p>`,
      `<p style="margin:0;">The ${BRAND} team</p>`,
    ].join('\n'),
    input.appUrl,
  );
  return { to: input.to, subject, text, html };
}

export function resetCodeEmail(input: { to: string; name: string; code: string; ttlMinutes: number; appUrl: string }): MailMessage {
  const subject = `Your ${BRAND} password reset code`;
  const text = [
    greetingText(input.name),
    '',
    `We received a request to reset the password of your ${BRAND} account. Your code is:`,
    '',
    `    ${input.code}`,
    '',
    `Enter it on the verification page within ${input.ttlMinutes} minutes.`,
    'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
    '',
    `The ${BRAND} team`,
    '',
  ].join('\n');
  const html = layout(
    subject,
    [
      greetingHtml(input.name),
      `<p style="margin:0 0 16px;">We received a request to reset the password of your ${BRAND} account. Your code is:</p>`,
      `<p style="margin:24px 0;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;">${escapeHtml(input.code)}</p>`,
      `<p style="margin:0 0 16px;">Enter it on the verification page within ${input.ttlMinutes} minutes. If you did not ask to reset your password, you can ignore this email: your password stays the same.</p>`,
      `<p style="margin:0;">The ${BRAND} team</p>`,
    ].join('\n'),
    input.appUrl,
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
}): MailMessage {
  const subject = `Your ${BRAND} password was ${input.how}`;
  const what =
    input.how === 'changed'
      ? `The password of your ${BRAND} account was just changed from your profile. Your other devices were signed out.`
      : `The password of your ${BRAND} account was just reset with a code sent to this address. Every device was signed out.`;
  const advice = `If this was not you, reset your password now with "Forgot password?" on the login page: ${input.appUrl}/forgot-password`;
  const text = [greetingText(input.name), '', what, '', advice, '', `The ${BRAND} team`, ''].join('\n');
  const html = layout(
    subject,
    [
      greetingHtml(input.name),
      `<p style="margin:0 0 16px;">${escapeHtml(what)}</p>`,
      `<p style="margin:0 0 16px;">If this was not you, reset your password now with &ldquo;Forgot password?&rdquo; on the login page.</p>`,
      button(`${input.appUrl}/forgot-password`, 'Reset my password'),
      `<p style="margin:0;">The ${BRAND} team</p>`,
    ].join('\n'),
    input.appUrl,
  );
  return { to: input.to, subject, text, html };
}
