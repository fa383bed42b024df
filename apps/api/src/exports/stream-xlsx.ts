import { PassThrough, pipeline, Readable } from 'node:stream';
import type { Locale } from '@voyage/domain';
import type { Archiver, EntryData } from 'archiver';
import { packageParts, sheetPartName } from './xlsx-package.ts';
import { layoutSheets, sheetXml, type SheetSource } from './xlsx-sheet.ts';

/** Settles when the zip has taken the whole entry `name`; fails if the zip fails or is closed first. */
function entryWritten(archive: Archiver, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: EntryData) => {
      if (entry.name !== name) return;
      stop();
      resolve();
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => onError(new Error(`The workbook was closed before ${name} was written`));
    const stop = () => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      archive.off('close', onClose);
    };
    archive.on('entry', onEntry);
    archive.once('error', onError);
    archive.once('close', onClose);
  });
}

/**
 * A workbook written as its rows arrive (docs/architecture.md#exports-that-stream): the package's small parts
 * first (everything in them is known from the sheets' names and header rows), then each worksheet, row by
 * row with its texts inline, into a zip whose entries are written one after another to the returned stream.
 * A sheet's next page is asked for only when the zip and the reply have taken the last (backpressure), so
 * a slow download holds a page, not the list. If a page cannot be read, the stream fails and the download
 * is cut short.
 */
export async function streamXlsx(locale: Locale, sources: readonly SheetSource[]): Promise<Readable> {
  // archiver is loaded with the first workbook, not at start-up (a third of a second).
  const { ZipArchive } = await import('archiver');
  // Node's own 16 KiB between stages, not archiver's 1 MiB, which would read pages megabytes ahead of the reply.
  const archive = new ZipArchive({ zlib: { level: 6 }, highWaterMark: 16 * 1024 });
  const sheets = layoutSheets(sources);
  const body = new PassThrough();
  pipeline(archive, body, () => undefined);
  let current: Readable | undefined;
  // A download given up ends the sheet being written, so no further page is read.
  archive.once('close', () => current?.destroy());
  const fill = async () => {
    for (const [name, xml] of packageParts(sheets)) archive.append(xml, { name });
    for (const [index, sheet] of sheets.entries()) {
      const name = sheetPartName(index);
      const part = Readable.from(sheetXml(sheet, locale), { objectMode: false });
      part.once('error', (error) => archive.destroy(error));
      current = part;
      const written = entryWritten(archive, name);
      // One sheet at a time: the zip reads a sheet given to it at once, pages ahead of its turn.
      archive.append(part, { name });
      await written;
    }
    await archive.finalize();
  };
  fill().catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  return body;
}
