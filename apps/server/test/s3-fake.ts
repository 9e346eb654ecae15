import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A local S3 on loopback (s3rver) with one bucket, and the environment that points the server at it. */
export async function startS3Fake(bucket = 'venue-test') {
  const dir = mkdtempSync(join(tmpdir(), 'venue-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as unknown as { port: number };
  return {
    env: {
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      STORAGE_S3_REGION: 'us-east-1',
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
