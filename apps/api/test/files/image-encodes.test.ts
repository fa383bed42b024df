import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageEncodes, reencodeImage } from '../../src/files/reencode-image.ts';
import * as corpus from './corpus.ts';

/** Image re-encoding runs at most one per core; a burst waits its turn (docs/architecture.md#files-and-uploads). */

describe('reencodeImage under a burst', () => {
  it('runs at most one encode per core at once, the rest waiting, and finishes them all', async () => {
    const cores = Math.max(1, availableParallelism());
    const photo = await corpus.jpeg({ width: 900, height: 600 });
    let mostAtOnce = 0;
    let mostWaiting = 0;
    const burst = Array.from({ length: cores * 3 }, () => reencodeImage(photo, 'image/jpeg'));
    const watch = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, imageEncodes.activeCount);
      mostWaiting = Math.max(mostWaiting, imageEncodes.pendingCount);
    }, 1);
    mostWaiting = Math.max(mostWaiting, imageEncodes.pendingCount);
    const results = await Promise.all(burst);
    clearInterval(watch);
    expect(mostAtOnce).toBeGreaterThan(0);
    expect(mostAtOnce).toBeLessThanOrEqual(cores);
    expect(mostWaiting).toBeGreaterThan(0);
    expect(imageEncodes.activeCount + imageEncodes.pendingCount).toBe(0);
    for (const bytes of results) expect((await sharp(bytes).metadata()).width).toBe(900);
    expect(sharp.concurrency()).toBe(1);
  });

  it('turns a PNG into a smaller PNG, never a JPEG, and keeps its transparency', async () => {
    const big = await sharp({
      create: { width: 3000, height: 2000, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 0.8 } },
    })
      .png()
      .toBuffer();
    const stored = await sharp(await reencodeImage(big, 'image/png')).metadata();
    expect([stored.format, stored.width, stored.height, stored.hasAlpha]).toEqual(['png', 2400, 1600, true]);
  });
});
