/**
 * `npm run dev`: the API with reload on :3000 and Vite's dev server with hot reload on :5173,
 * which proxies API calls to :3000. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { localRunEnv, ROOT } from './lib.ts';

const children = [
  spawn(process.execPath, ['--watch', 'server/src/server.ts'], { cwd: ROOT, stdio: 'inherit', env: localRunEnv() }),
  spawn('npx', ['vite'], { cwd: join(ROOT, 'web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
