import type { IMAGE_VARIANTS } from '@kiraya/contract';

export type ImageVariant = keyof typeof IMAGE_VARIANTS;
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Relative URL of one WebP variant of a stored picture (keys are server-made). */
export function imageUrl(key: string, variant: ImageVariant): string {
  return `${UPLOADS_URL_PREFIX}${key}-${variant}.webp`;
}

/** A public picture's URLs as the API names them: full, card and medium (the photo fields of the contract). */
export function publicImageUrls(key: string): { image: string; image_card: string; image_medium: string } {
  return { image: imageUrl(key, 'full'), image_card: imageUrl(key, 'card'), image_medium: imageUrl(key, 'medium') };
}

export function imageFileName(key: string, variant: ImageVariant): string {
  return `${key}-${variant}.webp`;
}
