import type { home as en } from '../en/home';
import type { Localized } from '../types';

/** Arabic texts of the home area. */
export const home = {
  header: {
    title: 'تعلّم بذكاء مع درسك',
    tagline: 'مقررات ومدرّسون وتحضير للامتحانات لطلاب الجامعة اللبنانية. اختر مقررك، وتعلّم على إيقاعك، وانجح بثقة.',
    getStarted: 'ابدأ الآن',
    learnMore: 'اعرف المزيد',
    imageAlt: '',
  },
  search: {
    heading: 'ابحث عن مقررك وسجّل الآن!',
    label: 'عنوان المقرر أو رمزه',
    placeholder: 'مثلًا: علم الوراثة أو I1101',
    hint: 'ابحث عن المقررات بعنوانها أو برمزها.',
    submit: 'بحث',
    noResults: 'لا توجد نتائج',
    resultsTitle: 'نتائج البحث',
    resultsCount:
      '{count, plural, zero {لا يطابق أيّ مقرر «{query}».} one {مقرر واحد يطابق «{query}».} two {مقرران يطابقان «{query}».} few {# مقررات تطابق «{query}».} many {# مقررًا يطابق «{query}».} other {# مقرر يطابق «{query}».}}',
    close: 'إغلاق نتائج البحث',
    viewCourse: 'عرض المقرر',
    courseMeta:
      '{subject} · الفصل {sem} · {credits, plural, zero {بلا أرصدة} one {رصيد واحد} two {رصيدان} few {# أرصدة} many {# رصيدًا} other {# رصيد}}',
  },
  offer: {
    heading: 'ما نقدّمه لك',
    intro: 'كل ما تحتاج إليه لتجتاز سنواتك الأولى في الجامعة بنجاح.',
    advisorTitle: 'مرشد أكاديمي',
    advisorText: 'مرشد شخصي يساعدك على اختيار مقرراتك وتنظيم فصلك الدراسي والاستعداد لكل دورة امتحانات.',
    labTitle: 'مختبر رقمي',
    labText: 'محاكاة تفاعلية وتجارب افتراضية تتدرّب بها على الأعمال المخبرية قبل الامتحان التطبيقي الفعلي.',
    goalTitle: 'حقّق هدفك',
    goalText: 'دروس قصيرة، وامتحانات سابقة محلولة، ومدرّسون اجتازوا المقررات نفسها: طريق واضح نحو العلامة التي تطمح إليها.',
  },
  topCourses: {
    heading: 'المقررات الأعلى تقييمًا',
    intro: 'المقررات التي يمنحها طلابنا أعلى التقييمات.',
    viewCourse: 'عرض المقرر',
    allCourses: 'تصفّح جميع المقررات',
  },
  plans: {
    heading: 'باقات تناسب كل طالب',
    intro: 'ادفع عن كل فصل دراسي، ومن دون بطاقة مصرفية: أكّد باقتك معنا عبر واتساب.',
    perSemester: 'للفصل الدراسي',
    choose: 'اختر {name}',
    chatMessage: 'مرحبًا درسك، أودّ الاشتراك في {name} ({price} للفصل الدراسي).',
    featuresLabel: 'مزايا {name}',
  },
  testimonials: {
    heading: 'ماذا يقول طلابنا',
    intro: 'آراء حقيقية من طلاب تعلّموا مع درسك.',
    rating: 'التقييم {rating} من خمسة',
  },
  about: {
    heading: 'عن درسك',
    text: 'أسّس درسك خرّيجون من الجامعة اللبنانية لم ينسوا صعوبة السنة الأولى. نجمع أفضل المدرّسين من الطلاب، ومحتوى واضحًا للمقررات، ومجتمعًا ودودًا، كي يحصل كل طالب على المساعدة التي يحتاج إليها مهما كانت ميزانيته.',
    text2: 'أخبرنا برأيك في أدائنا؛ فتقييمك يساعدنا على تحسين المنصّة للجميع.',
    rate: 'قيّم المنصّة',
    more: 'المزيد عنّا',
    platformName: 'درسك',
    stats: {
      students: 'طالب ساعدناهم',
      studentsValue: '+2500',
      courses: 'مقررًا',
      coursesValue: '25',
      tutors: 'مدرّسًا من الطلاب',
      tutorsValue: '+40',
    },
  },
} as const satisfies Localized<typeof en>;
