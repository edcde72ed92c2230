import type { Tutor } from '../tutors.ts';

/**
 * The six tutors: GET /api/tutors lists them, GET /api/tutors/{id} answers each, and the SPA
 * bundles them for its static rendering. One source: the server upserts the tutors table from
 * it on every start (decision 013). Courses use the codes of JOIN_TEAM_COURSE_OPTIONS.
 */
export const CATALOGUE_TUTORS: readonly Tutor[] = [
  {
    id: 1,
    image: '/images/tutors/rana-haddad.svg',
    name: 'Rana Haddad',
    university: 'Lebanese University',
    major: 'Biochemistry',
    year: 'Year 4',
    bio:
      'I am a fourth-year Biochemistry student at the Lebanese University (Faculty of Sciences, Hadath) and I have been tutoring first- and second-year students since my second year. ' +
      'I know how heavy the CSVT programme feels at the start, so I teach with diagrams, short summaries and lots of past exam questions. ' +
      'My goal is simple: you leave every session understanding the "why", not just memorising the answer.',
    courses: ['CSVT B1100 SEM1', 'CSVT C1100 SEM1', 'CSVT C1200 SEM2', 'CSVT B1202 SEM2'],
    rating: 5,
    reviews: [
      {
        user: 'Jana K.',
        comment:
          'Rana explained glycolysis with one drawing and it finally clicked. I went from 9/20 on the partial to 15/20 on the final.',
        rating: 5,
        date: '2026-10-30',
      },
      {
        user: 'Ali M.',
        comment: 'Very patient and always prepared with past exams. The weekly summaries saved me before finals.',
        rating: 5,
        date: '2026-09-23',
      },
      {
        user: 'Lynn S.',
        comment: 'Organic chemistry mechanisms used to scare me. After four sessions I could solve them on my own.',
        rating: 4,
        date: '2026-08-17',
      },
      {
        user: 'Hussein D.',
        comment: 'Clear, organised and she answers questions on WhatsApp between sessions. Highly recommended.',
        rating: 5,
        date: '2026-07-11',
      },
    ],
    privateCourses: [
      {
        title: 'Cell Biology Crash Course',
        description: 'Five sessions covering the cell, membranes, organelles and the cell cycle, with a past-exam drill at the end.',
        pricePerHour: 15,
      },
      {
        title: 'Organic Chemistry Problem Solving',
        description: 'Reaction mechanisms, nomenclature and stereochemistry practised on real CSVT exam questions.',
        pricePerHour: 18,
      },
      {
        title: 'Final Exam Review (Biochemistry)',
        description: 'A focused two-hour review of metabolism pathways and enzyme kinetics in the week before finals.',
        pricePerHour: 20,
      },
    ],
    contact: {
      email: 'rana.haddad@darsak.app',
      phone: '+961 70 214 538',
      whatsapp: '96170214538',
    },
    joinedDate: '2023-09-15',
    yearsOfExperience: 3,
    students: 84,
    successRate: 94,
    hourlyRate: 15,
    availability: [
      { day: 'Monday', time: '4:00 PM – 7:00 PM' },
      { day: 'Wednesday', time: '4:00 PM – 7:00 PM' },
      { day: 'Thursday', time: '5:00 PM – 8:00 PM' },
      { day: 'Saturday', time: '10:00 AM – 2:00 PM' },
    ],
  },
  {
    id: 2,
    image: '/images/tutors/karim-nassar.svg',
    name: 'Karim Nassar',
    university: 'Lebanese University',
    major: 'Computer Science',
    year: 'Year 3',
    bio:
      'Third-year Computer Science student at the Lebanese University and a teaching assistant for the introductory programming lab. ' +
      'I help students write their first programs in C and Python, understand data structures and get comfortable with discrete mathematics. ' +
      'Sessions are hands-on: we write and debug code together, so you build the habits that make exams and projects easier.',
    courses: ['MISPE I1100 SEM1', 'MISPE I1200 SEM2', 'MISPE M1101 SEM1', 'MISPE M1100 SEM1', 'MISPE I1201 SEM2'],
    rating: 4,
    reviews: [
      {
        user: 'Maria T.',
        comment: 'Karim made pointers and linked lists make sense. We debugged my project together and I understood every line.',
        rating: 5,
        date: '2026-10-27',
      },
      {
        user: 'Ahmad R.',
        comment: 'Good at breaking problems into small steps. Discrete maths proofs are much less scary now.',
        rating: 4,
        date: '2026-09-20',
      },
      {
        user: 'Yara F.',
        comment: 'Flexible with timing during exam week and always on time. The practice sheets were very useful.',
        rating: 5,
        date: '2026-08-14',
      },
      {
        user: 'Elie B.',
        comment: 'Great explanations of recursion. Sometimes goes fast, but he slows down when you ask.',
        rating: 4,
        date: '2026-07-08',
      },
      {
        user: 'Rayan H.',
        comment: 'Helped me pass Calculus I after failing it once. Worth every session.',
        rating: 5,
        date: '2026-06-01',
      },
    ],
    privateCourses: [
      {
        title: 'Programming from Zero (C and Python)',
        description: 'Variables, loops, functions and arrays through small exercises, for students who have never coded before.',
        pricePerHour: 15,
      },
      {
        title: 'Data Structures Lab Support',
        description: 'Linked lists, stacks, queues and trees implemented step by step, plus help preparing your lab submissions.',
        pricePerHour: 18,
      },
      {
        title: 'Discrete Mathematics Proof Clinic',
        description: 'Logic, sets, induction and counting: learn to write clean proofs on the kind of questions asked in exams.',
        pricePerHour: 16,
      },
    ],
    contact: {
      email: 'karim.nassar@darsak.app',
      phone: '+961 71 482 905',
      whatsapp: '96171482905',
    },
    joinedDate: '2024-02-01',
    yearsOfExperience: 2,
    students: 57,
    successRate: 91,
    hourlyRate: 15,
    availability: [
      { day: 'Tuesday', time: '6:00 PM – 9:00 PM' },
      { day: 'Thursday', time: '6:00 PM – 9:00 PM' },
      { day: 'Friday', time: '3:00 PM – 6:00 PM' },
      { day: 'Sunday', time: '11:00 AM – 3:00 PM' },
    ],
  },
  {
    id: 3,
    image: '/images/tutors/maya-khoury.svg',
    name: 'Maya Khoury',
    university: 'American University of Beirut',
    major: 'Chemistry',
    year: 'Year 4',
    bio:
      "Chemistry major at AUB and a peer tutor at the university's learning centre for two years. " +
      'I love turning stoichiometry, equilibrium and thermodynamics into step-by-step recipes you can reuse on any exam question. ' +
      'Every session ends with a short quiz so we both know exactly what is solid and what needs another look.',
    courses: ['CSVT C1100 SEM1', 'CSVT C1101 SEM1', 'CSVT C1200 SEM2', 'CSVT C1201 SEM2', 'MISPE C1100 SEM1'],
    rating: 5,
    reviews: [
      {
        user: 'Nour A.',
        comment: 'Maya finally made equilibrium constants make sense. Her summary sheets are gold.',
        rating: 5,
        date: '2026-10-24',
      },
      {
        user: 'Georges H.',
        comment: 'Structured sessions, lots of practice and she always checks that you really understood.',
        rating: 5,
        date: '2026-09-17',
      },
      {
        user: 'Sara M.',
        comment: 'Helped me go from failing the first partial to a B+ in General Chemistry.',
        rating: 5,
        date: '2026-08-11',
      },
      {
        user: 'Mohamad K.',
        comment: 'Very good with lab report questions too. Sometimes fully booked before exams, so plan early.',
        rating: 4,
        date: '2026-07-05',
      },
    ],
    privateCourses: [
      {
        title: 'General Chemistry Foundations',
        description: 'Atoms, moles, stoichiometry and solutions rebuilt from the basics, with a worked problem set every session.',
        pricePerHour: 18,
      },
      {
        title: 'Thermodynamics and Equilibrium Workshop',
        description: 'Enthalpy, entropy, Gibbs energy and equilibrium constants practised on exam-style problems.',
        pricePerHour: 20,
      },
    ],
    contact: { email: 'maya.khoury@darsak.app', phone: '+961 3 657 214', whatsapp: '9613657214' },
    joinedDate: '2023-11-06',
    yearsOfExperience: 2,
    students: 63,
    successRate: 93,
    hourlyRate: 18,
    availability: [
      { day: 'Monday', time: '5:00 PM – 8:00 PM' },
      { day: 'Tuesday', time: '3:00 PM – 6:00 PM' },
      { day: 'Saturday', time: '9:00 AM – 1:00 PM' },
    ],
  },
  {
    id: 4,
    image: '/images/tutors/omar-fakhoury.svg',
    name: 'Omar Fakhoury',
    university: 'Université Saint-Joseph',
    major: 'Mathematics',
    year: 'Graduate',
    bio:
      "I hold a master's degree in Applied Mathematics from USJ and have taught calculus and linear algebra to first-year students for four years. " +
      'I explain in English, French or Arabic, whichever helps you most, and I focus on method: how to start a problem when you have no idea where to begin.',
    courses: ['MISPE M1100 SEM1', 'MISPE M1101 SEM1', 'MISPE M1200 SEM2', 'MISPE M1201 SEM2', 'CSVT M1100 SEM1', 'CSVT M1200 SEM2'],
    rating: 4,
    reviews: [
      {
        user: 'Christelle N.',
        comment: 'Omar explains limits and series so clearly. I passed Analysis with 14/20.',
        rating: 5,
        date: '2026-10-21',
      },
      {
        user: 'Bilal S.',
        comment: 'He switches to Arabic when something does not click, which helped me a lot.',
        rating: 4,
        date: '2026-09-14',
      },
      {
        user: 'Rita Y.',
        comment: 'Great for linear algebra. Sessions can run long, but it is always worth it.',
        rating: 4,
        date: '2026-08-08',
      },
    ],
    privateCourses: [
      {
        title: 'Calculus I and II Intensive',
        description: 'Limits, derivatives, integrals and series, with a timed practice exam at the end of each unit.',
        pricePerHour: 20,
      },
      {
        title: 'Linear Algebra Made Clear',
        description: 'Matrices, determinants, vector spaces and diagonalisation explained with geometric pictures first.',
        pricePerHour: 20,
      },
      {
        title: 'Maths for Life Sciences',
        description: 'The mathematics CSVT students need: functions, derivatives and basic statistics, without the fear.',
        pricePerHour: 15,
      },
    ],
    contact: { email: 'omar.fakhoury@darsak.app', phone: '+961 76 318 442', whatsapp: '96176318442' },
    joinedDate: '2022-10-03',
    yearsOfExperience: 4,
    students: 112,
    successRate: 89,
    hourlyRate: 20,
    availability: [
      { day: 'Monday', time: '6:00 PM – 9:00 PM' },
      { day: 'Wednesday', time: '6:00 PM – 9:00 PM' },
      { day: 'Friday', time: '4:00 PM – 7:00 PM' },
      { day: 'Sunday', time: '10:00 AM – 1:00 PM' },
    ],
  },
  {
    id: 5,
    image: '/images/tutors/lea-saade.svg',
    name: 'Lea Saade',
    university: 'Lebanese American University',
    major: 'Physics',
    year: 'Year 4',
    bio:
      'Physics student at LAU with a minor in Computer Science, and a lab assistant for the first-year mechanics labs. ' +
      'I start every topic with a real experiment or a simulation, then we derive the equations together, so formulas stop being something to memorise.',
    courses: ['MISPE P1100 SEM1', 'MISPE P1101 SEM1', 'MISPE P1200 SEM2', 'MISPE P1201 SEM2', 'CSVT P1100 SEM1', 'CSVT P1200 SEM2'],
    rating: 4,
    reviews: [
      {
        user: 'Joe A.',
        comment: 'Lea uses simulations to show what the equations mean. Mechanics is actually fun now.',
        rating: 5,
        date: '2026-10-18',
      },
      { user: 'Hiba Z.', comment: 'Patient and clear. Electricity and magnetism finally make sense to me.', rating: 4, date: '2026-09-11' },
      { user: 'Karl D.', comment: 'Good exam preparation sessions with lots of past papers.', rating: 4, date: '2026-08-05' },
    ],
    privateCourses: [
      {
        title: 'Mechanics from First Principles',
        description: "Kinematics, Newton's laws, work and energy, built up from experiments and solved exam problems.",
        pricePerHour: 17,
      },
      {
        title: 'Electricity and Magnetism Exam Prep',
        description: 'Fields, circuits and induction revised over four sessions ending with a full mock exam.',
        pricePerHour: 19,
      },
    ],
    contact: { email: 'lea.saade@darsak.app', phone: '+961 78 905 127', whatsapp: '96178905127' },
    joinedDate: '2024-03-18',
    yearsOfExperience: 2,
    students: 41,
    successRate: 90,
    hourlyRate: 17,
    availability: [
      { day: 'Tuesday', time: '4:00 PM – 7:00 PM' },
      { day: 'Thursday', time: '4:00 PM – 7:00 PM' },
      { day: 'Saturday', time: '2:00 PM – 5:00 PM' },
    ],
  },
  {
    id: 6,
    image: '/images/tutors/hadi-mansour.svg',
    name: 'Hadi Mansour',
    university: 'Beirut Arab University',
    major: 'Biology',
    year: 'Year 3',
    bio:
      'Biology student at BAU preparing for medical school. I tutor animal and plant biology and genetics, ' +
      'using concept maps and spaced-repetition flashcards that you keep after our sessions.',
    courses: ['CSVT B1100 SEM1', 'CSVT B1101 SEM1', 'CSVT B1200 SEM2', 'CSVT B1201 SEM2'],
    rating: 4,
    reviews: [
      {
        user: 'Fatima H.',
        comment: "Hadi's concept maps helped me memorise the whole genetics chapter in a week.",
        rating: 5,
        date: '2026-10-15',
      },
      {
        user: 'Tony R.',
        comment: 'Friendly and well organised. I liked the flashcards he shares after each session.',
        rating: 4,
        date: '2026-09-08',
      },
      { user: 'Aya K.', comment: 'Good explanations, though I would have liked more past exam questions.', rating: 3, date: '2026-08-02' },
    ],
    privateCourses: [
      {
        title: 'Genetics Step by Step',
        description: 'Mendelian genetics, pedigrees and probability problems practised until they become routine.',
        pricePerHour: 14,
      },
      {
        title: 'Plant and Animal Biology Review',
        description: 'A structured review of tissues, organ systems and physiology with concept maps for every chapter.',
        pricePerHour: 14,
      },
    ],
    contact: { email: 'hadi.mansour@darsak.app', phone: '+961 81 246 730', whatsapp: '96181246730' },
    joinedDate: '2024-09-09',
    yearsOfExperience: 1,
    students: 29,
    successRate: 86,
    hourlyRate: 14,
    availability: [
      { day: 'Monday', time: '3:00 PM – 6:00 PM' },
      { day: 'Wednesday', time: '3:00 PM – 6:00 PM' },
      { day: 'Sunday', time: '12:00 PM – 4:00 PM' },
    ],
  },
];
