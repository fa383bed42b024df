import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { resolveAuthSecret } from './accounts/auth/auth-secret.ts';
import { loadConfig, type Config } from './config/config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import type { DatabaseHandle } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { makeDataDirPrivate } from './db/private-data-dir.ts';
import { ADMIN_TWO_FACTOR_LINE, adminSignInLine, resolveAdminCredentials } from './db/seed/demo-admin.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { startJobs, type Jobs } from './jobs/start-jobs.ts';
import { loadEnvFile } from './config/env-file.ts';
import { networkUrls } from './lib/network-addresses.ts';
import { createLogger } from './lib/logger.ts';
import { findActiveTripPlace } from './registration/queries/registration-places.ts';
import { createStorage } from './storage/create-storage.ts';

/** The longest the banner waits for the jobs' passes at start. */
const BANNER_WAIT_MS = 15_000;

/** Start-up: config, database (behind its lock), migrations, first-run seed, HTTP; clean shutdown on signals. */
async function main(): Promise<void> {
  // A closed output pipe (`npm start | head`) must not turn a clean shutdown into a crash.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  loadEnvFile();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    // A setting to correct, not a crash: its message alone, naming the variable and what it expects.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const logger = createLogger(config);
  makeDataDirPrivate(config.dataDir);

  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      onPoolError: (error) => logger.error({ err: error }, 'idle database connection failed'),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Again once the embedded database made its folder: it sets its files' modes itself, the folder hides them.
  makeDataDirPrivate(config.dataDir);

  let app: FastifyInstance | undefined;
  let jobs: Jobs | undefined;
  let isStopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await jobs?.stop();
      await app?.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    const admin = resolveAdminCredentials(config);
    const storage = createStorage(config);
    await database.withStartupLock(async () => {
      await database.migrate();
      await seedDemo(database.db, { admin, storage });
    });
    const appConfig = { ...config, authSecret: resolveAuthSecret(config.authSecret, config.dataDir) };
    app = await buildApp({ config: appConfig, db: database.db, logger });
    await app.listen({ port: config.port, host: config.host });
    jobs = startJobs({ db: database.db, config, storage, logger });
    // The banner comes last, under what start-up logs (the jobs' passes at start, the e-mails they kept),
    // so the person who ran `npm start` reads it without scrolling; a slow pass does not hold it for long.
    await Promise.race([jobs.started, new Promise((resolve) => setTimeout(resolve, BANNER_WAIT_MS).unref())]);
    console.log(`Voyage is running at ${config.publicUrl}`);
    const listensEverywhere = ['0.0.0.0', '::'].includes(config.host);
    if (!config.isPublicUrlSet && listensEverywhere) {
      for (const url of networkUrls(config.port)) console.log(`  also open at ${url} from this network`);
    }
    console.log(adminSignInLine(admin));
    console.log(ADMIN_TWO_FACTOR_LINE);
    const place = await findActiveTripPlace(database.db);
    // A code to try is for a demo; in production the log keeps what is printed, and codes are not for logs.
    if (place && config.nodeEnv !== 'production')
      console.log(
        `Register a traveller: ${new URL('/register', config.publicUrl)} with code ${place.registrationCode} (${place.schoolName})`,
      );
    if (!config.smtpUrl)
      console.log(
        `No SMTP_URL: e-mails wait in the admin's Messages screen (${new URL('/admin/outbox', config.publicUrl)})`,
      );
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }
}

await main();
