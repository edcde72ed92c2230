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

createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
