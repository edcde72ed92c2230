/** French names of the course subjects. */
export const subjects = {
  Biology: 'Biologie',
  Chemistry: 'Chimie',
  Maths: 'Mathématiques',
  Physics: 'Physique',
  'Computer Science': 'Informatique',
} as const;
