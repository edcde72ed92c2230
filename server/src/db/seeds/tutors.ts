import type { Db } from '../index.ts';

// Placeholder until the tutors are seeded.
export async function seedTutors(_db: Db): Promise<void> {}
