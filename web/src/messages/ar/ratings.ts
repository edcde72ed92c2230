import type { ratings as en } from '../en/ratings';
import type { Localized } from '../types';

/** Arabic texts of the ratings area: the shared rating dialog and the rating summary. */
export const ratings = {
  titles: { course: 'قيّم المقرر', tutor: 'قيّم المدرّس', product: 'قيّم المنصّة' },
  stars: 'تقييمك',
  starLabels: ['ضعيف', 'مقبول', 'جيد', 'جيد جدًا', 'ممتاز'],
  starOption: '{label} ({count, plural, zero {بلا نجوم} one {نجمة واحدة} two {نجمتان} few {# نجوم} many {# نجمة} other {# نجمة}} من خمس)',
  noStars: 'لا تقييم بعد',
  feedback: 'ملاحظاتك (اختياري)',
  feedbackPlaceholder: 'ما الذي أعجبك؟ وما الذي يمكن تحسينه؟',
  counter: '{count}/{max}',
  counterLabel:
    '{count, plural, zero {لم يُستخدم أي حرف} one {حرف واحد مستخدم} two {حرفان مستخدمان} few {# أحرف مستخدمة} many {# حرفًا مستخدمًا} other {# حرف مستخدم}} من أصل {max}',
  cancel: 'إلغاء',
  close: 'إغلاق',
  thanks: 'شكرًا على تقييمك',
  editing: 'سبق أن قيّمت هذا. غيّر النجوم أو التعليق ثم أرسل لتحديث تقييمك.',
  editingOn: 'قيّمت هذا في {date}. غيّر النجوم أو التعليق ثم أرسل لتحديث تقييمك.',
  draftRestored: 'تقييمك كما تركته. أرسله عندما تكون جاهزًا.',
  submit: 'إرسال التقييم',
  submitting: 'جارٍ الإرسال…',
  loginRequired: 'يُرجى تسجيل الدخول لإرسال تقييم',
  loginLink: 'سجّل الدخول',
  selectRating: 'يُرجى اختيار تقييم',
  failed: 'تعذّر إرسال التقييم. يُرجى المحاولة مجددًا.',
  figure: {
    count: '({count, plural, zero {لا تقييمات} one {تقييم واحد} two {تقييمان} few {# تقييمات} many {# تقييمًا} other {# تقييم}})',
    countOne: '(تقييم واحد)',
    label:
      'التقييم {average} من خمسة: تقييم درسك و{count, plural, zero {لا تقييمات من الطلاب} one {تقييم واحد من الطلاب} two {تقييمان من الطلاب} few {# تقييمات من الطلاب} many {# تقييمًا من الطلاب} other {# تقييم من الطلاب}}',
    labelOne: 'التقييم {average} من خمسة: تقييم درسك وتقييم واحد من الطلاب',
    labelNone: 'التقييم {average} من خمسة: تقييم درسك، ولا تقييمات من الطلاب بعد',
    basis:
      'بناءً على تقييم درسك و{count, plural, zero {لا تقييمات من الطلاب} one {تقييم واحد من الطلاب} two {تقييمين من الطلاب} few {# تقييمات من الطلاب} many {# تقييمًا من الطلاب} other {# تقييم من الطلاب}}',
    basisOne: 'بناءً على تقييم درسك وتقييم واحد من الطلاب',
    basisNone: 'تقييم درسك؛ لا تقييمات من الطلاب بعد',
    verified:
      '{count, plural, zero {لا عمليات شراء موثّقة} one {عملية شراء موثّقة واحدة} two {عمليتا شراء موثّقتان} few {# عمليات شراء موثّقة} many {# عملية شراء موثّقة} other {# عملية شراء موثّقة}}',
    verifiedOne: 'عملية شراء موثّقة واحدة',
  },
} as const satisfies Localized<typeof en>;
