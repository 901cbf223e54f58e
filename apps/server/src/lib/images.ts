import type { IMAGE_VARIANTS } from '@kiraya/contract';

export type ImageVariant = keyof typeof IMAGE_VARIANTS;
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Relative URL of one WebP variant of a stored picture (keys are server-made). */
export function imageUrl(key: string, variant: ImageVariant): string {
  return `${UPLOADS_URL_PREFIX}${key}-${variant}.webp`;
}

/** A picture's URLs as the API names them (the contract's photo fields), each made by `urlOf` from its variant. */
export function imageUrlFields(urlOf: (variant: ImageVariant) => string): { image: string; image_card: string; image_medium: string } {
  return { image: urlOf('full'), image_card: urlOf('card'), image_medium: urlOf('medium') };
}

/** A public picture's URL fields. */
export const publicImageUrls = (key: string) => imageUrlFields((variant) => imageUrl(key, variant));

export function imageFileName(key: string, variant: ImageVariant): string {
  return `${key}-${variant}.webp`;
}
