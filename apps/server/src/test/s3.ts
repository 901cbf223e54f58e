import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../config.js';

// The SDK's notice that its 2027 releases need Node 22 is for operators (docs/deploy.md), not for every test file.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface TestS3 {
  /** S3_* variables for loadConfig / createTestApp, pointing at this server's bucket. */
  env: Record<string, string>;
  config: S3Config;
  /** A plain client on the same bucket, for looking behind the store's back. */
  client: S3Client;
  /** Every object key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * An S3-protocol server from npm (s3rver: no MinIO can be installed here) on a random port, over a temp folder, with
 * one fresh bucket: the real @aws-sdk/client-s3 talks to it as it would to MinIO.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'kiraya-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: `kiraya-${randomBytes(4).toString('hex')}`,
    // s3rver's own pair: it checks signatures.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  return {
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: config.bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    config,
    client,
    keys: async () => {
      const out = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, MaxKeys: 1000 }));
      return (out.Contents ?? []).map((o) => o.Key as string).sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
