import sharp from 'sharp';
import { multipartBody } from '../files/upload-kit.ts';
import { expect } from 'vitest';
import { callApi, postJson, type ApiProcess, type Browser } from './api-process.ts';

/**
 * A family's browser that entered the registration code the process printed at start (a school of the
 * seeded active trip), so it holds a draft of its own; with the trip's id.
 */
export async function familyWithDraft(api: ApiProcess): Promise<{ family: Browser; tripId: number }> {
  const code = /with code (\S+)/.exec(api.output())?.[1];
  expect(code, 'the registration code the process printed').toBeDefined();
  const family: Browser = { cookies: new Map() };
  const trip = (await (await callApi(api, family, '/api/trip/active')).json()) as { id: number };
  const started = await callApi(
    api,
    family,
    '/api/registration/start',
    postJson({ tripId: trip.id, registrationCode: code }),
  );
  expect(started.status).toBe(201);
  return { family, tripId: trip.id };
}

/** A photo as a phone's camera takes it: noise, which compresses badly, so its bytes stay many. */
export function noisyPhoto(width: number, height: number, quality: number): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 30 };
  return sharp({ create: { width, height, channels: 3, background: '#777', noise } })
    .jpeg({ quality })
    .toBuffer();
}

/** The registration form's upload of a passport photo to the browser's draft. */
export function uploadPassport(api: ApiProcess, browser: Browser, photo: Buffer, init: RequestInit = {}) {
  const { body, contentType } = multipartBody([
    { name: 'type', value: 'passport' },
    { name: 'file', fileName: 'passport.jpg', bytes: photo, contentType: 'image/jpeg' },
  ]);
  return callApi(api, browser, '/api/registration/draft/document', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    ...init,
  });
}
