/** English texts of the course page (/courses/{categoryId}/{courseId}). */
export const coursePage = {
  notFoundTitle: 'Course not found',
  notFoundText: 'This course does not exist or is no longer offered.',
  backToCourses: 'Back to the courses',
  backToCategory: 'All courses of {category}',
  share: 'Share',
  shareWhatsApp: 'Share on WhatsApp',
  shareText: '{title} ({code}) on Darsak: {price}',
} as const;
