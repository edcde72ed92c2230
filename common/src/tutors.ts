/** A tutor as GET /api/tutors returns it (SPEC section 3). */
export type TutorReview = { user: string; comment: string; rating: number; date: string /* YYYY-MM-DD */ };
export type TutorAvailability = { day: string; time: string };
export type TutorPrivateCourse = { title: string; description: string; pricePerHour: number };
export type TutorContact = { email: string; phone: string; whatsapp: string };

export type Tutor = {
  id: number;
  image: string; // a path served by the app, e.g. /images/tutors/rana-haddad.svg
  name: string;
  university: string;
  major: string;
  year: string; // e.g. 'Year 4', 'Graduate'
  bio: string | null;
  courses: string[];
  rating: number; // integer 0 to 5
  reviews: TutorReview[];
  privateCourses: TutorPrivateCourse[];
  contact: TutorContact;
  joinedDate: string; // YYYY-MM-DD
  yearsOfExperience: number;
  students: number;
  successRate: number; // percent
  hourlyRate: number; // USD per hour of a private session
  availability: TutorAvailability[];
};
