import type { FullConfig } from '@playwright/test';
import { SMTP_PORT } from './fixtures/env.ts';
import { mailDir } from './fixtures/mailbox.ts';
import { startMailSink } from './fixtures/mail-sink.ts';

/** The product's mail goes to a loopback SMTP sink for the whole run; the returned function stops it. */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const sink = await startMailSink({ port: SMTP_PORT, dir: mailDir() });
  return () => sink.close();
}
