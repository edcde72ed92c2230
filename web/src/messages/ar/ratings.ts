import type { ratings as en } from '../en/ratings';
import type { Localized } from '../types';

/** Arabic texts of the ratings area: the shared rating dialog and the rating summary. */
export const ratings = {
  titles: { course: 'قيّم المقرر', tutor: 'قيّم المدرّس', product: 'قيّم المنصّة' },
  stars: 'تقييمك',
  starLabels: ['ضعيف', 'مقبول', 'جيد', 'جيد جدًا', 'ممتاز'],
  starOption:
    '{label} ({count, plural, zero {بلا نجوم} one {نجمة واحدة} two {نجمتان} few {# نجوم} many {# نجمة} other {# نجمة}} من خمس)',
  noStars: 'لا تقييم بعد',
  feedback: 'ملاحظاتك (اختياري)',
  feedbackPlaceholder: 'ما الذي أعجبك؟ وما الذي يمكن تحسينه؟',
  counter: '{count}/{max}',
  counterLabel:
    '{count, plural, zero {لم يُستخدم أي حرف} one {حرف واحد مستخدم} two {حرفان مستخدمان} few {# أحرف مستخدمة} many {# حرفًا مستخدمًا} other {# حرف مستخدم}} من أصل {max}',
  cancel: 'إلغاء',
  submit: 'إرسال التقييم',
  submitting: 'جارٍ الإرسال…',
  loginRequired: 'يُرجى تسجيل الدخول لإرسال تقييم',
  loginLink: 'سجّل الدخول',
  selectRating: 'يُرجى اختيار تقييم',
  failed: 'تعذّر إرسال التقييم. يُرجى المحاولة مجددًا.',
  summary:
    '{average} ({count, plural, zero {لا تقييمات} one {تقييم واحد} two {تقييمان} few {# تقييمات} many {# تقييمًا} other {# تقييم}})',
  summaryLabel:
    'التقييم {average} من خمسة بناءً على {count, plural, zero {صفر تقييمات} one {تقييم واحد} two {تقييمين} few {# تقييمات} many {# تقييمًا} other {# تقييم}}',
} as const satisfies Localized<typeof en>;
