// The API's load benchmarks, each on every database: the students page and screen, the payments queue and
// ledger, the registration's autosave and ID upload.
import { type BenchRun, type BenchSettings, count, kB } from '../lib/bench-run.ts';
import { formatNumber, ratio } from '../lib/table.ts';
import { measurePayments } from '../payments-api.ts';
import { measureAutosave, measureUpload } from '../registration-api.ts';
import { measureStudents } from '../students-api.ts';

export async function runStudents(run: BenchRun, { backends, travellers, seconds, warmUpSeconds }: BenchSettings) {
  for (const backend of backends) {
    await run.step(
      'students',
      `api/students page and the students screen (${count(travellers)} travellers, ${backend.name}), autocannon ${seconds}s x 10 connections`,
      async () => {
        const { api, bare, bytes, students, total, screen } = await measureStudents(backend, seconds, warmUpSeconds);
        run.pushLoad(`api/students page (${students} of ${count(total)} rows, ${kB(bytes)})`, backend, api, bare);
        if ('error' in screen) {
          run.failures.push(`students screen on ${backend.name}: ${screen.error}`);
          return;
        }
        run.rows.push({
          benchmark: `students screen first page shown (dashboard's Travellers, desktop, ${count(travellers)} travellers)`,
          backend: backend.name,
          measure: `ms from navigation, median of ${screen.visits}`,
          voyage: screen.medianMs,
          baseline: '',
          ratio: '',
          ...(screen.retriedAfter
            ? { note: run.notes.mark(`run twice: the first attempt timed out (${screen.retriedAfter})`) }
            : {}),
        });
      },
    );
  }
}

export async function runPayments(run: BenchRun, { backends, travellers, seconds, warmUpSeconds }: BenchSettings) {
  for (const backend of backends) {
    await run.step(
      'payments',
      `payments review queue and ledger (${count(travellers)} travellers, ${count(travellers * 2)} payments, ${backend.name}), autocannon ${seconds}s x 10 and x 2 connections`,
      async () => {
        const { queue, csv, xlsx, payments, processing } = await measurePayments(backend, seconds, warmUpSeconds);
        run.pushLoad(
          `api/admin/payments?status=pending (${queue.rows} of ${queue.total} waiting, ${kB(queue.bytes)})`,
          backend,
          queue.api,
          queue.bare,
        );
        const ledger = (format: string, bytes: number) =>
          `payments ledger ${format} (${payments} rows, ${kB(bytes)}, 2 connections)`;
        run.pushLoad(ledger('CSV', csv.bytes), backend, csv.api, csv.bare);
        run.pushLoad(ledger('XLSX', xlsx.bytes), backend, xlsx.api, xlsx.bare);
        if (queue.total !== processing)
          run.failures.push(
            `payments: the queue counts ${queue.total} payments, ${processing} are waiting for confirmation`,
          );
      },
    );
  }
}

export async function runRegistration(run: BenchRun, { backends, seconds, warmUpSeconds }: BenchSettings) {
  for (const backend of backends) {
    await run.step(
      'registration',
      `registration autosave (PUT /api/registration/draft, ${backend.name}), autocannon ${seconds}s x 10 connections`,
      async () => {
        const { api, bare, requestBytes, replyBytes } = await measureAutosave(backend, seconds, warmUpSeconds);
        run.pushLoad(`registration autosave (${requestBytes} B in, ${replyBytes} B out)`, backend, api, bare);
      },
    );

    await run.step(
      'registration',
      `registration ID upload (POST /api/registration/draft/document, ${backend.name}), autocannon ${seconds}s x 2 connections`,
      async () => {
        const { api, bare, uploadedBytes, storedBytes, storedObjects } = await measureUpload(
          backend,
          seconds,
          warmUpSeconds,
        );
        const megabytes = (bytes: number) => formatNumber(bytes / 1024 / 1024);
        const label = `registration ID upload (12 MP JPEG, ${megabytes(uploadedBytes)} MB)`;
        run.pushLoad(label, backend, api, bare);
        run.rows.push({
          benchmark: label,
          backend: backend.name,
          measure: 'MB stored (re-encoded) vs uploaded',
          voyage: storedBytes / 1024 / 1024,
          baseline: uploadedBytes / 1024 / 1024,
          ratio: ratio(storedBytes, uploadedBytes),
        });
        if (storedObjects !== 1)
          run.failures.push(`${label}: ${storedObjects} objects left in the file store, expected the one document`);
      },
    );
  }
}
