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
  studentReviews: {
    title: 'آراء الطلاب',
    loading: 'جارٍ تحميل الآراء…',
    failed: 'تعذّر تحميل آراء الطلاب.',
    none: 'لم يكتب أي طالب رأيًا بعد.',
    verified: 'شراء موثّق',
    yours: 'رأيك',
    edit: 'عدّل رأيك',
    rating: 'التقييم {rating} من خمسة',
    samples: 'أمثلة من اقتباسات الكتالوج',
  },
} as const satisfies Localized<typeof en>;
