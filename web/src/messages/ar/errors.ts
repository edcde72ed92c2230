import type { errors as en } from '../en/errors';
import type { Localized } from '../types';

/** Arabic texts of the API's errors, by the code the server sends (written by the i18n helper). */
export const errors = {
  'auth.unauthenticated': 'لم تسجّل الدخول بعد.',
  'auth.failed': 'بيانات الدخول هذه لا تطابق أيّ حساب لدينا.',
  'auth.throttled': 'محاولات دخول كثيرة. يُرجى المحاولة مجددًا بعد {seconds} ثانية.',
  'auth.email_taken': 'هذا البريد الإلكتروني مستخدم من قبل.',
  'auth.unverified': 'لم يتم التحقق من بريدك الإلكتروني.',
  'auth.login_unverified': 'لم يتم التحقق من بريدك الإلكتروني.',
  'auth.disabled': 'تم تعطيل هذا الحساب. يُرجى التواصل مع الدعم.',
  'auth.forbidden': 'غير مسموح لك بتنفيذ هذا الإجراء.',
  'auth.origin': 'مصدر الطلب غير مسموح به.',
  'csrf.mismatch': 'انتهت صلاحية جلستك. أعد تحميل الصفحة وحاول مجددًا.',
  'throttle.too_many_attempts': 'محاولات كثيرة. انتظر قليلًا ثم حاول مجددًا.',
  'reset.code_invalid': 'الرمز غير صالح.',
  'reset.code_expired': 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا.',
  'reset.code_too_many_attempts': 'محاولات خاطئة كثيرة. اطلب رمزًا جديدًا.',
  'reset.not_verified': 'يُرجى التحقق من رمز إعادة التعيين أولًا.',
  'http.not_found': 'غير موجود.',
  'http.invalid_json': 'محتوى الطلب ليس JSON صالحًا.',
  'http.too_large': 'محتوى الطلب كبير جدًا.',
  'validation.failed': 'البيانات المُرسلة غير صالحة.',
  'server.error': 'خطأ في الخادم. حاول مجددًا بعد قليل.',
  'server.unavailable': 'الخدمة غير متاحة مؤقتًا. حاول مجددًا بعد ثوانٍ.',
} as const satisfies Localized<typeof en>;
