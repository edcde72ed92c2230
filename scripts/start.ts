/**
 * `npm start`: builds what is not built yet, then serves the whole app on PORT (3000) with the
 * embedded SQLite database under data/, migrations applied and demo data seeded on start.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebIfStale, ROOT, run } from './lib.ts';

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 24) {
  console.error(`Darsak needs Node.js 24 or newer (this is ${process.version}). Try: npm i -g --force node@24`);
  process.exit(1);
}

await buildWebIfStale();
const envFile = join(ROOT, '.env');
const args = [...(existsSync(envFile) ? [`--env-file=${envFile}`] : []), 'server/src/server.ts'];
process.exit(await run(process.execPath, args));
