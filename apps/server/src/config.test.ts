import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { NODE_ENV: 'test', TOKEN_SECRET: 'a-test-secret-of-at-least-thirty-two-characters' };
const S3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'kiraya-pictures',
  S3_ACCESS_KEY_ID: 'kiraya',
  S3_SECRET_ACCESS_KEY: 'a secret key',
};

describe('S3 picture storage settings', () => {
  it('are off without them, and with them only empty, as in a copied .env.example', () => {
    expect(loadConfig(base).s3).toBeUndefined();
    expect(loadConfig({ ...base, S3_ENDPOINT: '', S3_BUCKET: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }).s3).toBeUndefined();
    // Region and path style alone configure nothing.
    expect(loadConfig({ ...base, S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toBeUndefined();
  });

  it('take all four, with region us-east-1 and path-style addressing by default', () => {
    expect(loadConfig({ ...base, ...S3 }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'kiraya-pictures',
      accessKeyId: 'kiraya',
      secretAccessKey: 'a secret key',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...base, ...S3, S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      region: 'ap-south-1',
      forcePathStyle: false,
    });
  });

  it('refuse half a configuration, naming what is missing', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'kiraya-pictures' })).toThrow(
      /S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together; missing S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, ...S3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/missing S3_SECRET_ACCESS_KEY \(/);
  });

  it('refuse an endpoint that is not an http(s) URL, and a path style that is not true or false', () => {
    expect(() => loadConfig({ ...base, ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(/Invalid configuration: S3_ENDPOINT/);
    expect(() => loadConfig({ ...base, ...S3, S3_ENDPOINT: 'ftp://minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...base, ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
