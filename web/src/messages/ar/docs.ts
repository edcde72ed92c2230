import { docs as texts } from './content/docs';
import type { docs as en } from '../en/docs';
import type { Localized } from '../types';

/** Arabic texts of the docs area (the screen around the help text). */
export const docs = {
  title: 'دليل الاستخدام',
  intro: 'كل ما تحتاج إلى معرفته عن إيجاد المقررات، والعمل مع المدرّسين، والدفع، والحصول على المساعدة في درسك.',
  searchLabel: 'البحث في الدليل',
  searchPlaceholder: 'ابحث في الدليل…',
  clearSearch: 'مسح البحث',
  resultCount:
    '{count, plural, zero {لا مواضيع مطابقة} one {موضوع واحد مطابق} two {موضوعان مطابقان} few {# مواضيع مطابقة} many {# موضوعًا مطابقًا} other {# موضوع مطابق}}',
  noResults: 'لا توجد نتائج',
  noResultsHint: 'جرّب كلمة أخرى، أو اسألنا مباشرة؛ يسعدنا أن نساعدك.',
  sidebarLabel: 'أقسام الدليل',
  sidebarTitle: 'في هذه الصفحة',
  quickLinksTitle: 'روابط سريعة',
  quickLinks: {
    signup: { title: 'أنشئ حسابًا', text: 'سجّل وأكّد بريدك الإلكتروني في دقيقتين.' },
    tutors: { title: 'ابحث عن مدرّس', text: 'تصفّح مدرّسينا واحجز حصة.' },
    contact: { title: 'اتصل بنا', text: 'لديك سؤال عن طلب أو عن حسابك؟' },
  },
  footer: {
    title: 'ما زلت بحاجة إلى مساعدة؟',
    text: 'يردّ فريق الدعم عبر واتساب والبريد الإلكتروني.',
    liveChat: 'محادثة مباشرة',
    liveChatMessage: 'مرحبًا، لديّ سؤال عن درسك لم أجد جوابه في الدليل.',
    emailSupport: 'راسل فريق الدعم',
    emailSubject: 'طلب دعم',
    opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
    lastUpdated: 'آخر تحديث: {date}',
    version: 'الإصدار {version}',
  },
  /** The help text by section and item id. */
  texts,
} as const satisfies Localized<typeof en>;
