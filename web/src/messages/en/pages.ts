/** English texts of the footer's pages: plans, testimonials, FAQ, support, contact, privacy policy. */
export const pages = {
  plans: {
    title: 'Plans',
    intro: 'Three plans, each paid once per semester. Choose one and confirm it with us on WhatsApp; questions first? Write to us.',
    compareHeading: 'Not sure which plan fits?',
    compareText: 'Tell us your major and the courses you take this semester and we suggest the plan that costs you least.',
    contactCta: 'Ask us which plan fits',
  },
  testimonials: {
    title: 'Testimonials',
    intro: 'What students from Lebanese universities say after a semester with Darsak.',
    cta: 'Find your course',
  },
  faq: {
    title: 'Frequently asked questions',
    intro: 'The questions students ask us most. Not answered here? Ask us in the chat or by e-mail.',
    sections: [
      {
        heading: 'Paying',
        items: [
          {
            q: 'How can I pay?',
            a: 'By Whish Money, at any OMT branch, or in cash at our office in Hamra, Beirut. No card is needed. After you confirm your cart you get an order reference; quote it with your payment.',
          },
          {
            q: 'What is an order reference?',
            a: 'A short code such as DRS-7KQ4M2 that names your order. Write it in the Whish note, give it at the OMT counter or at our desk, so we match your payment to your order.',
          },
          {
            q: 'How soon do I get access after paying?',
            a: 'As soon as we see the payment, usually within a few hours on working days. We tell you on WhatsApp and by e-mail.',
          },
          {
            q: 'Can I get a refund?',
            a: 'Yes, within 7 days of payment if you have not attended a live session or downloaded the course material. Write to us with your order reference; refunds go back the way you paid.',
          },
        ],
      },
      {
        heading: 'Courses and tutors',
        items: [
          {
            q: 'Who are the tutors?',
            a: 'Students and graduates who passed the course with a high grade at a Lebanese university and were interviewed by our team. Each tutor page shows their ratings.',
          },
          {
            q: 'Can I change my tutor?',
            a: 'Yes. Tell us on WhatsApp and we move you to another tutor of the same course at no cost.',
          },
          {
            q: 'How do I become a tutor?',
            a: 'Apply with the Join our team form on the About page and attach your CV. We answer every application by e-mail.',
          },
        ],
      },
      {
        heading: 'Account and privacy',
        items: [
          {
            q: 'Do I need an account?',
            a: 'You can browse and fill a cart without one. To rate a course, apply as a tutor or follow your orders you sign up with your e-mail.',
          },
          {
            q: 'I forgot my password.',
            a: 'Use Forgot password on the login page: we e-mail you a code to set a new one.',
          },
          {
            q: 'How do I delete my account and data?',
            a: 'Write to us from the address of your account and we delete it with your picture and CV. The privacy policy says what we keep and for how long.',
          },
        ],
      },
    ],
  },
  support: {
    title: 'Support',
    intro: 'Stuck on a payment, an order or your account? Here is how to reach a person.',
    chatHeading: 'Chat on WhatsApp',
    chatText: 'The fastest way: a person answers, usually within the hour during working hours.',
    chatCta: 'Open the chat',
    chatMessage: 'Hello Darsak, I need help with…',
    emailHeading: 'Write an e-mail',
    emailText: 'For longer questions or documents. We answer within one working day.',
    emailSubject: 'Help with Darsak',
    formHeading: 'Use the contact form',
    formText: 'No e-mail app at hand? Send us a message from the site.',
    formCta: 'Go to the contact form',
    hoursHeading: 'Opening hours',
    hours: '{fromDay} to {toDay}, {opens} to {closes} (Beirut time). Messages sent outside these hours are answered the next working day.',
    faqText: 'Many answers are already in the FAQ.',
    faqCta: 'Read the FAQ',
  },
  contact: {
    title: 'Contact us',
    intro: 'Questions about a course, a plan, an order or your data: write to us and we answer by e-mail.',
    name: 'Your name',
    email: 'Your e-mail',
    subject: 'Subject',
    message: 'Message',
    messageHint: 'At least {min} characters.',
    submit: 'Send message',
    sending: 'Sending…',
    sent: 'Thank you, your message has been sent. We answer by e-mail within one working day.',
    failed: 'Your message could not be sent. Please try again or write to {email}.',
    throttled: 'You have sent several messages already. Please try again later.',
    required: 'This field is required.',
    invalidEmail: 'Enter a valid e-mail address.',
    tooShort: 'Write at least {min} characters.',
    tooLong: 'Write at most {max} characters.',
    orEmail: 'You can also write to {email} directly.',
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated: 23 November 2026',
    intro:
      'Darsak is run from Beirut, Lebanon. This policy says which personal data we keep, why, for how long, who sees it and how you can have it deleted, as Law No. 81 of 10 October 2018 on electronic transactions and personal data asks.',
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [
          'Darsak, Hamra Street, Beirut, is the controller of the data described here. Write to {email} for any question or request about your data.',
        ],
      },
      {
        heading: 'What we store',
        paragraphs: [
          'Your account: name, e-mail address, a one-way hash of your password (never the password itself), whether your e-mail is verified, and your language.',
          'Your profile picture, if you upload one. Your ratings of courses and tutors, with your name as their author.',
          'Your orders: the courses and plans, amounts, reference, payment method and status.',
          'Tutor applications: the form you fill and the CV you attach.',
          'Messages you send with the contact form, kept as the e-mail we receive.',
          'Technical records: a session cookie while you are signed in, and short-lived counters of attempts (by e-mail or network address) that protect accounts from abuse. We use no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'Why',
        paragraphs: [
          'To give you the service you ask for (your account, your orders and courses), to answer you, to keep accounts safe, and to keep the accounting records the law requires. We do not sell your data or use it for advertising.',
        ],
      },
      {
        heading: 'How long',
        paragraphs: [
          'Your account, picture and ratings: until you delete your account. Orders: as long as Lebanese accounting rules require (up to 10 years), then deleted. Tutor applications and CVs: one year after our answer. Contact messages: one year. Attempt counters: at most one day. Outgoing e-mails: seven days after they are sent.',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'Our staff who handle orders, applications and support. Other visitors see only your name and ratings on the courses and tutors you rated. Our hosting and e-mail providers process the data on our behalf and may not use it for anything else. We disclose data to authorities only when Lebanese law obliges us to.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask to see the data we hold about you, to correct it, and to delete it, and you may object to its use. Change your name, picture and password in your profile. To delete your account and data, write to {email} from your account address: we answer within 30 days. Order records we must keep are kept, without your picture or CV.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Passwords are stored as slow hashes, connections are encrypted, uploads are checked and re-encoded, and access to the data is limited to the staff who need it.',
        ],
      },
    ],
  },
} as const;
