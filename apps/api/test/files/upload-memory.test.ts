import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiProcesses, callApi, waitFor, type ApiProcess, type Browser } from '../helpers/api-process.ts';
import { multipartBody } from './upload-kit.ts';

/**
 * A burst of large uploads against a real server process: 40 phone photos of about 9 MB sent at once
 * must neither take the process's memory far past its resting size nor keep it there afterwards.
 */
const apis = apiProcesses('upload-memory');
const MB = 1024 * 1024;

/** The process's resident memory now and its peak so far, from the kernel (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** A 12-megapixel JPEG of about 9 MB: grain like a phone sensor's keeps it from compressing small. */
function phonePhoto(): Promise<Buffer> {
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A family's browser with a registration in progress at the ID step's door. */
async function familyWithDraft(api: ApiProcess, code: string, tripId: number): Promise<Browser> {
  const browser: Browser = { cookies: new Map() };
  await callApi(api, browser, '/api/trip/active');
  const start = await callApi(api, browser, '/api/registration/start', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tripId, registrationCode: code }),
  });
  expect(start.status).toBe(201);
  return browser;
}

describe('a burst of 40 uploads of 9 MB', () => {
  it('keeps the server within 450 MB of its resting size, refuses what is over the limits, and gives memory back', async () => {
    const dataDir = apis.tempDir();
    const api = await apis.start(dataDir, { REGISTRATION_CODE_RATE_LIMIT_MAX: '1000', PUBLIC_URL: '' });
    await apis.untilServing(api);
    // The code to try is printed after the address, once the active trip has been read.
    await waitFor(() => /with code \S+/.test(api.output()), 'the registration code to try');
    const code = /with code (\S+)/.exec(api.output())![1]!;
    const trip = (await (await fetch(`http://127.0.0.1:${api.port}/api/trip/active`)).json()) as { id: number };
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(8 * MB);
    const families = await Promise.all(Array.from({ length: 10 }, () => familyWithDraft(api, code, trip.id)));
    const uploadsBefore = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('voyage-upload-')).length;
    const resting = memoryOf(api.child.pid!).rss;

    const { body, contentType } = multipartBody([
      { name: 'type', value: 'passport' },
      { name: 'file', fileName: 'passport.jpg', bytes: photo, contentType: 'image/jpeg' },
    ]);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        callApi(api, families[index % families.length]!, '/api/registration/draft/document', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body,
        }).then((response) => response.status),
      ),
    );

    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(6);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    const { peak } = memoryOf(api.child.pid!);
    expect((peak - resting) / MB).toBeLessThan(450);
    await waitFor(() => memoryOf(api.child.pid!).rss - resting < 250 * MB, 'memory given back', 60_000);
    const uploadsAfter = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('voyage-upload-')).length;
    expect(uploadsAfter).toBeLessThanOrEqual(uploadsBefore);
  }, 180_000);
});
