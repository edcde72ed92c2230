/**
 * English texts of the e-mails (decision 070). {brand} is the name in the header (Darsak in every
 * language); other values come from the e-mail's data. English is the shape of every language.
 */
export const mail = {
  /** Shared by every e-mail. {name} is the user's own text: quoted so it reads as data. */
  common: {
    /** To an address nobody verified yet (decision 073): the name quoted, read as data. */
    hello: 'Hello “{name}”,',
    /** Every other e-mail: the first name, as a letter opens (issue 21). */
    helloName: 'Hello {name},',
    signature: 'The {brand} team',
    footer: 'Tutoring and courses for university students.',
    fallbackLink: 'If the button does not work, open this address:',
  },
  verification: {
    subject: 'Verify your {brand} email address',
    /** The text body: the link follows on its own line. Said plainly: the reader may not be the one who signed up. */
    intro: 'Someone signed up to {brand} with this email address. If it was you, confirm the address by opening this link:',
    /** The HTML body: a button follows. */
    introHtml: 'Someone signed up to {brand} with this email address. If it was you, confirm the address.',
    button: 'Verify Email Address',
    expires: 'The link expires in {minutes} minutes.',
    /** The text body: the "This was not me" link follows on its own line. */
    notMe:
      'If it was not you, nobody can use the account until the address is confirmed. Open this link to remove it now (otherwise it goes by itself within 7 days):',
    /** The HTML body: the "This was not me" button follows. */
    notMeHtml:
      'If it was not you, nobody can use the account until the address is confirmed. Remove it now with the button below (otherwise it goes by itself within 7 days).',
    notMeButton: 'This was not me',
  },
  resetCode: {
    subject: 'Your {brand} password reset code',
    intro: 'We received a request to reset the password of your {brand} account. Your code is:',
    enter: 'Enter it on the verification page within {minutes} minutes.',
    ignore: 'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
  },
  /** The password was changed from the profile, or reset with a mailed code. */
  passwordChanged: {
    subject: {
      changed: 'Your {brand} password was changed',
      reset: 'Your {brand} password was reset',
    },
    what: {
      changed: 'The password of your {brand} account was just changed from your profile. Your other devices were signed out.',
      reset: 'The password of your {brand} account was just reset with a code sent to this address. Every device was signed out.',
    },
    /** The text body: the address of the page follows. */
    advice: 'If this was not you, reset your password now with "Forgot password?" on the login page:',
    /** The HTML body: a button follows. */
    adviceHtml: 'If this was not you, reset your password now with “Forgot password?” on the login page.',
    button: 'Reset my password',
  },
  /** The buyer's receipt once an admin marks the order paid. {date} is the Beirut date, {total} a formatted price. */
  receipt: {
    subject: 'Your {brand} receipt for order {reference}',
    paid: 'We received your payment for order {reference} on {date}. Thank you!',
    total: 'Total',
    totalLine: 'Total: {total}',
    link: 'Your order: {url}',
    button: 'View your order',
    /** The receipt PDF travels with the e-mail (decision 077). */
    attached: 'Your receipt {number} is attached to this e-mail as a PDF.',
    /** Issue 21: the courses it paid for are open now. The text body: the address follows. */
    courses: 'Your courses are open now, with their materials, links and lecture times, in My courses:',
    coursesHtml: 'Your courses are open now, with their materials, links and lecture times, in My courses.',
    coursesButton: 'Open My courses',
  },
  /** An order an admin cancelled, with the reason they gave (decision 077). */
  orderCancelled: {
    subject: 'Your {brand} order {reference} was cancelled',
    cancelled: 'We cancelled your order {reference}.',
    reason: 'Reason: {reason}',
    again: 'Nothing was charged for it. If this is a mistake or you still want these courses, reply to this e-mail or place a new order.',
  },
  /** The answer to a tutor application. {reason} is the admin's own text. */
  application: {
    approvedSubject: 'Your {brand} tutor application was approved',
    rejectedSubject: 'About your {brand} tutor application',
    approved: [
      'Good news: your application to tutor on {brand} was approved.',
      'We will contact you within a few days to set up your profile and your first sessions.',
    ],
    rejected: 'Thank you for applying to tutor on {brand}. After reviewing your application, we cannot offer you a place at this time.',
    reason: 'Reason: {reason}',
    again: 'You are welcome to apply again later.',
  },
  /** The tutor application was saved (POST /api/save-join-team). */
  applicationReceived: {
    subject: 'We received your {brand} tutor application',
    received: 'Thank you for applying to tutor on {brand}. Your application reached us.',
    next: 'Our team reviews every application within a few days. You will receive the answer by email.',
    /** The text body: the address of the page follows. */
    status: 'You can follow your application at any time on the Join Our Team page:',
    /** The HTML body: a button follows. */
    statusHtml: 'You can follow your application at any time on the Join Our Team page.',
    button: 'See my application',
  },
  /** An admin made a tutor profile from the approved application and linked the account to it. */
  tutorProfile: {
    subject: 'Your {brand} tutor profile was created',
    created: 'Welcome to the {brand} tutor team! Your account is now linked to your tutor profile.',
    next: 'Our team is completing your profile (photo, courses, availability). It will appear on the Tutors page once it is published.',
    /** The text body: the address of the login page follows. */
    signIn: 'Sign in to {brand} with this email address to follow it:',
    /** The HTML body: a button follows. */
    signInHtml: 'Sign in to {brand} with this email address to follow it.',
    button: 'Sign in',
  },
  /**
   * Sessions with tutors (decision 072). {when} is a date and time with the zone named, {date} a
   * short date, {tutor} and {student} names, {total} a formatted price, {until} and {deadline}
   * dates and times like {when}.
   */
  booking: {
    heldSubject: 'Your {brand} session on {date} is held: pay to confirm it',
    held: 'We are holding {duration} minutes with {tutor} for you on {when}.',
    heldPay: 'To confirm it, pay {total} by {until}, quoting the reference {reference}. You can pay by:',
    heldRelease: 'If it is not paid by then, the time is released for other students.',
    privateCourse: 'Private course: {course}',
    link: 'Your booking: {url}',
    button: 'View your booking',
    confirmedSubject: 'Your {brand} session on {date} is confirmed',
    confirmed: 'We received your payment for order {reference} ({total}). Your session is confirmed:',
    session: '{duration} minutes with {tutor} on {when}.',
    calendar: 'The attached invitation adds it to your calendar.',
    changeUntil: 'You can cancel or move it until {deadline}.',
    tutorConfirmedSubject: 'New {brand} session on {date} with {student}',
    tutorConfirmed: '{student} booked {duration} minutes with you on {when}.',
    tutorContact: 'Their email address: {email}',
    reminderSubject: 'Reminder: your {brand} session on {date}',
    reminder: 'Your session with {name} starts in less than 24 hours, on {when}.',
    cancelledSubject: 'Your {brand} session on {date} is cancelled',
    cancelled: 'Your session with {name} on {when} is cancelled.',
    reason: 'Reason: {reason}',
    refund: 'You paid {total} for it: it will be refunded, and our team will contact you about how.',
    calendarCancel: 'The attached file removes it from your calendar.',
    rescheduledSubject: 'Your {brand} session moved to {date}',
    rescheduled: 'Your session with {name} moved from {from} to {when}.',
    calendarUpdate: 'The attached invitation updates your calendar.',
    /** The calendar event's title and text. */
    eventSummary: '{brand} session with {name}',
    eventDescription: 'Booking {reference}: {url}',
  },
  /** A contact-form message, for the provider's INFO_EMAIL. Every value comes from the visitor. */
  contact: {
    subject: 'Contact form: {subject}',
    fromLabel: 'From:',
    subjectLabel: 'Subject:',
    replyTo: 'Reply to {email} to answer.',
  },
} as const;
