import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ImageVariants } from './image-processing.js';
import { type ImageVariant, imageFileName } from './images.js';

/**
 * Where pictures live. Keys are made by the server (`seed/p-001`, `products/<uuid>`), never by a client;
 * each key has a card and a full WebP variant. A local folder today; an S3-compatible store can replace it.
 */
export interface ImageStore {
  /** Writes both variants of a key, replacing any earlier ones. */
  put(key: string, variants: ImageVariants): Promise<void>;
  /** Removes both variants; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** True when both variants of the key are stored. */
  exists(key: string): Promise<boolean>;
}

const VARIANTS: ImageVariant[] = ['card', 'full'];
/** Pictures made from the variants when first asked for: the link-preview JPEG. */
const DERIVED = ['share.jpg'] as const;
export type Derived = (typeof DERIVED)[number];
/** Lower-case segments of letters, digits, `-` and `_`, separated by single slashes: no `..`, no absolute paths. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

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

export function assertImageKey(key: string): void {
  if (key.length > 200 || !KEY_PATTERN.test(key)) throw new Error(`Invalid image key: ${JSON.stringify(key)}`);
}

/** Files `<root>/<key>-card.webp` and `<root>/<key>-full.webp`, matching the `/uploads/` URLs of lib/images.ts. */
export class LocalImageStore implements ImageStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Absolute path of one variant (the key is validated, so it cannot leave the root). */
  pathOf(key: string, variant: ImageVariant): string {
    return this.fileOf(key, imageFileName(key, variant));
  }

  private fileOf(key: string, name: string): string {
    assertImageKey(key);
    const file = join(this.root, name);
    if (!file.startsWith(this.root + sep)) throw new Error(`Invalid image key: ${JSON.stringify(key)}`);
    return file;
  }

  async put(key: string, variants: ImageVariants): Promise<void> {
    const targets = VARIANTS.map((variant) => ({ file: this.pathOf(key, variant), data: variants[variant] }));
    await mkdir(dirname(targets[0]?.file ?? this.root), { recursive: true });
    await Promise.all(targets.map(({ file, data }) => writeAtomically(file, data)));
  }

  async delete(key: string): Promise<void> {
    await Promise.all([
      ...VARIANTS.map((variant) => rm(this.pathOf(key, variant), { force: true })),
      ...DERIVED.map((name) => rm(this.derivedPath(key, name), { force: true })),
    ]);
  }

  /** One stored variant's bytes, or null when it is not there. */
  async read(key: string, variant: ImageVariant): Promise<Buffer | null> {
    return readFile(this.pathOf(key, variant)).catch(() => null);
  }

  /** Path of a picture made from a key's variants on demand (`<key>-share.jpg`); deleted with the key. */
  private derivedPath(key: string, name: Derived): string {
    return this.fileOf(key, `${key}-${name}`);
  }

  async readDerived(key: string, name: Derived): Promise<Buffer | null> {
    return readFile(this.derivedPath(key, name)).catch(() => null);
  }

  /** Written as the variants are: processes making the same one at once never tear it. */
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
}

export function createLocalImageStore(uploadsDir: string): LocalImageStore {
  return new LocalImageStore(uploadsDir);
}
