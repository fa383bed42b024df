import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteHandle } from '../../src/db/open-database.ts';
import { files } from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/db/seed/seed-demo.ts';
import { hasActiveContent } from '../../src/files/rewrite-pdf.ts';
import { LocalDiskStorage } from '../../src/storage/local-disk-storage.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-demo-files-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('demo seed with a file store', () => {
  it('stores a placeholder for every file record, matching its size and SHA-256', async () => {
    const storage = new LocalDiskStorage(path.join(dataDir, 'files'));
    const handle = pgliteHandle(await PGlite.create());
    try {
      await handle.migrate();
      await seedDemo(handle.db, { storage, now: new Date('2026-06-15T10:00:00Z') });

      const rows = await handle.db.select().from(files);
      expect(rows.length).toBeGreaterThan(100);
      for (const row of rows) {
        const bytes = await storage.get(row.id);
        expect(bytes, row.id).toBeDefined();
        expect(bytes!.length).toBe(row.sizeBytes);
        expect(createHash('sha256').update(bytes!).digest('hex')).toBe(row.sha256);
      }

      const image = rows.find((row) => row.mediaType === 'image/jpeg')!;
      expect(await sharp(await storage.get(image.id)).metadata()).toMatchObject({
        format: 'jpeg',
        width: 900,
        height: 600,
      });
      const pdf = rows.find((row) => row.mediaType === 'application/pdf')!;
      // The placeholder passes the same checks as a parent's upload.
      const pdfBytes = (await storage.get(pdf.id))!;
      expect(await hasActiveContent(pdfBytes)).toBe(false);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
