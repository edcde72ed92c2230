import type { coursePage as en } from '../en/course-page';
import type { Localized } from '../types';

/** Texts of the course page. */
export const coursePage = {
  notFoundTitle: 'المقرر غير موجود',
  notFoundText: 'هذا المقرر غير موجود أو لم يعد متاحاً.',
  backToCourses: 'العودة إلى المقررات',
  backToCategory: 'كل مقررات {category}',
  share: 'مشاركة',
  shareWhatsApp: 'مشاركة عبر واتساب',
  shareText: '{title} ({code}) على درسك: {price}',
} as const satisfies Localized<typeof en>;
