import { IMAGE_VARIANTS } from '@kiraya/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { encodeImageVariants } from './image-processing.js';

const png = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function expectAppError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  expect((error as AppError).statusCode).toBe(400);
}

describe('encodeImageVariants', () => {
  it('refuses a buffer that is not an image, whatever it claims to be', async () => {
    await expectAppError(encodeImageVariants(Buffer.from('%PDF-1.7 definitely not a picture')), 'UPLOAD_INVALID_IMAGE');
    await expectAppError(encodeImageVariants(Buffer.alloc(0)), 'UPLOAD_INVALID_IMAGE');
  });

  it('refuses a truncated image', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    await expectAppError(encodeImageVariants(jpeg.subarray(0, Math.floor(jpeg.length / 2))), 'UPLOAD_INVALID_IMAGE');
  });

  it('refuses SVG from uploads but accepts it for server-drawn pictures', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#c33"/></svg>',
    );
    await expectAppError(encodeImageVariants(svg), 'UPLOAD_INVALID_IMAGE');
    const { card } = await encodeImageVariants(svg, { allowSvg: true });
    expect((await sharp(card).metadata()).format).toBe('webp');
  });

  it('refuses an image above the 40-megapixel cap before decoding it', async () => {
    const huge = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10000" height="5000"><rect width="10" height="10"/></svg>');
    await expectAppError(encodeImageVariants(huge, { allowSvg: true }), 'UPLOAD_TOO_MANY_PIXELS');
  });

  it('writes both WebP variants at the contract sizes, cropping any aspect ratio to 4:3', async () => {
    for (const [w, h] of [
      [1000, 300],
      [300, 1000],
      [64, 48],
    ] as const) {
      const { card, full } = await encodeImageVariants(await png(w, h));
      const [c, f] = await Promise.all([sharp(card).metadata(), sharp(full).metadata()]);
      expect([c.format, c.width, c.height]).toEqual(['webp', IMAGE_VARIANTS.card.width, IMAGE_VARIANTS.card.height]);
      expect([f.format, f.width, f.height]).toEqual(['webp', IMAGE_VARIANTS.full.width, IMAGE_VARIANTS.full.height]);
    }
  });

  it('applies the EXIF orientation and strips the metadata', async () => {
    // Landscape pixels, left half red and right half blue, tagged "rotate 90° clockwise" (orientation 6).
    const left = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ff0000' } })
      .composite([{ input: { create: { width: 200, height: 300, channels: 3, background: '#0000ff' } }, left: 200, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { full } = await encodeImageVariants(left);
    const meta = await sharp(full).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // After rotating clockwise the red half is on top; the 4:3 crop keeps the middle rows, red above blue.
    const { data, info } = await sharp(full).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [r1, , b1] = pixel(600, 100);
    const [r2, , b2] = pixel(600, 800);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });
});
