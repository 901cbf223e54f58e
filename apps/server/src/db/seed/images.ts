import { availableParallelism } from 'node:os';
import { encodeImageVariants } from '../../lib/image-processing.js';
import type { ImageStore } from '../../lib/storage.js';
import { drawIllustration, type IllustrationKind } from './illustrations.js';

export interface SeedPicture {
  key: string;
  kind: IllustrationKind;
  label: string;
}

export interface SeedImagesResult {
  written: number;
  reused: number;
}

/**
 * Draws and stores the picture of every item whose two variants are not stored yet (so a re-seed is nearly free).
 * A few encodes run at once: sharp uses its own thread pool, so more than the core count only queues.
 */
export async function ensureSeedImages(
  pictures: readonly SeedPicture[],
  store: ImageStore,
  options: { concurrency?: number; force?: boolean } = {},
): Promise<SeedImagesResult> {
  const concurrency = options.concurrency ?? Math.max(2, Math.min(4, availableParallelism()));
  let next = 0;
  let written = 0;
  let reused = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const picture = pictures[next++];
      if (!picture) break;
      if (!options.force && (await store.exists(picture.key))) {
        reused++;
        continue;
      }
      const svg = Buffer.from(drawIllustration({ kind: picture.kind, seed: picture.key, label: picture.label }));
      // Flat illustrations compress well; effort 2 keeps the whole catalogue to a few seconds.
      const variants = await encodeImageVariants(svg, { allowSvg: true, quality: 82, effort: 2 });
      await store.put(picture.key, variants);
      written++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { written, reused };
}
