import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import type Sharp from 'sharp';
import { HttpError } from '../lib/http-error.ts';

/** Photos of ID documents are well under this; a pixel flood is refused from its header alone. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The longest side an ID or receipt image is kept at: a passport page at this size still shows its
 * machine-readable zone and photo sharply, at a fraction of a 12-megapixel camera's bytes.
 */
export const STORED_IMAGE_MAX_SIDE = 2400;
/**
 * JPEG quality 82 with mozjpeg's quantisation table (the one tuned for photos) and optimised Huffman
 * coding: no visible loss on a printed page. mozjpeg's trellis quantisation would save another fifth
 * of the bytes for four to five times the CPU per photo, which a burst of uploads on two cores cannot
 * spare (docs/architecture.md#files-and-uploads).
 */
export const STORED_JPEG = { quality: 82, quantisationTable: 3, optimiseCoding: true } as const;

let sharpLoaded: Promise<typeof Sharp> | undefined;

/** sharp, loaded with the first image rather than at start-up (a quarter of a second), and set up once. */
function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // Decoded ID photos are not kept in libvips' operation cache once the request is done.
    sharp.cache(false);
    // One libvips thread per image: the encodes below run side by side, one per core, rather than each
    // spreading over every core and all of them fighting for the same ones.
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}

/**
 * At most one encode per core runs at once; the others wait their turn here, so a burst of phone
 * photos neither starves the other requests of CPU nor holds a decoded 12-megapixel image each.
 */
export const imageEncodes = pLimit(Math.max(1, availableParallelism()));

/**
 * The image decoded and written again in its own format, at most 2,400 px on its longest side (never
 * enlarged), a JPEG at quality 82: EXIF orientation applied (`rotate()`), every metadata
 * block left out (EXIF with GPS, XMP, ICC, comments: sharp keeps none unless asked), and anything after
 * the image data (an appended HTML or script) gone. A truncated or corrupt image is 422; one over
 * 40 megapixels is 413 before its pixels are decoded.
 */
export function reencodeImage(bytes: Uint8Array, mediaType: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  return imageEncodes(async () => {
    const sharp = await loadSharp();
    // `failOn: 'error'` refuses truncated and corrupt data, yet accepts the harmless warnings some cameras trigger.
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate().resize({
      width: STORED_IMAGE_MAX_SIDE,
      height: STORED_IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    try {
      return mediaType === 'image/jpeg' ? await image.jpeg(STORED_JPEG).toBuffer() : await image.png().toBuffer();
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The image is too large: at most 40 megapixels');
      }
      throw new HttpError(422, 'FILE_UNREADABLE', 'The image could not be read: it may be damaged or incomplete');
    }
  });
}
