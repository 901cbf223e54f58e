import { coded, IMAGE_VARIANTS, UPLOAD_MSG } from '@kiraya/contract';
import sharp from 'sharp';
import { AppError } from './errors.js';

/** Decoding more than this is refused before any pixel is processed (a "decompression bomb" guard). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Formats accepted from untrusted uploads, judged by content (sharp's sniffing), never by file name. */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface ImageVariants {
  /** 480×360 WebP. */
  card: Buffer;
  /** 1200×900 WebP. */
  full: Buffer;
}

export interface EncodeOptions {
  /** SVG may run external references: only for pictures the server draws itself (the seed). */
  allowSvg?: boolean;
  /** WebP quality 1–100 (default 80). */
  quality?: number;
  /** WebP encoder effort 0–6 (default 4); lower is faster. */
  effort?: number;
}

export const invalidImage = () => new AppError('INVALID_IMAGE', 400, UPLOAD_MSG.invalidImage);
export const imageTooLarge = () => new AppError('IMAGE_TOO_LARGE', 400, coded(UPLOAD_MSG.tooManyPixels, MAX_INPUT_PIXELS / 1_000_000));

/**
 * Re-encodes any accepted picture to the two WebP variants of the contract: EXIF-rotated, cropped to 4:3
 * (fit cover, centred), metadata stripped (sharp keeps none unless asked). Throws AppError 400 for anything
 * that is not a decodable image of an accepted format, or one above the pixel cap.
 */
export async function encodeImageVariants(input: Buffer, options: EncodeOptions = {}): Promise<ImageVariants> {
  const { allowSvg = false, quality = 80, effort = 4 } = options;
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw invalidImage();
  }
  if (!format || !(UPLOAD_FORMATS.has(format) || (allowSvg && format === 'svg'))) throw invalidImage();
  if (pixels === 0) throw invalidImage();
  if (pixels > MAX_INPUT_PIXELS) throw imageTooLarge();

  // Decode once, straight to the full variant's pixels; the card is cut from those (never a second decode of a
  // 40 MP original). Transparent areas become white: cards sit on white and WebP alpha would cost bytes.
  const { width: fullW, height: fullH } = IMAGE_VARIANTS.full;
  const { width: cardW, height: cardH } = IMAGE_VARIANTS.card;
  const webp = { quality, effort };
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(fullW, fullH, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const [card, full] = await Promise.all([
      sharp(data, { raw }).resize(cardW, cardH, { fit: 'cover' }).webp(webp).toBuffer(),
      sharp(data, { raw }).webp(webp).toBuffer(),
    ]);
    return { card, full };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooLarge();
    throw invalidImage();
  }
}

/**
 * A picture's medium variant (800×600 WebP), made from its stored full variant: already checked, rotated, cropped to
 * 4:3 and flattened at upload, so only a resize and an encode at the upload's quality are left.
 */
export async function encodeMediumImage(full: Buffer): Promise<Buffer> {
  const { width, height } = IMAGE_VARIANTS.medium;
  return sharp(full, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(width, height, { fit: 'cover' })
    .webp({ quality: 80, effort: 4 })
    .toBuffer();
}

/** The picture a shared link shows (Open Graph, Twitter, WhatsApp): 1.91:1, the size those previews ask for. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * A cover's link-preview JPEG, made from its stored full variant (already checked and re-encoded at upload): cropped
 * to 1200×630 around its most striking part, JPEG because not every app that previews links reads WebP.
 */
export async function encodeShareImage(full: Buffer): Promise<Buffer> {
  return sharp(full, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
