import type { Localized } from '../types.ts';
import type { money as en } from '../en/money.ts';

/** النصوص العربية لمستندات مكتب الدفع (القرار 077): إيصال PDF. */
export const money: Localized<typeof en> = {
  receipt: {
    title: 'إيصال',
    number: 'رقم الإيصال: {number}',
    reference: 'مرجع الطلب: {reference}',
    issued: 'تاريخ الدفع: {date}',
    billedTo: 'صادر باسم: {name}',
    items: 'العناصر',
    payments: 'الدفعات',
    refunds: 'المبالغ المستردّة',
    total: 'المجموع',
    paid: 'المدفوع',
    refunded: 'المستردّ',
    paymentLine: '{date}: {amount} عبر {method}',
    lbpLine: '{amount} بسعر {rate} ليرة للدولار = {usd}',
    footer: 'شكرًا لتعلّمك مع {brand}. احتفظ بهذا الإيصال في سجلاتك.',
    status: { paid: 'مدفوع بالكامل', refunded: 'مستردّ' },
  },
};
