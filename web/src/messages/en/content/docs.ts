import type { DocTexts } from '../../types';

/**
 * The English help text of /docs, by section and item id ({max}, {mb}, {length}, {minutes} and
 * {email} are filled from the app's constants). data/docs.ts gives it its order and icons. Loaded
 * with the docs page, not with the English catalogue, whose docs entry stays empty.
 */
export const docs = {
  'getting-started': {
    title: 'Getting Started',
    summary: 'Create your account, verify your e-mail and find your first course.',
    items: {
      'create-account': {
        title: 'Create your account',
        paragraphs: [
          'You can browse courses, tutors and this documentation without an account. You need one to rate courses and tutors, to manage a profile and to apply to teach.',
        ],
        steps: [
          'Select Register in the top bar (or Sign up on the login page).',
          'Enter your name, your e-mail address and a password, then type the password again to confirm it.',
          'Submit the form. A window tells you that a verification e-mail is on its way.',
          'Open the e-mail and follow the verification link. Keep the sign-up page open: it checks every few seconds and signs you in automatically as soon as your address is verified.',
        ],
      },
      'verify-email': {
        title: 'Verify your e-mail address',
        paragraphs: [
          'Darsak only lets verified accounts log in, so that ratings and applications come from real students. If the e-mail does not arrive within a minute, look in your spam or promotions folder, then use Resend Verification Email in the sign-up window.',
          'The sign-up page waits for about 100 seconds. If you verify later, that is fine: open the link from the e-mail, then log in normally with your e-mail and password.',
        ],
      },
      'log-in': {
        title: 'Log in and out',
        paragraphs: [
          'Select Login in the top bar and enter your e-mail and password. Once you are logged in, the round button with the first letter of your name opens your profile. Log out from the profile page.',
          'If you see "Your email is not verified.", open the verification e-mail first (see above).',
        ],
      },
      'browse-courses': {
        title: 'Browse categories and courses',
        paragraphs: [
          'Courses are grouped into two categories: Biochemistry, and Computer Science and Mathematics. Open Courses in the top bar to see the categories, type in the search box to filter them, and choose View Courses.',
          'On a category page, narrow the list with the Subject and Semester menus; both filters apply together, and leaving one empty shows everything. Each course card shows the course code, its credits (3 or 6), what you will learn, the price, the duration and the semester.',
        ],
      },
      'search-courses': {
        title: 'Find a course by title or code',
        paragraphs: [
          'The search bar on the home page looks for a word in course titles and course codes, ignoring upper and lower case. Searching "B1100" or "cell" are both fine. Matching courses open in a Search Results window; if nothing matches, you will see "No results found".',
        ],
      },
    },
  },
  'platform-features': {
    title: 'Platform Features',
    summary: 'The cart, tutor profiles, ratings and your profile.',
    items: {
      cart: {
        title: 'Your cart',
        paragraphs: [
          'Choose Add to Cart on any course card. Open the cart with the cart button on the courses page to see every course with its price, remove one course or clear the cart, and see the total.',
          'A course can only be in the cart once. The cart is kept in this browser, so it is still there after you close the tab, but it does not follow you to another device.',
        ],
      },
      'tutor-profiles': {
        title: 'Tutor profiles',
        paragraphs: [
          'The Tutors page lists our tutors with their rating, year, major and the courses they teach. View Profile opens the full profile: a short biography, courses taught, private courses with their hourly price, weekly availability and reviews from students.',
          'From a profile you can send us a message about the tutor, e-mail a booking request, book a session through WhatsApp or rate the tutor.',
        ],
      },
      ratings: {
        title: 'Ratings and reviews',
        paragraphs: [
          'You can rate courses, tutors and Darsak itself from 1 to 5 stars (Poor, Fair, Good, Very Good, Excellent) and add optional written feedback of up to {max} characters. You must be logged in to submit a rating.',
          'Use Rate Course on a course card, Rate Tutor on a tutor profile, or Rate the platform on the home page. The average rating and the number of ratings update as soon as yours is saved.',
        ],
      },
      profile: {
        title: 'Your profile',
        paragraphs: [
          'On your profile you can change your name and your password, upload a profile picture (any image) or remove it, log out and delete your account. Deleting your account asks for confirmation and cannot be undone.',
        ],
      },
    },
  },
  'for-tutors': {
    title: 'For Tutors',
    summary: 'How to apply to teach on Darsak and what happens next.',
    items: {
      'who-can-apply': {
        title: 'Who can apply',
        paragraphs: [
          'We look for students and graduates who did well in the courses they want to teach and who enjoy explaining. You need a Darsak account and must be logged in to open the application form on the Join Our Team page.',
        ],
      },
      'application-form': {
        title: 'The application form',
        paragraphs: [
          'The form asks for your name, e-mail, phone number, age (15 to 99), university and year of study (1 to 7), the courses you would like to teach, any other courses, where you see yourself as a tutor, what you think makes a good tutor, and your expected hourly rate in US dollars (between 5 and 100).',
          'The course list contains the 25 first-year courses of the CSVT (biology, chemistry and physics) and MISPE (mathematics, computer science and physics) programmes, for semesters 1 and 2. Tick every course you can teach.',
        ],
      },
      cv: {
        title: 'Your CV',
        paragraphs: [
          'Attach your CV as a PDF, Word document (DOC or DOCX) or image (JPG, JPEG or PNG) of up to {mb} MB. Include your grades in the courses you want to teach and any tutoring or teaching-assistant experience.',
        ],
      },
      'after-applying': {
        title: 'After you apply',
        paragraphs: [
          'Once your application and CV are saved you will see a confirmation. Our team reviews every application and contacts you by e-mail or phone. If the form is saved but the CV upload fails, the message says so: send your CV to us by e-mail so we can attach it.',
        ],
      },
    },
  },
  'payments-billing': {
    title: 'Payments & Billing',
    summary: 'Prices, semester plans and confirming your order by chat.',
    items: {
      'how-payment-works': {
        title: 'How payment works',
        paragraphs: [
          'Darsak does not take card payments on the website. You confirm your order by sending us a prefilled WhatsApp message, and our team replies to arrange payment and give you access to your courses.',
        ],
        steps: [
          'Add the courses you want to your cart.',
          'Open the cart and choose Buy Cart. The Payment Summary lists each course with its price and the total.',
          'Choose Confirm Payment. A WhatsApp chat opens in a new tab with a message listing your course titles and the total; send it.',
          'Your cart is emptied and you return to the home page. We answer in the chat with the next steps.',
        ],
      },
      prices: {
        title: 'Course prices',
        paragraphs: [
          'Each course shows its price in US dollars on its card, and the cart adds them up to a total with cents. The price you confirm in the chat is the total shown on the Payment Summary.',
        ],
      },
      plans: {
        title: 'Semester plans',
        paragraphs: [
          'Plans are priced per semester: the Basic Plan (Starter) at $19.99, the Standard Plan (Most Popular) at $49.99 and the Premium Plan (Best Value) at $99.99. Each plan lists its features on the home page. To choose a plan, send us a message and we will set it up for the semester.',
        ],
      },
      'private-sessions': {
        title: 'Private tutoring sessions',
        paragraphs: [
          "Private courses show an hourly price on the tutor's profile. Use Book Session to send us a booking request on WhatsApp: we confirm a time from the tutor's availability and how to pay before the first session.",
        ],
      },
    },
  },
  faq: {
    title: 'FAQ',
    summary: 'Quick answers to the questions we hear most.',
    items: {
      'forgot-password': {
        title: 'I forgot my password. How do I reset it?',
        paragraphs: [
          'On the login page choose Forgot password and enter your e-mail. We send you a {length}-character code that is valid for {minutes} minutes; a countdown shows the time left. Enter the code, then choose a new password and confirm it. You return to the login page to log in with the new password.',
          'If the countdown reaches zero, the code has expired: go back to Forgot password and request a new one.',
        ],
      },
      'no-verification-email': {
        title: 'I did not receive the verification e-mail.',
        paragraphs: [
          'Check your spam and promotions folders and make sure the address is spelled correctly. In the sign-up window, Resend Verification Email sends a new link. If it still does not arrive, contact support.',
        ],
      },
      'need-account': {
        title: 'Do I need an account to buy courses?',
        paragraphs: [
          'No. Anyone can fill a cart and confirm the order by WhatsApp. An account is needed to rate courses and tutors and to apply to teach.',
        ],
      },
      'cart-disappeared': {
        title: 'Why is my cart empty on my phone?',
        paragraphs: [
          'The cart is stored in the browser you used to fill it. Confirming a payment also empties it. Add the courses again on the other device, or finish your order where you started it.',
        ],
      },
      'tutor-reviews': {
        title: 'Can I see what others think of a tutor before booking?',
        paragraphs: [
          "Yes. Every tutor profile shows the tutor's rating, the average of ratings from students and a rotating set of written reviews. Hover over the reviews or use the previous and next buttons to read them at your own pace.",
        ],
      },
      'delete-account': {
        title: 'How do I delete my account?',
        paragraphs: ['Open your profile, choose Delete Account and confirm. You are logged out and returned to the home page.'],
      },
    },
  },
  support: {
    title: 'Support',
    summary: 'How to reach us and what to include so we can help quickly.',
    items: {
      'contact-channels': {
        title: 'Contact channels',
        paragraphs: [
          'The fastest way to reach us is Live Chat, which opens a WhatsApp conversation with our team. You can also write to {email} with the Email Support button below. We answer every message, usually the same day.',
        ],
      },
      'what-to-include': {
        title: 'What to include in your message',
        paragraphs: [
          'Tell us the e-mail address of your account, the course codes or tutor concerned, and what you expected to happen. A screenshot helps when something looks wrong.',
        ],
      },
      'report-problem': {
        title: 'Report a problem with a course or tutor',
        paragraphs: [
          'Rate the course or tutor and describe the problem in the feedback, or contact us directly if it needs an answer. We read every rating and follow up with tutors.',
        ],
      },
      'account-help': {
        title: 'Account and login issues',
        paragraphs: [
          'Most login problems come from an unverified e-mail address or a mistyped password. Try the steps under "Verify your e-mail address" and "I forgot my password" first; if you are still stuck, send us the e-mail address you signed up with.',
        ],
      },
    },
  },
} as const satisfies DocTexts;
