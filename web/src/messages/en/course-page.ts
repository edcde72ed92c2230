/** English texts of the course page (/courses/{categoryId}/{courseId}). */
export const coursePage = {
  notFoundTitle: 'Course not found',
  notFoundText: 'This course does not exist or is no longer offered.',
  backToCourses: 'Back to the courses',
  backToCategory: 'All courses of {category}',
  share: 'Share',
  shareWhatsApp: 'Share on WhatsApp',
  shareText: '{title} ({code}) on Darsak: {price}',
  /** Students' written reviews (issue 21), on course cards and tutor pages. */
  studentReviews: {
    title: 'Students’ reviews',
    loading: 'Loading reviews…',
    failed: 'Students’ reviews could not be loaded.',
    none: 'No student has written a review yet.',
    verified: 'Verified purchase',
    yours: 'Your review',
    edit: 'Edit your review',
    rating: 'Rated {rating} out of 5',
    samples: 'Sample quotes from our catalogue',
  },
} as const;
