/**
 * The physical floor of `npm run bench`: a bare node:http server that answers each recorded
 * request with the exact status, headers and body the app sent for it, doing nothing else.
 * Usage: node scripts/bench-floor.ts <recordings.json> <port>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export type Recording = { path: string; status: number; headers: Array<[string, string]>; body: string /* base64 */ };

const [file, port] = process.argv.slice(2);
const recordings = JSON.parse(readFileSync(file!, 'utf8')) as Recording[];
const answers = new Map(
  recordings.map((r) => [r.path, { status: r.status, headers: r.headers.flat(), body: Buffer.from(r.body, 'base64') }]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
// node:http adds Keep-Alive itself: the app's server keeps Fastify's 72 s, so the floor's header reads the same.
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
