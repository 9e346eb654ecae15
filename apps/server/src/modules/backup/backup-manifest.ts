import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupRefused } from './backup-tools';

export const MANIFEST = 'manifest.json';
/** 1: no checksums, secrets always in. 2: a SHA-256 and size per file, and whether the secrets are in. */
export const MANIFEST_FORMAT = 2;

export interface TFileSum {
  sha256: string;
  size: number;
}

/** What an archive says about itself (manifest.json beside the database and the uploads). */
export interface TBackupManifest {
  format: 1 | 2;
  created_at: string;
  app_version: string;
  database: 'pglite' | 'postgres';
  migrations: number;
  tables: Record<string, number>;
  files: number;
  /** false: app_secrets' rows were left out; the server makes new ones on its first start. Format 1 always had them. */
  secrets?: boolean;
  /** Every file of the archive but the manifest, by its path inside it ("database.dump", "uploads/avatars/x.png"). */
  checksums?: Record<string, TFileSum>;
}

async function sumOf(file: string): Promise<TFileSum> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(createReadStream(file), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
    }
  });
  return { sha256: hash.digest('hex'), size };
}

/** Every entry under root but the manifest, by its path inside the archive; anything but files and folders is odd. */
async function entries(root: string, under = ''): Promise<{ path: string; file: boolean }[]> {
  const found: { path: string; file: boolean }[] = [];
  for (const name of (await readdir(join(root, under))).sort()) {
    const path = under ? `${under}/${name}` : name;
    if (path === MANIFEST) continue;
    const info = await lstat(join(root, path));
    if (info.isDirectory()) found.push(...(await entries(root, path)));
    else found.push({ path, file: info.isFile() });
  }
  return found;
}

/** The SHA-256 and size of every file a staging folder holds, for its manifest. */
export async function checksumFolder(root: string): Promise<Record<string, TFileSum>> {
  const sums: Record<string, TFileSum> = {};
  for (const { path } of await entries(root)) sums[path] = await sumOf(join(root, path));
  return sums;
}

/**
 * Checks an unpacked archive against its manifest before anything is restored: every file listed is there with
 * its size and SHA-256, and nothing else is. Throws BackupRefused naming each file that is not as it was made.
 */
export async function verifyFolder(root: string, archive: string, expected: Record<string, TFileSum>): Promise<void> {
  const problems: string[] = [];
  const present = await entries(root);
  const isFile = new Map(present.map((e) => [e.path, e.file]));
  for (const [path, want] of Object.entries(expected)) {
    if (isFile.get(path) !== true) {
      problems.push(isFile.has(path) ? `${path} is not a plain file` : `${path} is missing`);
      continue;
    }
    const got = await sumOf(join(root, path));
    if (got.size !== want.size) problems.push(`${path} is ${got.size} bytes where ${want.size} were written`);
    else if (got.sha256 !== want.sha256) problems.push(`${path} does not match its checksum`);
  }
  for (const { path } of present) if (!(path in expected)) problems.push(`${path} is not one of the files the backup wrote`);
  if (problems.length === 0) return;
  const shown = problems.length > 5 ? [...problems.slice(0, 5), `and ${problems.length - 5} more`] : problems;
  throw new BackupRefused(
    `The backup ${archive} is damaged: ${shown.join('; ')}. It was changed or corrupted after it was made. ` +
      'Nothing was restored: restore another backup, or another copy of this one.',
  );
}

/** Reads an unpacked manifest, refusing a file that is not one of ours or is newer than this release reads. */
export async function readManifest(file: string, archive: string): Promise<TBackupManifest> {
  let manifest: TBackupManifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as TBackupManifest;
  } catch {
    throw new BackupRefused(`The backup ${archive} is damaged: its ${MANIFEST} cannot be read. Nothing was restored: restore another backup.`);
  }
  if (typeof manifest !== 'object' || manifest === null || typeof manifest.format !== 'number' || !manifest.database || !manifest.tables) {
    throw new BackupRefused(`${archive} is not a backup made by Venue Portal (its ${MANIFEST} is not one of ours).`);
  }
  if (manifest.format > MANIFEST_FORMAT) {
    throw new BackupRefused(`${archive} was made by a newer Venue Portal (backup format ${manifest.format}); restore it with that release or a later one.`);
  }
  return manifest;
}
