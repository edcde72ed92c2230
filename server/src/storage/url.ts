/** Where stored files go (STORAGE_URL, decision 080). */
export type StorageTarget =
  | { kind: 'disk'; dir: string }
  | { kind: 'database' }
  | { kind: 's3'; bucket: string; prefix: string; endpoint: string | undefined; region: string; forcePathStyle: boolean };

/**
 * STORAGE_URL: unset -> the database with PostgreSQL (every instance reads it), else the disk of
 * UPLOAD_DIR; `disk` or `database` to choose; `s3://BUCKET[/prefix]?endpoint=...&region=...`
 * for any S3-compatible service (credentials from the SDK's usual sources: AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile or an instance role; never in the URL).
 */
export function parseStorageUrl(url: string | undefined, uploadDir: string, postgres: boolean): StorageTarget {
  if (!url) return postgres ? { kind: 'database' } : { kind: 'disk', dir: uploadDir };
  if (url === 'disk') return { kind: 'disk', dir: uploadDir };
  if (url === 'database') return { kind: 'database' };
  if (!url.startsWith('s3://')) throw new Error('must be s3://BUCKET?endpoint=...&region=..., disk or database');
  const parsed = new URL(url);
  if (parsed.username || parsed.password) throw new Error('must not carry credentials (use AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)');
  const bucket = parsed.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error('the bucket name is not valid');
  const endpoint = parsed.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\//.test(endpoint)) throw new Error('endpoint must be an http(s) URL');
  const region = parsed.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1';
  const style = parsed.searchParams.get('forcePathStyle');
  const prefix = decodeURIComponent(parsed.pathname.replace(/^\/+|\/+$/g, ''));
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region,
    forcePathStyle: style === null ? endpoint !== undefined : style === 'true',
  };
}
