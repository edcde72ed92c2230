import type { ContactMessageInput } from '@darsak/common';
import type { MailMessage } from './outbox.ts';
import { escapeHtml, layout } from './templates.ts';

/**
 * A contact-form message for the provider's INFO_EMAIL. Everything in it comes from a visitor:
 * escaped in the HTML, line breaks in the subject collapsed and the Reply-To a plain address
 * (checked by the outbox), so no header can be injected.
 */
export function contactEmail(input: ContactMessageInput & { to: string; appUrl: string }): MailMessage {
  const subject = `Contact form: ${input.subject.replace(/\s+/g, ' ')}`;
  const text = [
    `From: ${input.name} <${input.email}>`,
    `Subject: ${input.subject}`,
    '',
    input.message,
    '',
    `Reply to ${input.email} to answer.`,
  ].join('\n');
  const html = layout(
    subject,
    `<p style="margin:0 0 8px;"><strong>From:</strong> ${escapeHtml(input.name)} &lt;<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>&gt;</p>
<p style="margin:0 0 16px;"><strong>Subject:</strong> ${escapeHtml(input.subject)}</p>
<p style="margin:0;white-space:pre-wrap;">${escapeHtml(input.message)}</p>`,
    input.appUrl,
  );
  // Answering the mail answers the visitor: the schema accepted the address, the outbox checks it again.
  return { to: input.to, subject, text, html, replyTo: input.email };
}
