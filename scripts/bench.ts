/**
 * `npm run bench`: measures the budgets and writes docs/benchmarks.md.
 * - First-screen JavaScript of the home route (gzip): entry + its static imports + the home chunk.
 * - API latency and throughput of the real server (production mode, SQLite) on loopback.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, runOrExit, startAppProcess } from './lib.ts';

const BUDGET_FIRST_SCREEN_KB = 130;
/** Public reads under 32 concurrent clients on this 2-core machine. */
const BUDGET_P99_MS = 100;
const BUDGET_MIN_RPS = 1000;

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; src?: string };

function firstScreenBytes(): { js: number; css: number; files: string[] } {
  const dist = join(ROOT, 'web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  visit(entry);
  const home = Object.keys(manifest).find((k) => k.endsWith('app/routes/home.tsx'));
  if (home) visit(home);
  const files = [...seen].map((k) => manifest[k]!.file);
  const cssFiles = [...seen].flatMap((k) => manifest[k]!.css ?? []);
  const gz = (f: string) => gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
  return { js: files.reduce((s, f) => s + gz(f), 0), css: cssFiles.reduce((s, f) => s + gz(f), 0), files };
}

async function load(url: string, seconds: number, concurrency: number, init?: RequestInit) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        try {
          const r = await fetch(url, init);
          await r.arrayBuffer();
          if (!r.ok) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { rps: Math.round(latencies.length / seconds), p50: pct(50), p99: pct(99), errors };
}

await runOrExit('npm', ['run', 'build', '-w', 'web', '--silent']);
const bundle = firstScreenBytes();

const dir = mkdtempSync(join(tmpdir(), 'darsak-bench-'));
const app = await startAppProcess(dir);
const base = app.baseUrl;
try {
  const results = {
    health: await load(`${base}/health`, 5, 32),
    tutors: await load(`${base}/api/tutors`, 5, 32),
    page: await load(`${base}/courses/1`, 5, 32, { headers: { Accept: 'text/html' } }),
    summary: await load(`${base}/api/ratings/summary?type=course`, 5, 32),
  };
  const kb = (n: number) => (n / 1024).toFixed(1);
  const row = (name: string, r: (typeof results)['health']) =>
    `| ${name} | ${r.rps} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`;
  const report = `# Benchmarks

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version},
${(await import('node:os')).cpus().length} cores; server in production mode on SQLite, loopback, 32 concurrent
clients for 5 s per endpoint.

## First screen (home route) JavaScript

| what | gzip | budget |
|---|---|---|
| JavaScript (entry, its imports, the home chunk) | ${kb(bundle.js)} KB | ${BUDGET_FIRST_SCREEN_KB} KB |
| CSS of those chunks | ${kb(bundle.css)} KB | — |

Files: ${bundle.files.map((f) => `\`${f}\``).join(', ')}

## API

Budget per endpoint: p99 ≤ ${BUDGET_P99_MS} ms, at least ${BUDGET_MIN_RPS} requests/s, no errors (the load
generator shares the machine's cores with the server).

| endpoint | requests/s | p50 ms | p99 ms | errors |
|---|---|---|---|---|
${row('GET /health', results.health)}
${row('GET /api/tutors', results.tutors)}
${row('GET /api/ratings/summary?type=course', results.summary)}
${row('GET /courses/1 (SPA page)', results.page)}
`;
  writeFileSync(join(ROOT, 'docs/benchmarks.md'), report);
  console.log(report);
  if (bundle.js / 1024 > BUDGET_FIRST_SCREEN_KB) {
    console.error(`✗ first-screen JavaScript ${kb(bundle.js)} KB is over the ${BUDGET_FIRST_SCREEN_KB} KB budget`);
    process.exitCode = 1;
  }
  for (const [name, r] of Object.entries(results)) {
    if (r.p99 > BUDGET_P99_MS || r.rps < BUDGET_MIN_RPS || r.errors > 0) {
      console.error(`✗ ${name}: ${r.rps} req/s, p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors is outside the budget`);
      process.exitCode = 1;
    }
  }
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
