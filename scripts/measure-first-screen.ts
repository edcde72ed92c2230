/**
 * `node scripts/measure-first-screen.ts`: the home page's first screen on the wire (the page, its
 * tagged scripts and styles, the home route's chunk and its imports, brotli), measured the way
 * `npm run bench` does (scripts/bench.ts firstScreen), without the rest of the bench. Needs a build.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { rawRequest, startBenchApp, type Raw } from './bench-lib.ts';

const ROOT = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'darsak-first-screen-'));
const app = await startBenchApp(dir, {});
try {
  const headers = { 'Accept-Encoding': 'br', Accept: '*/*' };
  const wire = (r: Raw) => r.rawHeaders.reduce((sum, h) => sum + Buffer.byteLength(h) + 2, 0) + r.body.length + 17;
  const page = await rawRequest(`${app.baseUrl}/`, { headers: { ...headers, Accept: 'text/html' } });
  const html = (page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.body) : page.body).toString();
  const rows: Array<[string, number]> = [['/', wire(page)]];
  const tagged = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  type Chunk = { file: string; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(readFileSync(join(ROOT, 'web/dist/.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const home = Object.keys(manifest).find((k) => /routes\/home\.tsx$/.test(k));
  const lazy = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || lazy.has(`/${chunk.file}`)) return;
    lazy.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) lazy.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (home) visit(home);
  for (const url of new Set([...tagged, ...lazy])) {
    const r = await rawRequest(app.baseUrl + url, { headers });
    if (r.status !== 200) throw new Error(`GET ${url} answered ${r.status}`);
    rows.push([url, wire(r)]);
  }
  for (const [url, bytes] of rows) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${url}`);
  console.log(`${(rows.reduce((s, [, b]) => s + b, 0) / 1024).toFixed(1).padStart(7)} KB  total (budget 130 KB)`);
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
