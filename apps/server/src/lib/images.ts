import type { IMAGE_VARIANTS } from '@kiraya/contract';

export type ImageVariant = keyof typeof IMAGE_VARIANTS;
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Relative URL of one WebP variant of a stored picture (keys are server-made). */
export function imageUrl(key: string, variant: ImageVariant): string {
  return `${UPLOADS_URL_PREFIX}${key}-${variant}.webp`;
}

export function imageFileName(key: string, variant: ImageVariant): string {
  return `${key}-${variant}.webp`;
}
