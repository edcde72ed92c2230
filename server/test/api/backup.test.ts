import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { backup, restore, verifyBackup } from '../../src/cli/backup.ts';
import { startTestServer, usingPostgres, type TestServer } from '../helpers/app.ts';
import type { TestClient } from '../helpers/client.ts';
import { placeOrder, signedInClient } from '../helpers/shop.ts';
import { makePdf, multipart } from '../fixtures/files.ts';

/**
 * Issue 23, part 3 (decision 082): the drill. Seed users, orders, ratings and an application with
 * its CV; back up while requests write; empty the database and the files; restore; every row and
 * file acknowledged before the backup began is back, byte for byte.
 */
let server: TestServer;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'darsak-backup-'));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

type Seeded = { email: string; reference: string; ratingCourse: number; applicationId: string; cvKey: string; cv: Buffer };

async function seedOne(i: number): Promise<Seeded & { client: TestClient }> {
  const { user, client } = await signedInClient(server);
  const order = await placeOrder(client, [1 + (i % 10)]);
  const rating = await client.post('/api/ratings', {
    type: 'course',
    subject_id: 1 + (i % 10),
    rating: 1 + (i % 5),
    feedback: `Drill ${i}`,
  });
  expect(rating.status).toBeLessThan(300);
  const saved = await client.post<{ id: string }>('/api/save-join-team', {
    name: `Applicant ${i}`,
    email: user.email,
    phone: '03 123 456',
    age: 22,
    university: 'AUB',
    year: 4,
    coursesToGive: ['MISPE M1100 SEM1'],
    whereYouSeeYourself: 'Teaching.',
    cv: 'cv.pdf',
    pay: 20,
    goodTutor: 'Clarity.',
  });
  expect(saved.status).toBe(201);
  const cv = makePdf({ objects: [`<< /Drill ${i} >>`] });
  expect(
    (await client.post('/api/upload-cv', multipart({ application_id: saved.body.id }, { field: 'cv', name: 'cv.pdf', bytes: cv }))).status,
  ).toBe(200);
  const row = await server.app.db
    .selectFrom('join_team_applications')
    .select('cv_path')
    .where('id', '=', saved.body.id)
    .executeTakeFirstOrThrow();
  return {
    client,
    email: user.email,
    reference: order.reference,
    ratingCourse: 1 + (i % 10),
    applicationId: saved.body.id,
    cvKey: row.cv_path!,
    cv,
  };
}

async function emptyEverything() {
  await server.app.close();
  if (usingPostgres()) {
    const url = new URL(server.config.database.kind === 'postgres' ? server.config.database.url : '');
    const schema = /search_path=(\w+)/.exec(url.searchParams.get('options') ?? '')![1]!;
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.query(`create schema ${schema}`);
    await client.end();
  } else if (server.config.database.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${server.config.database.filename}${suffix}`, { force: true });
  }
  rmSync(server.config.uploadDir, { recursive: true, force: true });
}

describe('backup and restore drill', () => {
  it('brings back every acknowledged row and file after the database and files are emptied', async () => {
    const seeded: Seeded[] = [];
    for (let i = 0; i < 4; i++) seeded.push(await seedOne(i));
    const writer = seeded[0]!;

    // Requests keep writing while the backup runs.
    let writing = true;
    const during: string[] = [];
    const load = (async () => {
      for (let n = 0; writing; n++) {
        const order = await placeOrder((writer as Seeded & { client: TestClient }).client, [1 + (n % 10)]).catch(() => null);
        if (order) during.push(order.reference);
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    const out = join(tempDir(), 'backup-1');
    const manifest = await backup(server.config, out);
    writing = false;
    await load;
    expect(during.length).toBeGreaterThan(0);

    expect(manifest.database.kind).toBe(server.config.database.kind);
    expect(manifest.storage.files_in_database).toBe(server.config.storage.kind === 'database');
    if (!manifest.storage.files_in_database)
      expect(manifest.files.map((f) => f.key).sort()).toEqual(expect.arrayContaining(seeded.map((s) => s.cvKey)));
    await verifyBackup(out);

    const counts = async () => ({
      users: Number(
        (
          await server.app.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      ratings: Number(
        (
          await server.app.db
            .selectFrom('ratings')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });
    const before = await counts();

    await emptyEverything();
    await restore(server.config, out);
    server.app = await buildApp(server.config, { logger: false });

    const after = await counts();
    expect(after).toEqual(before);
    for (const s of seeded) {
      expect(await server.app.db.selectFrom('users').select('id').where('email', '=', s.email).executeTakeFirst()).toBeDefined();
      expect(await server.app.db.selectFrom('orders').select('id').where('reference', '=', s.reference).executeTakeFirst()).toBeDefined();
      const application = await server.app.db
        .selectFrom('join_team_applications')
        .select('cv_path')
        .where('id', '=', s.applicationId)
        .executeTakeFirstOrThrow();
      expect(application.cv_path).toBe(s.cvKey);
      expect((await server.app.storage.bytes(s.cvKey))!.equals(s.cv)).toBe(true);
    }
    // Orders written during the backup: each is either wholly in the copy or not at all.
    const restoredOrders = await server.app.db.selectFrom('orders').select('reference').where('reference', 'in', during).execute();
    for (const { reference } of restoredOrders) {
      const items = await server.app.db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select('order_items.id')
        .where('orders.reference', '=', reference)
        .execute();
      expect(items.length).toBe(1);
    }
  });

  it('refuses to restore over a database that holds accounts unless forced', async () => {
    const out = join(tempDir(), 'backup-2');
    await backup(server.config, out);
    await server.app.close();
    await expect(restore(server.config, out)).rejects.toThrow('the database is not empty');
    await restore(server.config, out, { force: true });
    server.app = await buildApp(server.config, { logger: false });
    expect(
      Number(
        (
          await server.app.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(0);
  });

  it('refuses a backup whose files do not match the manifest', async () => {
    const out = join(tempDir(), 'backup-3');
    const manifest = await backup(server.config, out);
    const dump = join(out, manifest.database.dump.path);
    const bytes = readFileSync(dump);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    writeFileSync(dump, bytes);
    await expect(verifyBackup(out)).rejects.toThrow(`checksum mismatch: ${manifest.database.dump.path}`);
    await expect(backup(server.config, out)).rejects.toThrow('is not empty');
  });
});
