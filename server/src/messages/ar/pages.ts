import type { pages as en } from '../en/pages.ts';
import type { Localized } from '../types.ts';

/** Arabic texts of the pages the server renders itself: the keys and placeholders of en/pages.ts. */
export const pages = {
  notMe: {
    confirmTitle: 'حذف هذا الحساب؟',
    confirmText: 'سجّل أحدهم في {brand} بالعنوان {email}. إن لم تكن أنت، فاحذف الحساب: لم يتمكّن أحد من استخدامه، ولن يتغيّر شيء آخر.',
    confirmButton: 'حذف الحساب',
    removedTitle: 'تم حذف الحساب',
    removedText:
      'لم يعد الحساب المُنشأ بالعنوان {email} موجودًا. إن سجّل أحدهم بهذا العنوان مجددًا، فستصلك رسالة جديدة تتيح لك حذفه بالطريقة نفسها.',
    verifiedTitle: 'سبق تأكيد هذا العنوان',
    verifiedText:
      'أكّد أحدهم العنوان {email} من صندوق بريده، لذا يبقى الحساب. إن لم تكن أنت، فأعِد تعيين كلمة المرور عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.',
    goneTitle: 'لا شيء لحذفه',
    goneText: 'لا يوجد حساب ينتظر تأكيد هذا العنوان.',
    invalidTitle: 'هذا الرابط غير صالح',
    invalidText: 'الرابط ناقص أو تم تعديله. افتحه مجددًا من الرسالة.',
    expiredTitle: 'انتهت صلاحية هذا الرابط',
    expiredText: 'يُحذف الحساب غير المؤكَّد تلقائيًا بعد 7 أيام: لم يبقَ شيء لتفعله.',
    home: 'الذهاب إلى الصفحة الرئيسية',
  },
} as const satisfies Localized<typeof en>;
