import { DEFAULT_LOCALE, type ContactMessageInput, type Locale } from '@darsak/common';
import type { MailMessage } from './outbox.ts';
import { escapeHtml, layout, mailTexts, say, sayHtml } from './templates.ts';

/**
 * A contact-form message for the provider's INFO_EMAIL, in the operator's language (English
 * unless told; its words in server/src/messages/<locale>/mail.ts, decision 070). Everything in it
 * comes from a visitor: escaped in the HTML, line breaks in the subject collapsed and the Reply-To
 * a plain address (checked by the outbox), so no header can be injected.
 */
export function contactEmail(input: ContactMessageInput & { to: string; appUrl: string; locale?: Locale }): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = mailTexts(locale).contact;
  const subject = say(t.subject, { subject: input.subject.replace(/\s+/g, ' ') });
  const text = [
    `${say(t.fromLabel)} ${input.name} <${input.email}>`,
    `${say(t.subjectLabel)} ${input.subject}`,
    '',
    input.message,
    '',
    say(t.replyTo, { email: input.email }),
  ].join('\n');
  const html = layout(
    subject,
    `<p style="margin:0 0 8px;"><strong>${sayHtml(t.fromLabel)}</strong> ${escapeHtml(input.name)} &lt;<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>&gt;</p>
<p style="margin:0 0 16px;"><strong>${sayHtml(t.subjectLabel)}</strong> ${escapeHtml(input.subject)}</p>
<p style="margin:0;white-space:pre-wrap;">${escapeHtml(input.message)}</p>`,
    input.appUrl,
    locale,
  );
  // Answering the mail answers the visitor: the schema accepted the address, the outbox checks it again.
  return { to: input.to, subject, text, html, replyTo: input.email };
}
