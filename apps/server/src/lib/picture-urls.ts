import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ImageVariant, imageUrl, imageUrlFields } from './images.js';

/**
 * Pictures of items not (yet) approved are private: `/uploads/` serves them only with a signature made here, so an
 * `<img src>` (which sends no Authorization header) works for the owner or admin the API showed it to. The signature
 * is an HMAC of the path and expiry under a key derived from the token secret, so any process verifies it.
 */
export type PictureUrls = (key: string, variant: ImageVariant, isPublic: boolean) => string;

/** A picture's URL fields (images.ts imageUrlFields), each signed when the picture is private. */
export const pictureUrlSet = (pictures: PictureUrls, key: string, isPublic: boolean) =>
  imageUrlFields((variant) => pictures(key, variant, isPublic));

/** Signatures last between one and two windows; within a window the URL stays the same, so polls reuse the image. */
export const PICTURE_URL_WINDOW_SECONDS = 15 * 60;

function signingKey(secret: string): Buffer {
  // Derived, so a picture signature can never pass for a login token's and the reverse.
  return createHmac('sha256', secret).update('kiraya picture urls').digest();
}

function signature(key: Buffer, path: string, exp: number): string {
  return createHmac('sha256', key).update(`${path}\n${exp}`).digest('base64url');
}

export function createPictureUrls(secret: string, now: () => number = Date.now): PictureUrls {
  const key = signingKey(secret);
  return (imageKey, variant, isPublic) => {
    const path = imageUrl(imageKey, variant);
    if (isPublic) return path;
    const window = PICTURE_URL_WINDOW_SECONDS;
    const exp = (Math.floor(now() / 1000 / window) + 2) * window;
    return `${path}?exp=${exp}&sig=${signature(key, path, exp)}`;
  };
}

/** True when `sig` was made by createPictureUrls for this path and `exp` has not passed. */
export function verifyPictureSignature(secret: string, path: string, exp: unknown, sig: unknown, now = Date.now()): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 <= now) return false;
  const expected = Buffer.from(signature(signingKey(secret), path, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
