/** Arabic names of the course subjects. */
export const subjects = {
  Biology: 'الأحياء',
  Chemistry: 'الكيمياء',
  Maths: 'الرياضيات',
  Physics: 'الفيزياء',
  'Computer Science': 'علوم الحاسوب',
} as const;
