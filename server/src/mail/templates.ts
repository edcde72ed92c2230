import { DEFAULT_LOCALE, localeDir, type Locale } from '@darsak/common';
import type { MailMessage } from './outbox.ts';

/**
 * The e-mails Darsak sends, each as a plain-text and an HTML body, in the recipient's language
 * (users.locale, decision 028). Every value from a user (their name) is escaped in the HTML;
 * links are our own signed URLs. A new e-mail adds its texts for every locale to a table like
 * VERIFICATION below; the compiler refuses a missing language.
 */

const BRAND = 'Darsak';
const BRAND_COLOR = '#1f4fd1';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A sentence of ours as HTML: escaped, with typographic quotes as entities (ASCII-safe in any mail client). */
const textHtml = (value: string) => escapeHtml(value).replace(/“/g, '&ldquo;').replace(/”/g, '&rdquo;');

/** Texts shared by every e-mail. */
export const COMMON_TEXTS: Record<Locale, { hello: (name: string) => string; signature: string; footer: string; fallbackLink: string }> = {
  en: {
    hello: (name) => `Hello “${name}”,`,
    signature: `The ${BRAND} team`,
    footer: 'Tutoring and courses for university students.',
    fallbackLink: 'If the button does not work, open this address:',
  },
  fr: {
    hello: (name) => `Bonjour «\u00a0${name}\u00a0»,`,
    signature: `L’équipe ${BRAND}`,
    footer: 'Cours et soutien pour les étudiants universitaires.',
    fallbackLink: 'Si le bouton ne fonctionne pas, ouvrez cette adresse :',
  },
  ar: {
    hello: (name) => `مرحبًا «${name}»،`,
    signature: `فريق ${BRAND}`,
    footer: 'دروس ودعم أكاديمي لطلاب الجامعات.',
    fallbackLink: 'إذا لم يعمل الزر، افتح هذا الرابط:',
  },
};

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
&copy; ${BRAND}. ${escapeHtml(COMMON_TEXTS[locale].footer)}
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
export const greetingText = (name: string, locale: Locale = DEFAULT_LOCALE) => COMMON_TEXTS[locale].hello(name);
export const greetingHtml = (name: string, locale: Locale = DEFAULT_LOCALE) =>
  `<p style="margin:0 0 16px;">${textHtml(COMMON_TEXTS[locale].hello(name))}</p>`;

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background:${BRAND_COLOR};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></p>`;

/** An address or code kept left-to-right inside Arabic text. */
const isolate = (html: string) => `<bdi dir="ltr">${html}</bdi>`;

const paragraph = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;

const VERIFICATION: Record<
  Locale,
  { subject: string; intro: string; introHtml: string; button: string; expires: (minutes: number) => string; ignore: string }
> = {
  en: {
    subject: `Verify your ${BRAND} email address`,
    intro: `Thanks for signing up to ${BRAND}. Please confirm your email address by opening this link:`,
    introHtml: `Thanks for signing up to ${BRAND}. Please confirm your email address.`,
    button: 'Verify Email Address',
    expires: (minutes) => `The link expires in ${minutes} minutes.`,
    ignore: 'If you did not create an account, no further action is required.',
  },
  fr: {
    subject: `Confirmez votre adresse e-mail ${BRAND}`,
    intro: `Merci de vous être inscrit sur ${BRAND}. Confirmez votre adresse e-mail en ouvrant ce lien\u00a0:`,
    introHtml: `Merci de vous être inscrit sur ${BRAND}. Il ne reste qu’à confirmer votre adresse e-mail.`,
    button: 'Confirmer mon adresse e-mail',
    expires: (minutes) => `Le lien expire dans ${minutes} minutes.`,
    ignore: 'Si vous n’avez pas créé de compte, vous n’avez rien à faire.',
  },
  ar: {
    subject: `أكِّد بريدك الإلكتروني على ${BRAND}`,
    intro: `شكرًا لتسجيلك في ${BRAND}. يُرجى تأكيد بريدك الإلكتروني بفتح هذا الرابط:`,
    introHtml: `شكرًا لتسجيلك في ${BRAND}. يُرجى تأكيد بريدك الإلكتروني.`,
    button: 'تأكيد البريد الإلكتروني',
    expires: (minutes) => `تنتهي صلاحية الرابط بعد ${minutes} دقيقة.`,
    ignore: 'إذا لم تُنشئ حسابًا، فلا حاجة إلى أي إجراء.',
  },
};

export function verificationEmail(input: {
  to: string;
  name: string;
  url: string;
  ttlMinutes: number;
  appUrl: string;
  locale?: Locale;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = VERIFICATION[locale];
  const common = COMMON_TEXTS[locale];
  const text = [greetingText(input.name, locale), '', t.intro, '', input.url, '', t.expires(input.ttlMinutes), t.ignore, '', common.signature, ''].join('\n');
  const html = layout(
    t.subject,
    [
      greetingHtml(input.name, locale),
      paragraph(escapeHtml(t.introHtml)),
      button(input.url, t.button),
      paragraph(`${escapeHtml(t.expires(input.ttlMinutes))} ${escapeHtml(t.ignore)}`),
      `<p style="margin:0 0 16px;font-size:13px;color:#6b7385;">${escapeHtml(common.fallbackLink)} ${isolate(`<a href="${escapeHtml(input.url)}" style="color:${BRAND_COLOR};word-break:break-all;">${escapeHtml(input.url)}</a>`)}</p>`,
      `<p style="margin:0;">${escapeHtml(common.signature)}</p>`,
    ].join('\n'),
    input.appUrl,
    locale,
  );
  return { to: input.to, subject: t.subject, text, html };
}

const RESET_CODE: Record<
  Locale,
  { subject: string; intro: string; enter: (minutes: number) => string; ignore: string }
> = {
  en: {
    subject: `Your ${BRAND} password reset code`,
    intro: `We received a request to reset the password of your ${BRAND} account. Your code is:`,
    enter: (minutes) => `Enter it on the verification page within ${minutes} minutes.`,
    ignore: 'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
  },
  fr: {
    subject: `Votre code de réinitialisation ${BRAND}`,
    intro: `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${BRAND}. Votre code\u00a0:`,
    enter: (minutes) => `Saisissez-le sur la page de vérification dans les ${minutes} minutes.`,
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  ar: {
    subject: `رمز إعادة تعيين كلمة المرور في ${BRAND}`,
    intro: `تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في ${BRAND}. رمزك هو:`,
    enter: (minutes) => `أدخِله في صفحة التحقق خلال ${minutes} دقيقة.`,
    ignore: 'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة: كلمة مرورك تبقى كما هي.',
  },
};

export function resetCodeEmail(input: {
  to: string;
  name: string;
  code: string;
  ttlMinutes: number;
  appUrl: string;
  locale?: Locale;
}): MailMessage {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = RESET_CODE[locale];
  const common = COMMON_TEXTS[locale];
  const text = [greetingText(input.name, locale), '', t.intro, '', `    ${input.code}`, '', t.enter(input.ttlMinutes), t.ignore, '', common.signature, ''].join('\n');
  const html = layout(
    t.subject,
    [
      greetingHtml(input.name, locale),
      paragraph(escapeHtml(t.intro)),
      `<p dir="ltr" style="margin:24px 0;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;text-align:center;">${escapeHtml(input.code)}</p>`,
      paragraph(`${escapeHtml(t.enter(input.ttlMinutes))} ${escapeHtml(t.ignore)}`),
      `<p style="margin:0;">${escapeHtml(common.signature)}</p>`,
    ].join('\n'),
    input.appUrl,
    locale,
  );
  return { to: input.to, subject: t.subject, text, html };
}

const PASSWORD_CHANGED: Record<
  Locale,
  { subject: (how: 'changed' | 'reset') => string; what: (how: 'changed' | 'reset') => string; advice: string; adviceHtml: string; button: string }
> = {
  en: {
    subject: (how) => `Your ${BRAND} password was ${how}`,
    what: (how) =>
      how === 'changed'
        ? `The password of your ${BRAND} account was just changed from your profile. Your other devices were signed out.`
        : `The password of your ${BRAND} account was just reset with a code sent to this address. Every device was signed out.`,
    advice: 'If this was not you, reset your password now with "Forgot password?" on the login page:',
    adviceHtml: 'If this was not you, reset your password now with “Forgot password?” on the login page.',
    button: 'Reset my password',
  },
  fr: {
    subject: (how) => (how === 'changed' ? `Votre mot de passe ${BRAND} a été modifié` : `Votre mot de passe ${BRAND} a été réinitialisé`),
    what: (how) =>
      how === 'changed'
        ? `Le mot de passe de votre compte ${BRAND} vient d’être modifié depuis votre profil. Vos autres appareils ont été déconnectés.`
        : `Le mot de passe de votre compte ${BRAND} vient d’être réinitialisé avec un code envoyé à cette adresse. Tous vos appareils ont été déconnectés.`,
    advice: 'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant avec « Mot de passe oublié ? » sur la page de connexion :',
    adviceHtml: 'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant avec « Mot de passe oublié ? » sur la page de connexion.',
    button: 'Réinitialiser mon mot de passe',
  },
  ar: {
    subject: (how) => (how === 'changed' ? `تم تغيير كلمة مرورك في ${BRAND}` : `تمت إعادة تعيين كلمة مرورك في ${BRAND}`),
    what: (how) =>
      how === 'changed'
        ? `تم للتوّ تغيير كلمة مرور حسابك في ${BRAND} من صفحة ملفك الشخصي، وتم تسجيل خروج أجهزتك الأخرى.`
        : `تمت للتوّ إعادة تعيين كلمة مرور حسابك في ${BRAND} برمز أُرسل إلى هذا العنوان، وتم تسجيل خروج جميع أجهزتك.`,
    advice: 'إذا لم تكن أنت من قام بذلك، فأعد تعيين كلمة مرورك الآن عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول:',
    adviceHtml: 'إذا لم تكن أنت من قام بذلك، فأعد تعيين كلمة مرورك الآن عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.',
    button: 'إعادة تعيين كلمة المرور',
  },
};

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
  const t = PASSWORD_CHANGED[locale];
  const common = COMMON_TEXTS[locale];
  const subject = t.subject(input.how);
  const what = t.what(input.how);
  const link = `${input.appUrl}/forgot-password`;
  const text = [greetingText(input.name, locale), '', what, '', `${t.advice} ${link}`, '', common.signature, ''].join('\n');
  const html = layout(
    subject,
    [
      greetingHtml(input.name, locale),
      paragraph(escapeHtml(what)),
      paragraph(textHtml(t.adviceHtml)),
      button(link, t.button),
      `<p style="margin:0;">${escapeHtml(common.signature)}</p>`,
    ].join('\n'),
    input.appUrl,
    locale,
  );
  return { to: input.to, subject, text, html };
}
