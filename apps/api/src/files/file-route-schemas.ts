import multipart from '@fastify/multipart';
import { apiErrorSchema, travellerSchema } from '@voyage/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from '../lib/audit.ts';
import { z } from 'zod';
import { idempotencyKeyHeaders } from '../lib/idempotency.ts';
import {
  adminGuardErrors,
  adminSecurity,
  errorResponses,
  guardianGuardErrors,
  guardianSecurity,
} from '../lib/route-schemas.ts';
import { DOCUMENT_FORM_LIMITS } from './read-document-form.ts';
import { UPLOADS_AT_ONCE } from './upload-slots.ts';

/**
 * What the routes of a family's stored files share (a document, a payment's receipt): the multipart parser,
 * the slots an upload counts against, and the parts of their OpenAPI schema, the family's and staff's, that do
 * not depend on the area. Each area keeps its summary, its refusals' words and its own replies.
 */

/** Registers the multipart parser inside the calling plugin alone, with every limit of an upload form. */
export async function registerUploadParser(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: DOCUMENT_FORM_LIMITS, throwFileSizeLimit: true });
}

/** Who calls a family route and from where, as the areas' services take it (the guardian signed in). */
export async function familyCall(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const user = (await app.sessionUser(request, reply))!;
  return { db: app.db, storage: app.storage, guardianUserId: user.id, now: new Date(), ...requestOrigin(request) };
}

/** One upload at a time per account, and a few per address. */
export function familyUploadSlots(request: FastifyRequest, guardianUserId: string): [string, number][] {
  return [
    [`guardian:${guardianUserId}`, UPLOADS_AT_ONCE.perDraft],
    [`client:${request.ip}`, UPLOADS_AT_ONCE.perClient],
  ];
}

type UploadRefusals = Record<400 | 409 | 415, string> & Record<number, string>;

/** `POST /my/travellers/:id/<area>`: a multipart form answered with the traveller, replayed by its key. */
export function familyUploadSchema<const Extra extends object>(words: {
  summary: string;
  retry: string;
  refusals: UploadRefusals;
  /** Why a 404: not one of this guardian's registrations or (area's records). */
  notTheirs: string;
  responses: Extra;
}) {
  return {
    tags: ['my'],
    summary: words.summary,
    security: guardianSecurity,
    consumes: ['multipart/form-data'],
    params: z.object({ id: z.string() }),
    headers: idempotencyKeyHeaders(words.retry),
    response: {
      201: travellerSchema,
      ...errorResponses({
        ...words.refusals,
        413: 'Over 10 MiB, over 40 megapixels, or too many parts',
        429: 'Another upload from this account (or this address) is still in progress',
        404: words.notTheirs,
      }),
      ...words.responses,
      ...guardianGuardErrors,
    },
  };
}

// Bytes, not JSON: a stream is sent as it is, never through the serializer.
const storedFile = z.any().describe('The file, with the Content-Type it was stored with');

/** `GET /my/<area>/:id/<file>`: one of the family's stored files, sent as an attachment. */
export function familyFileSchema(summary: string, notTheirs: string) {
  return {
    tags: ['my'],
    summary,
    security: guardianSecurity,
    params: z.object({ id: z.string() }),
    response: { 200: storedFile, ...errorResponses({ 404: notTheirs }), ...guardianGuardErrors },
  };
}

/** `GET /admin/<area>/:id/<file>`: a stored file for staff, sent as an attachment; the download is audited. */
export function staffFileSchema(summary: string, notFound: string) {
  return {
    tags: ['admin'],
    summary,
    security: adminSecurity,
    params: z.object({ id: z.string() }),
    response: { 200: storedFile, ...adminGuardErrors, ...errorResponses({ 404: notFound }) },
  };
}

/** `POST /my/travellers/:id/<area>/:<item>/withdraw`: an upload still Processing taken back; 409 once decided. */
export function familyWithdrawSchema<const Item extends string, const Status extends string>(words: {
  summary: string;
  item: Item;
  statuses: readonly [Status, ...Status[]];
  conflict: string;
  notTheirs: string;
}) {
  const item = { [words.item]: z.string() } as Record<Item, z.ZodString>;
  return {
    tags: ['my'],
    summary: words.summary,
    security: guardianSecurity,
    params: z.object({ id: z.string(), ...item }),
    response: {
      200: travellerSchema,
      ...errorResponses({ 404: words.notTheirs }),
      409: apiErrorSchema.extend({ currentStatus: z.enum(words.statuses) }).describe(words.conflict),
      ...guardianGuardErrors,
    },
  };
}
