import { encodeMediumImage, encodeShareImage } from './image-processing.js';
import type { Derived, ImageStore } from './storage.js';

const ENCODERS: Record<Derived, (full: Buffer) => Promise<Buffer>> = {
  'share.jpg': encodeShareImage,
  'medium.webp': encodeMediumImage,
};

/**
 * Makes a derived picture (the link-preview JPEG, the medium WebP) from the key's full variant and keeps it in the
 * store beside it, unless it is there already; null when the key has no full variant. The store is shared by every
 * process and its writes are whole (temp file and rename, or one S3 put), so processes making the same file at once
 * write the same bytes and a reader never sees half of them: no lock is needed, and no process remembers anything.
 */
export async function ensureDerived(images: ImageStore, key: string, name: Derived): Promise<Buffer | null> {
  const stored = await images.readDerived(key, name);
  if (stored) return stored;
  const full = await images.read(key, 'full');
  if (!full) return null;
  const made = await ENCODERS[name](full);
  await images.putDerived(key, name, made);
  return made;
}
