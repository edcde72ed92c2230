import type { Tutor } from './tutors.ts';

/**
 * The two tutor profiles of the detail view (/tutors/1 and /tutors/2; SPEC section 2: a static
 * list of two). The SPA shows them; the server seeds them as tutors 1 and 2 of GET /api/tutors,
 * so the list and the profiles always agree.
 */
export const TUTOR_PROFILES: readonly Tutor[] = [
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
    // Same codes as the seeded GET /api/tutors entry, so the list card and the profile agree.
    courses: ['CSVT B1100 SEM1', 'CSVT C1100 SEM1', 'CSVT C1200 SEM2', 'CSVT B1202 SEM2'],
    rating: 5,
    reviews: [
      {
        user: 'Jana K.',
        comment:
          'Rana explained glycolysis with one drawing and it finally clicked. I went from 9/20 on the partial to 15/20 on the final.',
        rating: 5,
      },
      {
        user: 'Ali M.',
        comment: 'Very patient and always prepared with past exams. The weekly summaries saved me before finals.',
        rating: 5,
      },
      {
        user: 'Lynn S.',
        comment: 'Organic chemistry mechanisms used to scare me. After four sessions I could solve them on my own.',
        rating: 4,
      },
      {
        user: 'Hussein D.',
        comment: 'Clear, organised and she answers questions on WhatsApp between sessions. Highly recommended.',
        rating: 5,
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
      },
      {
        user: 'Ahmad R.',
        comment: 'Good at breaking problems into small steps. Discrete maths proofs are much less scary now.',
        rating: 4,
      },
      {
        user: 'Yara F.',
        comment: 'Flexible with timing during exam week and always on time. The practice sheets were very useful.',
        rating: 5,
      },
      {
        user: 'Elie B.',
        comment: 'Great explanations of recursion. Sometimes goes fast, but he slows down when you ask.',
        rating: 4,
      },
      {
        user: 'Rayan H.',
        comment: 'Helped me pass Calculus I after failing it once. Worth every session.',
        rating: 5,
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
    availability: [
      { day: 'Tuesday', time: '6:00 PM – 9:00 PM' },
      { day: 'Thursday', time: '6:00 PM – 9:00 PM' },
      { day: 'Friday', time: '3:00 PM – 6:00 PM' },
      { day: 'Sunday', time: '11:00 AM – 3:00 PM' },
    ],
  },
];
