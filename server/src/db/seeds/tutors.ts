import { TUTOR_PROFILES, type Tutor } from '@darsak/common';
import { sql, type Kysely } from 'kysely';
import { invalidateCachedBodies } from '../../lib/cached-body.ts';
import type { Db } from '../index.ts';
import { isPostgres } from '../migrations/helpers.ts';

/**
 * The tutors GET /api/tutors lists on a fresh install. Ids are explicit so that tutors 1 and 2
 * are the two profiles of the SPA's detail view (TUTOR_PROFILES in common);
 * courses use the codes of the tutor-applicant options (JOIN_TEAM_COURSE_OPTIONS).
 */
export const SEED_TUTORS: readonly Tutor[] = [
  ...TUTOR_PROFILES,
  {
    id: 3,
    image: '/images/tutors/maya-khoury.svg',
    name: 'Maya Khoury',
    university: 'American University of Beirut',
    major: 'Chemistry',
    year: 'Year 4',
    bio:
      'Chemistry major at AUB and a peer tutor at the university\'s learning centre for two years. ' +
      'I love turning stoichiometry, equilibrium and thermodynamics into step-by-step recipes you can reuse on any exam question. ' +
      'Every session ends with a short quiz so we both know exactly what is solid and what needs another look.',
    courses: ['CSVT C1100 SEM1', 'CSVT C1101 SEM1', 'CSVT C1200 SEM2', 'CSVT C1201 SEM2', 'MISPE C1100 SEM1'],
    rating: 5,
    reviews: [
      { user: 'Nour A.', comment: 'Maya finally made equilibrium constants make sense. Her summary sheets are gold.', rating: 5 },
      { user: 'Georges H.', comment: 'Structured sessions, lots of practice and she always checks that you really understood.', rating: 5 },
      { user: 'Sara M.', comment: 'Helped me go from failing the first partial to a B+ in General Chemistry.', rating: 5 },
      { user: 'Mohamad K.', comment: 'Very good with lab report questions too. Sometimes fully booked before exams, so plan early.', rating: 4 },
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
      'I hold a master\'s degree in Applied Mathematics from USJ and have taught calculus and linear algebra to first-year students for four years. ' +
      'I explain in English, French or Arabic, whichever helps you most, and I focus on method: how to start a problem when you have no idea where to begin.',
    courses: ['MISPE M1100 SEM1', 'MISPE M1101 SEM1', 'MISPE M1200 SEM2', 'MISPE M1201 SEM2', 'CSVT M1100 SEM1', 'CSVT M1200 SEM2'],
    rating: 4,
    reviews: [
      { user: 'Christelle N.', comment: 'Omar explains limits and series so clearly. I passed Analysis with 14/20.', rating: 5 },
      { user: 'Bilal S.', comment: 'He switches to Arabic when something does not click, which helped me a lot.', rating: 4 },
      { user: 'Rita Y.', comment: 'Great for linear algebra. Sessions can run long, but it is always worth it.', rating: 4 },
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
      { user: 'Joe A.', comment: 'Lea uses simulations to show what the equations mean. Mechanics is actually fun now.', rating: 5 },
      { user: 'Hiba Z.', comment: 'Patient and clear. Electricity and magnetism finally make sense to me.', rating: 4 },
      { user: 'Karl D.', comment: 'Good exam preparation sessions with lots of past papers.', rating: 4 },
    ],
    privateCourses: [
      {
        title: 'Mechanics from First Principles',
        description: 'Kinematics, Newton\'s laws, work and energy, built up from experiments and solved exam problems.',
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
      { user: 'Fatima H.', comment: 'Hadi\'s concept maps helped me memorise the whole genetics chapter in a week.', rating: 5 },
      { user: 'Tony R.', comment: 'Friendly and well organised. I liked the flashcards he shares after each session.', rating: 4 },
      { user: 'Aya K.', comment: 'Good explanations, though I would have liked more past exam questions.', rating: 3 },
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
    availability: [
      { day: 'Monday', time: '3:00 PM – 6:00 PM' },
      { day: 'Wednesday', time: '3:00 PM – 6:00 PM' },
      { day: 'Sunday', time: '12:00 PM – 4:00 PM' },
    ],
  },
];

/**
 * Inserts the tutors when the table is empty; does nothing otherwise (safe on every start).
 * On PostgreSQL the id sequence is moved past the explicit ids, so later inserts do not collide.
 */
export async function seedTutors(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('tutors').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    await trx
      .insertInto('tutors')
      .values(
        SEED_TUTORS.map((t) => ({
          id: t.id,
          name: t.name,
          image: t.image,
          university: t.university,
          major: t.major,
          year: t.year,
          bio: t.bio,
          courses: JSON.stringify(t.courses),
          rating: t.rating,
          reviews: JSON.stringify(t.reviews),
          private_courses: JSON.stringify(t.privateCourses),
          contact: JSON.stringify(t.contact),
          joined_date: t.joinedDate,
          years_of_experience: t.yearsOfExperience,
          students: t.students,
          success_rate: t.successRate,
          availability: JSON.stringify(t.availability),
        })),
      )
      // Two processes starting at once: the second one's rows are skipped, not an error.
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    if (isPostgres(trx as unknown as Kysely<unknown>)) {
      await sql`select setval(pg_get_serial_sequence('tutors', 'id'), (select max(id) from tutors))`.execute(trx);
    }
  });
  invalidateCachedBodies(db);
}
