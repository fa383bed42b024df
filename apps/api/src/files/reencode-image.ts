import sharp from 'sharp';
import { HttpError } from '../lib/http-error.ts';

/** Photos of ID documents are well under this; a pixel flood is refused from its header alone. */
export const MAX_IMAGE_PIXELS = 40_000_000;

// Decoded ID photos are not kept in libvips' operation cache once the request is done.
sharp.cache(false);

/**
 * The image decoded and written again in its own format: EXIF orientation applied (`rotate()`), every
 * metadata block left out (EXIF with GPS, XMP, comments: sharp keeps none unless asked), and anything
 * after the image data (an appended HTML or script) gone. A truncated or corrupt image is 422; one over
 * 40 megapixels is 413 before its pixels are decoded.
 */
export async function reencodeImage(bytes: Uint8Array, mediaType: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  // `failOn: 'error'` refuses truncated and corrupt data, yet accepts the harmless warnings some cameras trigger.
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  try {
    return mediaType === 'image/jpeg' ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The image is too large: at most 40 megapixels');
    }
    throw new HttpError(422, 'FILE_UNREADABLE', 'The image could not be read: it may be damaged or incomplete');
  }
}
