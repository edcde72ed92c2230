/** The query key of a subject's written reviews (issue 21): the rating dialog invalidates it after a rating. */
export const reviewsKey = (type: string, subjectId: string | number) => ['ratings', 'reviews', type, String(subjectId)] as const;
