import { randomBytes } from 'node:crypto';
import { constants, mkdirSync } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import type { ImageVariants } from './image-processing.js';
import { type ImageVariant, imageFileName } from './images.js';

/** A stored file as served under `/uploads/`: its metadata, and its bytes unless only the head was asked for. */
export interface StoredFile {
  contentType: string;
  contentLength: number;
  /** A validator for If-None-Match (quoted, possibly weak). */
  etag: string;
  lastModified: Date;
  body?: Readable;
}

/** The request's conditions, as sent (header values); If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2). */
export interface OpenOptions {
  head?: boolean;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

export type OpenResult =
  | { status: 'ok'; file: StoredFile }
  | { status: 'not-modified'; etag?: string; lastModified?: Date }
  | { status: 'missing' };

/**
 * Where pictures live. Keys are made by the server (`seed/p-001`, `products/<uuid>`), never by a client; each key has a
 * card and a full WebP variant and may get derived files (the link-preview JPEG). Two implementations: a local folder
 * (the default) and an S3-compatible bucket (storage-s3.ts), chosen by createImageStore. Names inside the store are the
 * same in both (`products/<uuid>-card.webp`), and are the paths under `/uploads/`.
 */
export interface ImageStore {
  readonly kind: 'local' | 's3';
  /** Writes both variants of a key, replacing any earlier ones; a reader never sees half a file. */
  put(key: string, variants: ImageVariants): Promise<void>;
  /** Removes both variants and every derived file; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** True when both variants of the key are stored. */
  exists(key: string): Promise<boolean>;
  /** One stored variant's bytes, or null when it is not there. */
  read(key: string, variant: ImageVariant): Promise<Buffer | null>;
  readDerived(key: string, name: Derived): Promise<Buffer | null>;
  /** Written as the variants are: processes making the same one at once never tear it. */
  putDerived(key: string, name: Derived, data: Buffer): Promise<void>;
  /** A stored file by its name under `/uploads/`, for serving: missing, not modified (by the conditions), or its bytes. */
  open(name: string, options?: OpenOptions): Promise<OpenResult>;
  /** Readiness: resolves when the store can take writes (local: the folder is writable; S3: the bucket answers). */
  check(): Promise<void>;
  /** Lets go of connections (the app's onClose). */
  close(): Promise<void>;
}

/** The variants written at upload (ImageVariants); medium is derived. */
export const VARIANTS = ['card', 'full'] as const satisfies readonly ImageVariant[];
/**
 * Pictures made from the full variant when first asked for, and kept beside it: the link-preview JPEG and the medium
 * WebP (derived-images.ts). Pictures stored before a derived size existed get it the same way, with no job to run.
 */
export const DERIVED = ['share.jpg', 'medium.webp'] as const;
export type Derived = (typeof DERIVED)[number];
/** Lower-case segments of letters, digits, `-` and `_`, separated by single slashes: no `..`, no absolute paths. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;
/** Every name a store holds: `<key>-card.webp`, `<key>-medium.webp`, `<key>-full.webp`, `<key>-share.jpg`. */
const NAME_PATTERN = /^(.+)-(card\.webp|medium\.webp|full\.webp|share\.jpg)$/;

export function assertImageKey(key: string): void {
  if (key.length > 200 || !KEY_PATTERN.test(key)) throw new Error(`Invalid image key: ${JSON.stringify(key)}`);
}

/** The stored name of a derived file (`<key>-share.jpg`, `<key>-medium.webp`). */
export function derivedFileName(key: string, name: Derived): string {
  assertImageKey(key);
  return `${key}-${name}`;
}

/** The stored name of a variant, with its key validated (so it cannot leave the store's root). */
export function variantFileName(key: string, variant: ImageVariant): string {
  assertImageKey(key);
  return imageFileName(key, variant);
}

/** Every name stored for a key: what delete removes. */
export function fileNamesOf(key: string): string[] {
  return [...VARIANTS.map((v) => variantFileName(key, v)), ...DERIVED.map((d) => derivedFileName(key, d))];
}

/** The content type of a stored name, or null when the name is not one a store holds (so it is never served). */
export function contentTypeOf(name: string): string | null {
  const match = NAME_PATTERN.exec(name);
  if (!match?.[1] || match[1].length > 200 || !KEY_PATTERN.test(match[1])) return null;
  return match[2] === 'share.jpg' ? 'image/jpeg' : 'image/webp';
}

/** `*` or a comma-separated list of (possibly weak) quoted entity tags, as If-None-Match allows (RFC 9110 13.1.2). */
const ETAG_LIST = /^\s*(\*|(W\/)?"[\x21\x23-\x7e]*"(\s*,\s*(W\/)?"[\x21\x23-\x7e]*")*)\s*$/;

/** True for a well-formed If-None-Match value: only such a one is passed on to a store, which may refuse others. */
export function isEtagList(header: string): boolean {
  return ETAG_LIST.test(header);
}

/** If-None-Match's weak comparison (`*`, a list, W/ prefixes), as RFC 9110 13.1.2 asks for GET and HEAD. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** True when the conditions say the client's copy is current. */
export function isNotModified(options: OpenOptions, etag: string, lastModified: Date): boolean {
  if (options.ifNoneMatch) return etagMatches(options.ifNoneMatch, etag);
  if (!options.ifModifiedSince) return false;
  const since = Date.parse(options.ifModifiedSince);
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** Temp file + rename: a reader never sees half a picture, and a crash leaves no truncated file behind. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/** Files `<root>/<key>-card.webp` and `<root>/<key>-full.webp`, matching the `/uploads/` URLs of lib/images.ts. */
export class LocalImageStore implements ImageStore {
  readonly kind = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Absolute path of one variant (the key is validated, so it cannot leave the root). */
  pathOf(key: string, variant: ImageVariant): string {
    return this.fileOf(variantFileName(key, variant));
  }

  private derivedPath(key: string, name: Derived): string {
    return this.fileOf(derivedFileName(key, name));
  }

  /** A stored name's path; names come from validated keys, and this check keeps it so. */
  private fileOf(name: string): string {
    const file = join(this.root, name);
    if (!file.startsWith(this.root + sep)) throw new Error(`Invalid image key: ${JSON.stringify(name)}`);
    return file;
  }

  async put(key: string, variants: ImageVariants): Promise<void> {
    const targets = VARIANTS.map((variant) => ({ file: this.pathOf(key, variant), data: variants[variant] }));
    await mkdir(dirname(this.pathOf(key, 'card')), { recursive: true });
    await Promise.all(targets.map(({ file, data }) => writeAtomically(file, data)));
  }

  async delete(key: string): Promise<void> {
    await Promise.all(fileNamesOf(key).map((name) => rm(this.fileOf(name), { force: true })));
  }

  async read(key: string, variant: ImageVariant): Promise<Buffer | null> {
    return readFile(this.pathOf(key, variant)).catch(() => null);
  }

  async readDerived(key: string, name: Derived): Promise<Buffer | null> {
    return readFile(this.derivedPath(key, name)).catch(() => null);
  }

  async putDerived(key: string, name: Derived, data: Buffer): Promise<void> {
    await writeAtomically(this.derivedPath(key, name), data);
  }

  async exists(key: string): Promise<boolean> {
    const found = await Promise.all(
      VARIANTS.map((variant) =>
        access(this.pathOf(key, variant)).then(
          () => true,
          () => false,
        ),
      ),
    );
    return found.every(Boolean);
  }

  async open(name: string, options: OpenOptions = {}): Promise<OpenResult> {
    const contentType = contentTypeOf(name);
    if (!contentType) return { status: 'missing' };
    // Opened before stat: a rename or delete after this still serves the one whole file this handle holds.
    const handle = await open(this.fileOf(name), 'r').catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!handle) return { status: 'missing' };
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return { status: 'missing' };
      }
      // The validator @fastify/static (send) gave these files, so browsers' cached copies stay valid.
      const etag = `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
      const lastModified = stats.mtime;
      if (isNotModified(options, etag, lastModified)) {
        await handle.close();
        return { status: 'not-modified', etag, lastModified };
      }
      const file: StoredFile = { contentType, contentLength: stats.size, etag, lastModified };
      if (options.head) await handle.close();
      else file.body = handle.createReadStream({ autoClose: true });
      return { status: 'ok', file };
    } catch (error) {
      await handle.close().catch(() => {});
      throw error;
    }
  }

  async check(): Promise<void> {
    await access(this.root, constants.W_OK);
  }

  async close(): Promise<void> {}
}

export function createLocalImageStore(uploadsDir: string): LocalImageStore {
  return new LocalImageStore(uploadsDir);
}

/**
 * The configured store: an S3-compatible bucket when S3_* are set (the SDK is loaded only then), else
 * `<DATA_DIR>/uploads`, created if missing.
 */
export async function createImageStore(config: Pick<Config, 'dataDir' | 's3'>): Promise<ImageStore> {
  if (config.s3) {
    const { S3ImageStore } = await import('./storage-s3.js');
    return new S3ImageStore(config.s3);
  }
  const uploadsDir = join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  return createLocalImageStore(uploadsDir);
}
