import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;
/** Sensor-like grain: without it a smooth gradient compresses to a few hundred kB, unlike a real photo. */
const GRAIN = 48;

/** A fixed pseudo-random sequence (mulberry32), so every run uploads the same bytes. */
function grain(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}

const channel = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** A 12-megapixel JPEG (4000×3000, quality 85) of about 4 MB, as a phone camera takes a passport page. */
export async function phonePhoto(): Promise<Buffer> {
  const next = grain(2026);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const noise = next() * GRAIN;
      pixels[i] = channel(40 + (180 * x) / WIDTH + noise);
      pixels[i + 1] = channel(60 + (150 * y) / HEIGHT + noise);
      pixels[i + 2] = channel(200 - (120 * (x + y)) / (WIDTH + HEIGHT) + noise);
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
