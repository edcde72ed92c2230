import { tutors as texts } from './content/tutors';
import type { tutors as en } from '../en/tutors';
import type { Localized } from '../types';

/** Arabic texts of the tutors area: the tutors list and the tutor profile. */
export const tutors = {
  list: {
    title: 'مدرّسونا',
    intro:
      'تعلّم من طلاب تفوّقوا في المقررات التي تدرسها الآن. كل مدرّس في درسك طالب متفوّق أو خرّيج من إحدى الجامعات اللبنانية.',
    yearAndMajor: '{year} · {major}',
    coursesHeading: 'المقررات',
    noCourses: 'لا مقررات مُدرجة',
    viewProfile: 'عرض الملف الشخصي',
  },
  stars: {
    label: '{rating} من خمس نجوم',
  },
  detail: {
    notFoundTitle: 'المدرّس غير موجود',
    notFoundText: 'المدرّس الذي تبحث عنه غير موجود.',
    backToTutors: 'العودة إلى المدرّسين',
    back: 'رجوع',
    portraitAlt: 'صورة {name}',
    joined: 'انضمّ في {date}',
    ratingHeading: 'تقييم المدرّس',
    reviewCount: '{count, plural, zero {لا مراجعات} one {مراجعة واحدة} two {مراجعتان} few {# مراجعات} many {# مراجعة} other {# مراجعة}}',
    reviewCountOne: 'مراجعة واحدة',
    hourlyRate: 'السعر بالساعة',
    perHour: 'في الساعة',
    actionBarLabel: 'تواصل مع {name}',
    loadFailedTitle: 'تعذّر تحميل صفحة هذا المدرّس',
    loadFailedText: 'تحقّق من اتصالك ثم حاول مجددًا.',
    tryAgain: 'حاول مجددًا',
    experience: 'سنوات الخبرة',
    students: 'طلاب درّسهم',
    successRate: 'نسبة النجاح',
    successRateValue: '{value}%',
    aboutHeading: 'نبذة عن {name}',
    noBio: 'لا تتوفّر نبذة تعريفية.',
    coursesHeading: 'المقررات التي يدرّسها',
    noCourses: 'لا مقررات مُدرجة',
    privateCoursesHeading: 'دروس خصوصية',
    noPrivateCourses: 'لا دروس خصوصية متاحة بعد.',
    pricePerHour: '{price} للساعة',
    availabilityHeading: 'أوقات التوفّر',
    noAvailability: 'المواعيد عند الطلب: أرسل إلينا رسالة لتحديد وقت يناسبك.',
    contactHeading: 'تواصل معنا',
    contactIntro:
      'لديك سؤال عن مقرر، أو أنت مستعد للبدء؟ يتولّى فريقنا تنظيم كل حصة ويردّ عليك عبر واتساب أو البريد الإلكتروني.',
    sendMessage: 'أرسل رسالة',
    chatMessage: 'مرحبًا، أودّ التواصل مع {name}. هل يمكنكم مساعدتي في ذلك؟',
    emailUs: 'راسلنا بالبريد الإلكتروني',
    emailSubject: 'طلب حجز حصة مع {name}',
    bookSession: 'احجز حصة',
    bookingMessage: 'مرحبًا، أودّ حجز حصة دراسية مع {name}. ما الأوقات المتاحة هذا الأسبوع؟',
    rateTutor: 'قيّم المدرّس',
    opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  },
  reviews: {
    heading: 'ماذا يقول الطلاب',
    counter: '{current}/{total}',
    slideLabel: 'الرأي {current} من {total}',
    previous: 'الرأي السابق',
    next: 'الرأي التالي',
    pause: 'إيقاف التبديل التلقائي للآراء',
    play: 'استئناف التبديل التلقائي للآراء',
    none: 'لا توجد آراء بعد.',
    byline: '{user}',
  },
  /** The six tutors' words by tutor id. */
  texts,
} as const satisfies Localized<typeof en>;
