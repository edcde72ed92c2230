import { describe, expect, it } from 'vitest';
import { contactEmail } from './contact-email.ts';

/** The contact e-mail's English output is held by messages/outputs.test.ts; its other languages here. */
describe('contactEmail in another language', () => {
  const input = {
    to: 'info@darsak.example',
    appUrl: 'https://darsak.example',
    name: 'Rana <b>',
    email: 'visitor@example.com',
    subject: 'Prix\n des cours',
    message: 'Bonjour & merci',
  };

  it("words the labels in the operator's language, values escaped", () => {
    const french = contactEmail({ ...input, locale: 'fr' });
    expect(french.subject).toBe('Formulaire de contact\u00a0: Prix des cours');
    expect(french.text.split('\n')[0]).toBe('De\u00a0: Rana <b> <visitor@example.com>');
    expect(french.text.split('\n').at(-1)).toBe('Répondez à visitor@example.com pour lui écrire.');
    expect(french.html).toContain('<html lang="fr" dir="ltr">');
    expect(french.html).toContain('<strong>De\u00a0:</strong> Rana &lt;b&gt;');

    const arabic = contactEmail({ ...input, locale: 'ar' });
    expect(arabic.subject).toBe('نموذج التواصل: Prix des cours');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain('<strong>الموضوع:</strong> Prix\n des cours');
    expect(arabic.replyTo).toBe('visitor@example.com');
  });
});
