import { PROFILE_PICTURE_MAX_BYTES } from '@darsak/common';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { isStored, storedBytes, storedNames } from '../helpers/storage.ts';
import { makeGif, makeJpeg, makePdf, makePng, makePngBomb, makeWebp, multipart } from '../fixtures/files.ts';

let server: TestServer;
let user: User;
let client: TestClient;

const NOT_AN_IMAGE = 'The image field must be an image.';
const SIZE_MESSAGE = 'The image field must not be greater than 5120 kilobytes.';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(async () => {
  user = await createUser(server, { name: 'Jad Karam' });
  client = new TestClient(server.url);
  await actingAs(server, client, user);
});

const storedAvatars = () => storedNames(server, 'avatars');
const imagePath = async (id = user.id) =>
  (await server.app.db.selectFrom('users').select('image_path').where('id', '=', id).executeTakeFirstOrThrow()).image_path;
const uploadPicture = (c: TestClient, bytes: Buffer, name = 'me.jpg', field = 'image') =>
  c.post('/api/user/profile-picture', multipart({}, { field, name, bytes, type: 'image/jpeg' }));

describe('POST /api/user/profile-picture', () => {
  it('re-encodes the picture as a WebP of at most 512×512 without EXIF and answers its URL and the user', async () => {
    const input = await makeJpeg(1600, 1200, {
      exif: { IFD0: { Copyright: 'Jad Karam', ImageDescription: 'home', Make: 'PhoneMaker' } },
    });
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const response = await uploadPicture(client, input);
    expect(response.status).toBe(200);
    const key = await imagePath();
    expect(key).toMatch(/^avatars\/[0-9a-f-]{36}\.webp$/);
    expect(response.body).toEqual({
      image_url: `http://localhost:3000/media/${key}`,
      user: {
        id: user.id,
        name: 'Jad Karam',
        email: user.email,
        email_verified_at: user.email_verified_at,
        image: `http://localhost:3000/media/${key}`,
        created_at: user.created_at,
        role: 'student',
        locale: 'en',
      },
    });
    expect(JSON.stringify(response.body)).not.toContain('password');

    const stored = (await storedBytes(server, key!))!;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(512);
    expect(meta.height).toBe(512);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('turns the picture upright by its EXIF orientation before dropping the metadata', async () => {
    // 300×200 stored sideways (orientation 6 = rotate 90° clockwise to display): a portrait.
    const tall = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#000' } })
      .composite([
        {
          input: await sharp({ create: { width: 150, height: 200, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await uploadPicture(client, tall);
    expect(response.status).toBe(200);
    const stored = (await storedBytes(server, (await imagePath())!))!;
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
    expect(meta.orientation).toBeUndefined();
    // The white half (left when stored) is on top once turned upright.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    expect(at(100, 20)).toBeGreaterThan(200);
    expect(at(100, 180)).toBeLessThan(50);
  });

  it('keeps a small picture small (never enlarged) and square', async () => {
    const response = await uploadPicture(client, await makePng(120, 80), 'small.png');
    expect(response.status).toBe(200);
    const meta = await sharp((await storedBytes(server, (await imagePath())!))!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 80, 80]);
  });

  it.each([
    ['PNG', () => makePng(), 'a.png'],
    ['WebP', () => makeWebp(), 'a.webp'],
    ['GIF', () => makeGif(), 'a.gif'],
    [
      'AVIF',
      () =>
        sharp({ create: { width: 64, height: 64, channels: 3, background: '#a33' } })
          .avif()
          .toBuffer(),
      'a.avif',
    ],
  ] as const)('accepts a %s picture by its bytes, whatever its name', async (_label, make, name) => {
    const response = await uploadPicture(client, await make(), name.replace(/\.\w+$/, '.bin'));
    expect(response.status).toBe(200);
    expect(await imagePath()).toMatch(/\.webp$/);
  });

  it('replaces the previous picture and removes its file', async () => {
    await uploadPicture(client, await makeJpeg(600, 600));
    const first = (await imagePath())!;
    expect(await isStored(server, first)).toBe(true);
    const response = await uploadPicture(client, await makePng(300, 300), 'b.png');
    expect(response.status).toBe(200);
    const second = (await imagePath())!;
    expect(second).not.toBe(first);
    expect(await isStored(server, first)).toBe(false);
    expect(await isStored(server, second)).toBe(true);
  });

  it('leaves exactly one stored file when uploads race each other', async () => {
    const before = await storedAvatars();
    const pictures = await Promise.all([makePng(90, 90), makeJpeg(120, 120), makeWebp(100, 100), makeGif(80, 80)]);
    const responses = await Promise.all(pictures.map((bytes) => uploadPicture(client, bytes, 'race.bin')));
    for (const response of responses) expect(response.status).toBe(200);
    const added = (await storedAvatars()).filter((name) => !before.includes(name));
    expect(added).toEqual([(await imagePath())!.slice('avatars/'.length)]);
  });

  it.each([
    [
      'an SVG (it can carry scripts)',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
      'a.svg',
    ],
    ['a PDF', () => makePdf(), 'a.jpg'],
    ['HTML named .png', () => Buffer.from('<html><body>hi</body></html>'), 'a.png'],
    ['a truncated JPEG', async () => (await makeJpeg(400, 400)).subarray(0, 200), 'a.jpg'],
    ['a PNG declaring 5000×4000 pixels without their data', () => makePngBomb(5_000, 4_000), 'a.png'],
  ] as const)('refuses %s with 422 and changes nothing', async (_label, make, name) => {
    const before = await storedAvatars();
    const response = await uploadPicture(client, await make(), name);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: NOT_AN_IMAGE, code: 'uploads.not_an_image', errors: { image: [NOT_AN_IMAGE] } });
    expect(await imagePath()).toBeNull();
    expect(await storedAvatars()).toEqual(before);
  });

  it.each([
    ['12000×12000 (a decompression bomb)', 12_000, 12_000],
    ['6000×4001, just over 24 megapixels', 6_000, 4_001],
  ])('refuses a PNG declaring %s before decoding it, with 422, and changes nothing', async (_label, width, height) => {
    const before = await storedAvatars();
    const response = await uploadPicture(client, makePngBomb(width, height), 'a.png');
    expect(response.status).toBe(422);
    const message = 'The image field must not be larger than 24 megapixels.';
    expect(response.body).toMatchObject({ message, code: 'uploads.too_many_pixels', errors: { image: [message] } });
    expect(await imagePath()).toBeNull();
    expect(await storedAvatars()).toEqual(before);
  });

  it('allows 20 picture uploads per user per hour, then answers 429 and changes nothing', async () => {
    const png = await makePng(32, 32);
    for (let i = 0; i < 20; i++) expect((await uploadPicture(client, png, 'me.png')).status).toBe(200);
    const kept = await imagePath();
    const files = await storedAvatars();
    const refused = await uploadPicture(client, png, 'me.png');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too Many Attempts.', code: 'throttle.too_many_attempts' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await imagePath()).toBe(kept);
    expect(await storedAvatars()).toEqual(files);
  });

  it("refuses a picture over 5 MB with Laravel's message and changes nothing", async () => {
    const jpeg = await makeJpeg(64, 64);
    const big = Buffer.concat([jpeg, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES - jpeg.length + 1)]);
    const before = await storedAvatars();
    const response = await uploadPicture(client, big);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: SIZE_MESSAGE, code: 'uploads.too_large', errors: { image: [SIZE_MESSAGE] } });
    expect(await imagePath()).toBeNull();
    expect(await storedAvatars()).toEqual(before);
  });

  it('refuses a file sent under another field name, and a request without a file', async () => {
    const wrong = await uploadPicture(client, await makePng(), 'a.png', 'avatar');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ image: ['The image field is required.'] });
    const none = await client.post('/api/user/profile-picture', multipart({ note: 'x' }));
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ image: ['The image field is required.'] });
    expect(await imagePath()).toBeNull();
  });

  it('answers 400 to a malformed or truncated multipart body and 415 to JSON, changing nothing', async () => {
    const before = await storedAvatars();
    for (const [type, body] of [
      ['multipart/form-data; boundary=xyz', 'no parts at all'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc'],
      ['multipart/form-data', '--xyz\r\n'],
    ]) {
      const response = await client.post('/api/user/profile-picture', body, { 'Content-Type': type! });
      expect(response.status, body).toBe(400);
      expect(response.body).toEqual({ message: 'The multipart body is malformed.', code: 'http.multipart_malformed' });
    }
    const json = await client.post('/api/user/profile-picture', { image: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(415);
    expect(await imagePath()).toBeNull();
    expect(await storedAvatars()).toEqual(before);
  });

  it('answers 401 to a guest and 419 without the CSRF header, changing nothing', async () => {
    const guest = new TestClient(server.url);
    await guest.csrf();
    expect((await uploadPicture(guest, await makePng())).status).toBe(401);
    const form = multipart({}, { field: 'image', name: 'a.png', bytes: await makePng() });
    const noToken = await client.post('/api/user/profile-picture', form, { 'X-XSRF-TOKEN': '' });
    expect(noToken.status).toBe(419);
    expect(await imagePath()).toBeNull();
  });
});

describe('DELETE /api/user/profile-picture', () => {
  it('removes the file from disk and clears image_path', async () => {
    await uploadPicture(client, await makeJpeg(100, 100));
    const key = (await imagePath())!;
    expect(await isStored(server, key)).toBe(true);
    const response = await client.delete('/api/user/profile-picture');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Profile picture removed.' });
    expect(await imagePath()).toBeNull();
    expect(await isStored(server, key)).toBe(false);
    expect((await client.get(`/media/${key}`)).status).toBe(404);
  });

  it('answers the same when there is no picture', async () => {
    const response = await client.delete('/api/user/profile-picture');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Profile picture removed.' });
    expect(await imagePath()).toBeNull();
  });

  it("touches only the caller's picture", async () => {
    const other = await createUser(server);
    const otherClient = new TestClient(server.url);
    await actingAs(server, otherClient, other);
    await uploadPicture(otherClient, await makePng());
    const othersKey = (await imagePath(other.id))!;
    await client.delete('/api/user/profile-picture');
    expect(await imagePath(other.id)).toBe(othersKey);
    expect(await isStored(server, othersKey)).toBe(true);
  });

  it('answers 401 to a guest and 419 without the CSRF header, changing nothing', async () => {
    await uploadPicture(client, await makePng());
    const key = await imagePath();
    const guest = new TestClient(server.url);
    await guest.csrf();
    expect((await guest.delete('/api/user/profile-picture')).status).toBe(401);
    expect((await client.delete('/api/user/profile-picture', { 'X-XSRF-TOKEN': '' })).status).toBe(419);
    expect(await imagePath()).toBe(key);
    expect(await isStored(server, key!)).toBe(true);
  });
});

describe('GET /media/avatars/:file', () => {
  it('serves a stored picture as WebP, nosniff, cached for a year as immutable', async () => {
    const upload = await uploadPicture(client, await makeJpeg(300, 300));
    const response = await fetch(upload.body.image_url.replace('http://localhost:3000', server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals((await storedBytes(server, (await imagePath())!))!)).toBe(true);
  });

  it('answers 404 to names that are not a stored picture, including path tricks', async () => {
    const guest = new TestClient(server.url);
    for (const path of [
      '/media/avatars/0b6f7c2e-1111-4222-8333-944455556666.webp',
      '/media/avatars/not-a-uuid.webp',
      '/media/avatars/..%2F..%2Ftest.sqlite',
      '/media/avatars/%2e%2e%2fcvs',
      '/media/avatars/0b6f7c2e-1111-4222-8333-944455556666.png',
      '/media/cvs/0b6f7c2e-1111-4222-8333-944455556666.pdf',
    ]) {
      const response = await guest.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ message: 'Not Found', code: 'http.not_found' });
    }
  });
});
