/**
 * `npm start`: builds what is not built yet, then serves the whole app on PORT (3000) with the
 * embedded SQLite database under data/, migrations applied and demo data seeded on start. On a
 * localhost APP_URL it turns on the dev mailbox and the demo account (see localRunEnv).
 */
import { buildWebIfStale, localRunEnv, run } from './lib.ts';

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 24) {
  console.error(`Darsak needs Node.js 24 or newer (this is ${process.version}). Try: npm i -g --force node@24`);
  process.exit(1);
}

await buildWebIfStale();
process.exit(await run(process.execPath, ['server/src/server.ts'], { env: localRunEnv() }));
