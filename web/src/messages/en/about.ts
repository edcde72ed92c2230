/** English texts of the about area. */
export const about = {
  title: 'About Darsak',
  tagline: 'Built by university students in Lebanon, for university students in Lebanon.',
  navLabel: 'About page sections',
  nav: {
    aboutUs: 'About Us',
    mission: 'Our Mission',
    vision: 'Our Vision',
    team: 'Meet the Team',
    join: 'Join our Team',
  },
  aboutUs: {
    title: 'About Us',
    paragraphs: [
      'Darsak ("your lesson" in Arabic) started in a study group at the Lebanese University, where first-year students kept asking the same question: who can explain this course the way it is actually examined?',
      'Today Darsak brings together online courses organised by programme and semester and a team of tutors who passed the very same courses with top marks. You browse by category, filter by subject and semester, and confirm your order with one WhatsApp message: no card needed.',
    ],
    highlightsLabel: 'What makes Darsak different',
    highlights: [
      { title: 'Made for your programme', text: 'Courses follow the CSVT and MISPE first-year programmes, semester by semester.' },
      { title: 'Tutors who were in your seat', text: 'Every tutor is a top student or graduate who took the course you are taking.' },
      { title: 'Simple, local payment', text: 'Fill your cart, send one message, and we arrange the rest with you directly.' },
    ],
  },
  mission: {
    title: 'Our Mission',
    text: 'To give every university student in Lebanon affordable, clear and exam-focused help, so that a difficult first year becomes a successful one.',
    points: [
      'Explain each course the way it is taught and examined.',
      'Keep prices fair for students, with plans per semester.',
      'Give talented students paid, flexible work as tutors.',
    ],
  },
  vision: {
    title: 'Our Vision',
    text: 'A country where no student drops a course for lack of a good explanation: a trusted learning community connecting every faculty in Lebanon, in Arabic, English and French.',
    points: [
      'Cover every major programme, from first year to graduation.',
      'Build the largest network of peer tutors in the region.',
      'Measure success by our students’ results, not by clicks.',
    ],
  },
  team: {
    title: 'Meet the Team',
    intro: 'A small team of students and recent graduates who care about teaching.',
    portraitAlt: 'Portrait of {name}',
    members: [
      {
        name: 'Nour Khalil',
        role: 'Co-founder · Head of Academics',
        bio: 'Biochemistry graduate who turns each syllabus into clear, exam-ready courses.',
      },
      {
        name: 'Ziad Haidar',
        role: 'Co-founder · Operations',
        bio: 'Runs orders, payments and scheduling so every session starts on time.',
      },
      {
        name: 'Sara Itani',
        role: 'Student Success Lead',
        bio: 'Answers your messages, matches you with the right tutor and follows up after exams.',
      },
      {
        name: 'Jad Azar',
        role: 'Lead Developer',
        bio: 'Computer Science student building the Darsak website and keeping it fast.',
      },
    ],
  },
  join: {
    title: 'Join our Team',
    text: 'Are you a strong student who enjoys explaining? Apply to tutor the courses you know best, set your own hourly rate and choose your hours.',
    cta: 'Join Our Team',
    contactTitle: 'Contact details',
  },
} as const;
