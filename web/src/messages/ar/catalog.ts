import type { catalog as en } from '../en/catalog';
import type { Localized } from '../types';

/** Arabic texts of the catalog area: categories and courses. */
export const catalog = {
  breadcrumb: 'مسار التنقّل',
  categories: {
    title: 'مقرراتنا',
    intro: 'اختر مسارك لتعرض مقررات الفصلين الأول والثاني.',
    searchLabel: 'البحث في المسارات',
    searchPlaceholder: 'ابحث عن مسار…',
    noResults: 'لا توجد مسارات تطابق بحثك.',
    viewCourses: 'عرض المقررات',
    courseCount: '{count, plural, zero {لا مقررات} one {مقرر واحد} two {مقرران} few {# مقررات} many {# مقررًا} other {# مقرر}}',
  },
  courses: {
    title: 'مقررات مسار {name}',
    unknownCategory: 'مسار غير معروف',
    unknownHint: 'هذا المسار غير موجود.',
    backToCategories: 'العودة إلى جميع المسارات',
    empty: 'لا توجد مقررات في هذا المسار.',
    resultCount: '{count, plural, zero {لا مقررات} one {مقرر واحد} two {مقرران} few {# مقررات} many {# مقررًا} other {# مقرر}}',
  },
  filters: {
    label: 'تصفية المقررات',
    subject: 'المادة',
    allSubjects: 'جميع المواد',
    semester: 'الفصل',
    allSemesters: 'جميع الفصول',
    semesterOption: 'الفصل {sem}',
  },
  card: {
    credits: '{credits, plural, zero {بلا أرصدة} one {رصيد واحد} two {رصيدان} few {# أرصدة} many {# رصيدًا} other {# رصيد}}',
    price: 'السعر',
    duration: 'المدة',
    lectures: '{count, plural, zero {بلا محاضرات} one {محاضرة واحدة} two {محاضرتان} few {# محاضرات} many {# محاضرة} other {# محاضرة}}',
    semester: 'الفصل',
    semesterValue: 'الفصل {sem}',
    whatYouWillLearn: 'ماذا ستتعلّم',
    tutorLabel: 'المدرّس',
    tutorsLabel: 'المدرّسون',
    tutorName: 'فريق مدرّسي درسك',
    addToCart: 'أضف إلى السلة',
    inCart: 'في السلة',
    openCourse: 'افتح الدورة',
    rateCourse: 'قيّم المقرر',
    showReviews: 'عرض الآراء',
    hideReviews: 'إخفاء الآراء',
    reviewsOf: 'آراء الطلاب في {title}',
  },
  reviews: {
    noReviews: 'لا توجد آراء عن هذا المقرر بعد.',
    previous: 'الرأي السابق',
    next: 'الرأي التالي',
    rating: 'التقييم {rating} من خمسة',
  },
} as const satisfies Localized<typeof en>;
