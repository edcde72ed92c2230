/** Business constants and limits of SPEC section 9, shared by the SPA and the API. */

export const HOME_MIN_LOADING_MS = 2000;
export const LIST_MIN_LOADING_MS = 1500; // categories, courses, tutors list, join-team
export const TUTOR_DETAIL_MIN_LOADING_MS = 1000;

export const VERIFICATION_CHECK_INTERVAL_MS = 5000;
export const VERIFICATION_MAX_CHECKS = 20;

export const POST_LOGIN_REDIRECT_MS = 1500;
export const POST_VERIFICATION_REDIRECT_MS = 1000;
export const POST_RESET_REDIRECT_MS = 1500;

export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MS = 600_000;
export const DEFAULT_COUNTDOWN_SECONDS = 600;

export const FEEDBACK_MAX_LENGTH = 500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;
export const RATING_TYPES = ['course', 'tutor', 'product'] as const;
export type RatingType = (typeof RATING_TYPES)[number];

export const TOP_COURSE_MIN_RATING = 4.7;
export const TOP_COURSES_COUNT = 4;
export const TOP_COURSES_COUNT_SMALL = 2;
export const SMALL_SCREEN_MAX_WIDTH = 480;

export const TUTOR_REVIEW_INTERVAL_MS = 3000;
export const COURSE_REVIEW_STEP_PX = 400;
export const SCROLL_ANIMATION_MS = 1200;

export const JOIN_TEAM_AGE = { min: 15, max: 99 } as const;
export const JOIN_TEAM_YEAR = { min: 1, max: 7 } as const;
export const JOIN_TEAM_PAY = { min: 5, max: 100 } as const;
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 255;

export const STORAGE_KEYS = {
  cart: 'cartItems',
  codeExpiry: 'code_expiry_time',
} as const;

export const DOCS_VERSION = '2.1.0';
