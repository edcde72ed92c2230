import type { Db } from '../index.ts';

// Placeholder until the demo account is seeded.
export async function seedDemoUsers(_db: Db): Promise<void> {}
