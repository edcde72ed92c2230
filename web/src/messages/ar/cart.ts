import type { cart as en } from '../en/cart';
import type { Localized } from '../types';

/** Arabic texts of the cart area: cart panel and payment. */
export const cart = {
  toggle: 'السلة',
  items: '{count, plural, zero {عناصر} one {عنصر} two {عنصران} few {عناصر} many {عنصرًا} other {عنصر}}',
  title: 'سلتك',
  close: 'إغلاق السلة',
  emptyTitle: 'أوه… سلتك فارغة',
  emptyText: 'لكن لا داعي لأن تبقى كذلك',
  itemPrice: 'السعر: {price, number, ::currency/USD .00/w}',
  remove: 'إزالة',
  removeOf: 'إزالة {title} من السلة',
  total: 'المجموع',
  buy: 'شراء محتويات السلة',
  clear: 'إفراغ السلة',
  payment: {
    title: 'ملخّص الدفع',
    empty: 'سلتك فارغة',
    emptyHint: 'أضف بعض المقررات إلى سلتك، ثم عُد إلى هنا لتأكيد طلبك.',
    browse: 'تصفّح المقررات',
    orderDetails: 'تفاصيل الطلب',
    total: 'المجموع',
    howItWorks: 'لا حاجة إلى بطاقة مصرفية: يفتح التأكيد محادثة واتساب تتضمّن طلبك. أرسل الرسالة وسنؤكّد وصولك إلى المقررات خلال ساعات قليلة.',
    confirm: 'تأكيد الدفع',
    opensInNewTab: '(يفتح واتساب في علامة تبويب جديدة)',
    messageIntro: 'مرحبًا درسك، أودّ شراء المقررات التالية:',
    messageItem: '- {title} ({code}): {price}',
    messageTotal: 'المجموع: {total}',
    thanks: 'شكرًا لاختيارك درسك!',
    supportIntro: 'لديك سؤال عن طلبك؟ نحن هنا لمساعدتك.',
    supportChat: 'راسلنا عبر واتساب',
    supportEmail: 'راسل فريق الدعم بالبريد الإلكتروني',
    supportSubject: 'مساعدة في الدفع',
    supportChatMessage: 'مرحبًا درسك، لديّ سؤال عن طلبي.',
  },
} as const satisfies Localized<typeof en>;
