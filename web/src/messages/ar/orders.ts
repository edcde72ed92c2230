import type { orders as en } from '../en/orders';
import type { Localized } from '../types';

/** Arabic texts of the orders area: placing an order, the home notice, the order page, My orders. */
export const orders = {
  placing: 'جارٍ إنشاء طلبك…',
  placeFailed: 'تعذّر إنشاء طلبك، لذلك لم يُرسَل شيء. سلتك محفوظة: حاول مرة أخرى.',
  popupBlocked: 'منع متصفحك فتح علامة تبويب واتساب. استخدم زر المحادثة في صفحة طلبك لإرسال الرسالة.',
  messageReference: 'مرجع الطلب: {reference}',
  notice: {
    title: 'تم إنشاء الطلب {reference}',
    body: 'أرسل رسالة واتساب لتأكيده. اذكر المرجع {reference} عند الدفع.',
    view: 'عرض طلبك',
    dismiss: 'إغلاق',
  },
  status: {
    pending: 'بانتظار الدفع',
    paid: 'مدفوع',
    cancelled: 'ملغى',
    expired: 'منتهي الصلاحية',
  },
  page: {
    documentTitle: 'الطلب {reference}',
    title: 'الطلب {reference}',
    loading: 'جارٍ تحميل طلبك…',
    placedOn: 'أُنشئ في {date}',
    paidOn: 'دُفع في {date}',
    expiresOn: 'ادفع قبل {date}؛ تنتهي صلاحية الطلبات غير المدفوعة بعد ذلك.',
    items: 'المقررات',
    total: 'المجموع',
    statusLabel: 'الحالة',
    chat: 'أرسل الطلب عبر واتساب',
    chatHint: 'يفتح واتساب مع طلبك ومرجعه.',
    loadFailed: 'تعذّر تحميل هذا الطلب. تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'حاول مرة أخرى',
    notFoundTitle: 'الطلب غير موجود',
    notFoundBody:
      'لا يوجد طلب بالمرجع {reference} لهذا المتصفح أو هذا الحساب. سجّل الدخول بالحساب الذي أنشأه، أو تحقّق من المرجع.',
    backHome: 'العودة إلى الرئيسية',
  },
  howToPay: {
    title: 'طريقة الدفع',
    intro: 'ادفع {total} بإحدى هذه الطرق. كل طريقة تحتاج إلى مرجع طلبك.',
    introNoOrder: 'عند التأكيد تحصل على مرجع طلب مثل {reference}. ادفع بإحدى هذه الطرق واذكره.',
    quote: 'اذكر المرجع {reference}',
    yourReference: 'DRS-XXXXXX',
    account: 'أرسل إلى: {account}',
  },
  mine: {
    title: 'طلباتي',
    loading: 'جارٍ تحميل طلباتك…',
    empty: 'ليس لديك طلبات بعد.',
    loadFailed: 'تعذّر تحميل طلباتك.',
    retry: 'حاول مرة أخرى',
    reference: 'المرجع',
    date: 'التاريخ',
    total: 'المجموع',
    status: 'الحالة',
    view: 'عرض الطلب {reference}',
  },
} as const satisfies Localized<typeof en>;
