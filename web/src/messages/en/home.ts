/** English texts of the home area. */
export const home = {
  header: {
    title: 'Learn smarter with Darsak',
    tagline:
      'Courses, tutors and exam preparation for Lebanese University students. Pick a course, learn at your pace and pass with confidence.',
    getStarted: 'Get Started',
    learnMore: 'Learn More',
    imageAlt: '',
  },
  search: {
    heading: 'Find Your Course, Apply Now!!',
    label: 'Course title or code',
    placeholder: 'e.g. Genetics or I1101',
    hint: 'Search for courses by title or code.',
    submit: 'Search',
    noResults: 'No results found',
    resultsTitle: 'Search Results',
    resultsCount: '{count, plural, one {# course matches “{query}”.} other {# courses match “{query}”.}}',
    close: 'Close search results',
    viewCourse: 'View course',
    courseMeta: '{subject} · Semester {sem} · {credits} credits',
  },
  offer: {
    heading: 'What We Offer',
    intro: 'Everything you need to get through your first years at university.',
    advisorTitle: 'Academic Advisor',
    advisorText:
      'A personal advisor helps you choose your courses, plan your semester and prepare for every exam session.',
    labTitle: 'Digital Laboratory',
    labText:
      'Interactive simulations and virtual experiments so you can practise lab work before the real practical exam.',
    goalTitle: 'Reach Your Goal',
    goalText:
      'Short lessons, solved past exams and tutors who passed the same courses: a clear path to the grade you want.',
  },
  topCourses: {
    heading: 'Top Courses',
    intro: 'The courses our students rate highest.',
    viewCourse: 'View course',
    allCourses: 'Browse all courses',
  },
  plans: {
    heading: 'Plans for Every Student',
    intro: 'Pay per semester. No card needed: confirm your plan with us on WhatsApp.',
    perSemester: '/ semester',
    choose: 'Choose {name}',
    chatMessage: 'Hello Darsak, I would like to subscribe to the {name} ({price} per semester).',
    featuresLabel: 'Features of the {name}',
  },
  testimonials: {
    heading: 'What Our Students Say',
    intro: 'Real feedback from students who learned with Darsak.',
    rating: 'Rated {rating} out of 5',
  },
  about: {
    heading: 'About Darsak',
    text:
      'Darsak was founded by Lebanese University graduates who remember how hard the first year can be. We bring together the best student tutors, clear course material and a friendly community so that every student gets the help they need, whatever their budget.',
    text2:
      'Tell us how we are doing: your rating helps us improve the platform for everyone.',
    rate: 'Rate the platform',
    more: 'More about us',
    platformName: 'Darsak',
    stats: {
      students: 'students helped',
      studentsValue: '2,500+',
      courses: 'courses',
      coursesValue: '25',
      tutors: 'student tutors',
      tutorsValue: '40+',
    },
  },
} as const;
