import type { TestServer } from './app.ts';

/** A stored file's bytes in whichever store the server uses (disk, database or S3), or null. */
export const storedBytes = (server: TestServer, key: string) => server.app.storage.bytes(key);

/** Whether the store holds `key`. */
export const isStored = async (server: TestServer, key: string) => (await server.app.storage.bytes(key)) !== null;

/** The file names stored in `folder` (e.g. 'cvs'), sorted. */
export async function storedNames(server: TestServer, folder: string): Promise<string[]> {
  const names: string[] = [];
  for await (const key of server.app.storage.keys()) if (key.startsWith(`${folder}/`)) names.push(key.slice(folder.length + 1));
  return names.sort();
}
