import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import type { ImageVariants } from './image-processing.js';
import type { ImageVariant } from './images.js';
import {
  contentTypeOf,
  type Derived,
  derivedFileName,
  fileNamesOf,
  type ImageStore,
  isEtagList,
  isNotModified,
  type OpenOptions,
  type OpenResult,
  VARIANTS,
  variantFileName,
} from './storage.js';

/** The HTTP status of an SDK failure (404 for a missing object, 304 for a condition that held), if it has one. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return statusOf(error) === 404 || name === 'NoSuchKey' || name === 'NotFound';
};

/**
 * Pictures in an S3-compatible bucket (MinIO, AWS S3, …), object keys equal to the local store's file names
 * (`products/<uuid>-card.webp`). Every process sees the same objects, so any of them serves any picture. A PutObject
 * is atomic (an object is there whole or not at all), so writes need no temp names.
 */
export class S3ImageStore implements ImageStore {
  readonly kind = 's3';
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 demands them: the newer CRC headers are unknown to many S3-compatible servers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer must fail a request (and readiness) quickly, not hang it.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
      maxAttempts: 3,
    });
  }

  private async putObject(name: string, data: Buffer): Promise<void> {
    const contentType = contentTypeOf(name);
    if (!contentType) throw new Error(`Invalid image name: ${JSON.stringify(name)}`);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: name, Body: data, ContentType: contentType, ContentLength: data.length }),
    );
  }

  private async getBytes(name: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private async has(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async put(key: string, variants: ImageVariants): Promise<void> {
    await Promise.all(VARIANTS.map((variant) => this.putObject(variantFileName(key, variant), variants[variant])));
  }

  async delete(key: string): Promise<void> {
    // One DeleteObject each rather than DeleteObjects: that one needs a Content-MD5 or CRC header not every server takes.
    await Promise.all(fileNamesOf(key).map((name) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }))));
  }

  async exists(key: string): Promise<boolean> {
    const found = await Promise.all(VARIANTS.map((variant) => this.has(variantFileName(key, variant))));
    return found.every(Boolean);
  }

  read(key: string, variant: ImageVariant): Promise<Buffer | null> {
    return this.getBytes(variantFileName(key, variant));
  }

  readDerived(key: string, name: Derived): Promise<Buffer | null> {
    return this.getBytes(derivedFileName(key, name));
  }

  async putDerived(key: string, name: Derived, data: Buffer): Promise<void> {
    await this.putObject(derivedFileName(key, name), data);
  }

  async open(name: string, options: OpenOptions = {}): Promise<OpenResult> {
    const contentType = contentTypeOf(name);
    if (!contentType) return { status: 'missing' };
    // The conditions go to the store, so a 304 costs no transfer of the picture.
    // Only well-formed ones: a store may answer 400 to a malformed tag, which is the client's header, not a failure here.
    const conditions = options.ifNoneMatch
      ? isEtagList(options.ifNoneMatch)
        ? { IfNoneMatch: options.ifNoneMatch }
        : {}
      : options.ifModifiedSince && !Number.isNaN(Date.parse(options.ifModifiedSince))
        ? { IfModifiedSince: new Date(options.ifModifiedSince) }
        : {};
    let out: Omit<GetObjectCommandOutput, 'Body'> & { Body?: GetObjectCommandOutput['Body'] };
    try {
      const input = { Bucket: this.bucket, Key: name, ...conditions };
      out = await this.client.send(options.head ? new HeadObjectCommand(input) : new GetObjectCommand(input));
    } catch (error) {
      if (isMissing(error)) return { status: 'missing' };
      if (statusOf(error) === 304) {
        const headers = (error as { $response?: { headers?: Record<string, string> } }).$response?.headers ?? {};
        const lastModified = headers['last-modified'] ? new Date(headers['last-modified']) : undefined;
        // Some servers (s3rver) leave the tag out of a 304; a single tag asked for is then the one that matched.
        const asked = options.ifNoneMatch?.trim();
        const single = asked && /^(W\/)?"[^",]*"$/.test(asked) ? asked : undefined;
        return { status: 'not-modified', etag: headers.etag ?? single, lastModified };
      }
      throw error;
    }
    const etag = out.ETag ?? '';
    const lastModified = out.LastModified ?? new Date(0);
    const body = out.Body as Readable | undefined;
    // A server that ignored the conditions sent the whole picture anyway: answer 304 all the same.
    if (isNotModified(options, etag, lastModified)) {
      body?.destroy();
      return { status: 'not-modified', etag, lastModified };
    }
    return { status: 'ok', file: { contentType, contentLength: out.ContentLength ?? 0, etag, lastModified, body } };
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
