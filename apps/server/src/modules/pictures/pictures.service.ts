import type { Db } from '../../db/client.js';
import { UPLOADS_URL_PREFIX } from '../../lib/images.js';
import { verifyPictureSignature } from '../../lib/picture-urls.js';
import { assertImageKey } from '../../lib/storage.js';
import * as repo from './pictures.repository.js';

export type PictureAccess = 'public' | 'private' | 'none';

const PICTURE_PATH = new RegExp(`^${UPLOADS_URL_PREFIX}(.+)-(card|medium|full)\\.webp$`);

/** The image key of an `/uploads/<key>-<variant>.webp` path, or null for anything else. */
export function pictureKeyOf(path: string): string | null {
  const key = PICTURE_PATH.exec(path)?.[1];
  if (!key) return null;
  try {
    assertImageKey(key);
    return key;
  } catch {
    return null;
  }
}

/**
 * Who may load a picture: anyone when an approved item shows it; with a valid, unexpired signature (made for the
 * owner, the ad's buyer or an admin by the API) when private; nobody otherwise. Asked of the database every time:
 * an in-process answer would let another process keep serving a picture whose item was just rejected or deleted.
 */
export async function pictureAccess(db: Db, secret: string, path: string, exp: unknown, sig: unknown): Promise<PictureAccess> {
  const key = pictureKeyOf(path);
  if (!key) return 'none';
  if (exp !== undefined && verifyPictureSignature(secret, path, exp, sig)) return 'private';
  return (await repo.isApprovedImage(db, key)) ? 'public' : 'none';
}
