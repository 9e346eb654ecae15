import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { newStorageKey, STORAGE_KEY, type TStorage } from './storage';

export interface TS3Options {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, Spaces...); unset for AWS itself. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const missing = (err: unknown) => err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** Files as objects `<area>/<key>` in one bucket, shared by every server process. */
export function createS3Storage(opts: TS3Options): TStorage {
  const s3 = new S3Client({ region: opts.region, endpoint: opts.endpoint, forcePathStyle: opts.forcePathStyle, credentials: opts.credentials });
  const Bucket = opts.bucket;
  const objectKey = (area: string, key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error('bad storage key');
    return `${area}/${key}`;
  };
  const put = async (area: string, ext: string, data: Buffer) => {
    const key = newStorageKey(ext);
    await s3.send(new PutObjectCommand({ Bucket, Key: objectKey(area, key), Body: data }));
    return key;
  };
  return {
    put,
    /** An object is written whole (uploads are capped at 10 MB by the routes), so there is no half-written file. */
    async putStream(area, ext, source, headBytes = 4096) {
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      return { key: await put(area, ext, data), bytes: data.length, head: data.subarray(0, headBytes) };
    },
    async open(area, key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket, Key: objectKey(area, key) }));
        return (res.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async remove(area, key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(area, key) })).catch((err: unknown) => {
        if (!missing(err)) throw err;
      });
    },
    async sweep(area, olderThanMs, isReferenced) {
      const cutoff = Date.now() - olderThanMs;
      let removed = 0;
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: `${area}/`, ContinuationToken: token }));
        const old = (page.Contents ?? []).filter((o) => o.Key && o.LastModified && o.LastModified.getTime() < cutoff).map((o) => o.Key!.slice(area.length + 1));
        const referenced = old.length ? await isReferenced(old) : new Set<string>();
        for (const key of old.filter((k) => !referenced.has(k))) {
          await s3.send(new DeleteObjectCommand({ Bucket, Key: `${area}/${key}` }));
          removed++;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return removed;
    },
    async list() {
      const files: { area: string; key: string }[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const o of page.Contents ?? []) {
          const slash = o.Key?.lastIndexOf('/') ?? -1;
          const key = o.Key!.slice(slash + 1);
          if (slash > 0 && STORAGE_KEY.test(key)) files.push({ area: o.Key!.slice(0, slash), key });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
    async write(area, key, source) {
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(chunk as Buffer);
      await s3.send(new PutObjectCommand({ Bucket, Key: objectKey(area, key), Body: Buffer.concat(chunks) }));
    },
  };
}
