import type { offline as en } from '../en/offline';
import type { Localized } from '../types';

/** Arabic texts of the installable app: the offline banner and the update prompt. */
export const offline = {
  banner: {
    offline: 'أنت غير متصل بالإنترنت.',
    lastUpdated: 'أنت غير متصل بالإنترنت. آخر تحديث للبيانات: {time}.',
  },
  update: {
    available: 'يتوفر إصدار جديد',
    refresh: 'تحديث',
  },
} as const satisfies Localized<typeof en>;
