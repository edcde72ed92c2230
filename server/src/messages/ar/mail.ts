import type { mail as en } from '../en/mail.ts';
import type { Localized } from '../types.ts';

/** Arabic texts of the e-mails (decision 070): the keys and placeholders of en/mail.ts. */
export const mail = {
  common: {
    hello: 'مرحبًا «{name}»،',
    signature: 'فريق {brand}',
    footer: 'دروس ودعم أكاديمي لطلاب الجامعات.',
    fallbackLink: 'إذا لم يعمل الزر، افتح هذا الرابط:',
  },
  verification: {
    subject: 'أكِّد بريدك الإلكتروني على {brand}',
    intro: 'شكرًا لتسجيلك في {brand}. يُرجى تأكيد بريدك الإلكتروني بفتح هذا الرابط:',
    introHtml: 'شكرًا لتسجيلك في {brand}. يُرجى تأكيد بريدك الإلكتروني.',
    button: 'تأكيد البريد الإلكتروني',
    expires: 'تنتهي صلاحية الرابط بعد {minutes} دقيقة.',
    ignore: 'إذا لم تُنشئ حسابًا، فلا حاجة إلى أي إجراء.',
  },
  resetCode: {
    subject: 'رمز إعادة تعيين كلمة المرور في {brand}',
    intro: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في {brand}. رمزك هو:',
    enter: 'أدخِله في صفحة التحقق خلال {minutes} دقيقة.',
    ignore: 'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة: كلمة مرورك تبقى كما هي.',
  },
  passwordChanged: {
    subject: {
      changed: 'تم تغيير كلمة مرورك في {brand}',
      reset: 'تمت إعادة تعيين كلمة مرورك في {brand}',
    },
    what: {
      changed: 'تم للتوّ تغيير كلمة مرور حسابك في {brand} من صفحة ملفك الشخصي، وتم تسجيل خروج أجهزتك الأخرى.',
      reset: 'تمت للتوّ إعادة تعيين كلمة مرور حسابك في {brand} برمز أُرسل إلى هذا العنوان، وتم تسجيل خروج جميع أجهزتك.',
    },
    advice: 'إذا لم تكن أنت من قام بذلك، فأعد تعيين كلمة مرورك الآن عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول:',
    adviceHtml: 'إذا لم تكن أنت من قام بذلك، فأعد تعيين كلمة مرورك الآن عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.',
    button: 'إعادة تعيين كلمة المرور',
  },
  receipt: {
    subject: 'إيصال {brand} للطلب {reference}',
    paid: 'استلمنا دفعتك للطلب {reference} بتاريخ {date}. شكرًا لك!',
    total: 'المجموع',
    totalLine: 'المجموع: {total}',
    link: 'طلبك: {url}',
    button: 'عرض طلبك',
  },
  application: {
    approvedSubject: 'تمت الموافقة على طلبك للتدريس في {brand}',
    rejectedSubject: 'بخصوص طلبك للتدريس في {brand}',
    approved: ['خبر سار: تمت الموافقة على طلبك للتدريس في {brand}.', 'سنتواصل معك خلال أيام قليلة لإعداد ملفك وتحديد حصصك الأولى.'],
    rejected: 'شكرًا لتقدّمك للتدريس في {brand}. بعد مراجعة طلبك، لا يمكننا أن نقدّم لك مكانًا في الوقت الحالي.',
    reason: 'السبب: {reason}',
    again: 'يسعدنا أن تتقدّم بطلب جديد لاحقًا.',
  },
  contact: {
    subject: 'نموذج التواصل: {subject}',
    fromLabel: 'من:',
    subjectLabel: 'الموضوع:',
    replyTo: 'للرد، اكتب إلى {email}.',
  },
} as const satisfies Localized<typeof en>;
