import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type Storage } from './types.ts';
import type { StorageTarget } from './url.ts';

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Files in any S3-compatible bucket through the official AWS SDK (decision 080). Objects are
 * private (no ACL is set); the app streams them to whoever the route allows, as from disk.
 */
export function createS3Storage(target: Extract<StorageTarget, { kind: 's3' }>): Storage {
  const client = new S3Client({
    region: target.region,
    ...(target.endpoint ? { endpoint: target.endpoint } : {}),
    forcePathStyle: target.forcePathStyle,
    // A file is read and written whole; the SDK's default checksums on every put are kept.
    maxAttempts: 3,
  });
  const Bucket = target.bucket;
  const objectKey = (key: string) => `${target.prefix}${key}`;
  const putAt = async (key: string, bytes: Buffer) => {
    await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentLength: bytes.length }));
  };
  const get = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    describe: `s3 ${target.bucket}${target.prefix ? `/${target.prefix}` : ''}${target.endpoint ? ` at ${new URL(target.endpoint).host}` : ''} (${target.region})`,
    async put(folder, bytes, extension) {
      const key = `${folder}/${randomUUID()}${extension}`;
      await putAt(key, bytes);
      return key;
    },
    async putAt(key, bytes) {
      assertKey(key);
      await putAt(key, bytes);
    },
    async read(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
    },
    async bytes(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async remove(key) {
      if (!key) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *keys() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: target.prefix || undefined, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(target.prefix.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
