import type { shell as en } from '../en/shell';
import type { Localized } from '../types';

/** Arabic texts of the shell: navigation, footer, loader, error page. */
export const shell = {
  loading: 'جارٍ التحميل…',
  brand: 'درسك',
  documentTitle: '{page} · درسك',
  brandHome: 'درسك، الصفحة الرئيسية',
  skipToContent: 'الانتقال إلى المحتوى الرئيسي',
  nav: {
    label: 'القائمة الرئيسية',
    home: 'الرئيسية',
    courses: 'المقررات',
    tutors: 'المدرّسون',
    docs: 'الدليل',
    about: 'من نحن',
  },
  account: {
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    profile: 'ملفك الشخصي، {name}',
    profileLabel: 'الملف الشخصي',
  },
  locale: {
    label: 'اللغة',
  },
  menu: {
    open: 'فتح القائمة',
    close: 'إغلاق القائمة',
  },
  business: {
    email: 'البريد الإلكتروني',
    whatsapp: 'واتساب',
    address: 'المكتب',
    hours: 'ساعات العمل',
    opensInNewTab: '(يفتح واتساب في علامة تبويب جديدة)',
  },
  footer: {
    contactHeading: 'تواصل معنا',
    tagline: 'مقررات ومدرّسون لطلاب الجامعات في لبنان. تعلّم على إيقاعك، وانجح بثقة.',
    exploreHeading: 'استكشف',
    companyHeading: 'درسك',
    helpHeading: 'المساعدة',
    socialHeading: 'تابعنا',
    plans: 'الباقات',
    testimonials: 'آراء الطلاب',
    contact: 'اتصل بنا',
    faq: 'الأسئلة الشائعة',
    support: 'الدعم',
    privacyPolicy: 'سياسة الخصوصية',
    facebook: 'فيسبوك',
    instagram: 'إنستغرام',
    linkedin: 'لينكدإن',
    opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
    copyright: '© {year} درسك. جميع الحقوق محفوظة.',
  },
  error: {
    title: 'حدث خطأ غير متوقّع في التطبيق!',
    notFound: 'الصفحة غير موجودة (404)',
    notFoundHint: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
    statusLine: '{status} {statusText}',
    genericHint: 'حدث خطأ أثناء عرض هذه الصفحة. يُرجى المحاولة مجددًا بعد قليل.',
    backHome: 'العودة إلى الصفحة الرئيسية',
    tryAgain: 'إعادة المحاولة',
  },
  feedback: {
    ok: 'حسنًا',
    cancel: 'إلغاء',
    confirm: 'تأكيد',
    processing: 'جارٍ المعالجة…',
    uploadProgress: 'تقدّم الرفع',
    networkError: 'خطأ في الشبكة',
    requestFailed: 'تعذّر تنفيذ الطلب (الرمز {status})',
  },
  /** The navigation bar's link to the back office (admins only). */
  adminLink: 'الإدارة',
} as const satisfies Localized<typeof en>;
