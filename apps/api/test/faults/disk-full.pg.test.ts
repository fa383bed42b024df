import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiProcesses, callApi, waitFor, type ApiProcess, SERVING_TIMEOUT_MS } from '../helpers/api-process.ts';
import { dropPostgresDatabase, scratchPostgresDatabase, testPool } from '../helpers/postgres-databases.ts';
import { familyWithDraft, noisyPhoto, uploadPassport } from '../helpers/registration-process.ts';

/**
 * A disk that cannot take a file (SECURITY §2.3): the server process is limited to writing files of 64 kB (the soft limit, so the test can lift it again)
 * (`prlimit --fsize`, which makes a longer write fail as a full disk does, EFBIG rather than ENOSPC), then a
 * family uploads a photo. The database is a PostgreSQL server, whose own files the limit does not touch
 * (the embedded one lives in the process and would be refused too).
 */
const apis = apiProcesses('disk-full');
const baseUrl = inject('databaseUrl')!;

const uploadsInTmp = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('voyage-upload-')).length;

describe('a full disk while an ID is stored', () => {
  let api: ApiProcess;
  let dataDir: string;
  let database: pg.Pool;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    databaseUrl = await scratchPostgresDatabase(baseUrl, 'voyage_disk_full');
    database = testPool(databaseUrl, 1);
    dataDir = apis.tempDir();
    api = await apis.start(dataDir, {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: '',
      REGISTRATION_CODE_RATE_LIMIT_MAX: '100',
    });
    await apis.untilServing(api);
    await waitFor(() => /with code \S+/.test(api.output()), 'the registration code to try');
  }, SERVING_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await database?.end();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('answers a clear error, keeps nothing, and stores the same photo once the disk has room again', async () => {
    const { family, tripId } = await familyWithDraft(api);
    const photo = await noisyPhoto(1600, 1200, 90);
    const upload = () =>
      uploadPassport(api, family, photo, { signal: AbortSignal.timeout(20_000) }).catch((error: unknown) => {
        throw new Error(`no answer: ${String(error)}\n${api.output().slice(-3000)}`);
      });
    const filesDir = path.join(dataDir, 'files');
    const objectsBefore = fs
      .readdirSync(filesDir)
      .filter((name) => name !== 'tmp')
      .sort();
    const filesBefore = Number((await database.query('select count(*) as n from files')).rows[0].n);
    const uploadsBefore = uploadsInTmp();

    execFileSync('prlimit', [`--pid=${api.child.pid}`, '--fsize=65536:']);
    const refused = await upload();
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({
      code: 'STORAGE_FULL',
      message: 'The server has no room to store the file right now; nothing was saved',
    });
    expect(
      fs
        .readdirSync(filesDir)
        .filter((name) => name !== 'tmp')
        .sort(),
    ).toEqual(objectsBefore);
    expect(fs.existsSync(path.join(filesDir, 'tmp')) ? fs.readdirSync(path.join(filesDir, 'tmp')) : []).toEqual([]);
    expect(Number((await database.query('select count(*) as n from files')).rows[0].n)).toBe(filesBefore);
    expect(uploadsInTmp()).toBeLessThanOrEqual(uploadsBefore);
    const draft = await (await callApi(api, family, `/api/registration/draft?trip_id=${tripId}`)).json();
    expect(draft).toMatchObject({ document: null });

    execFileSync('prlimit', [`--pid=${api.child.pid}`, '--fsize=unlimited:']);
    expect((await upload()).status).toBe(200);
    expect(Number((await database.query('select count(*) as n from files')).rows[0].n)).toBe(filesBefore + 1);
  }, 60_000);
});
