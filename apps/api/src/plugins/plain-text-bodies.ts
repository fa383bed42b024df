import { isPlainText, TEXT_CHARACTERS_ERROR } from '@voyage/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

const MAX_DEPTH = 20;

/** The path (`details.city`, `roommates.0`) of the first string in `value` that is not text, if any. */
function firstBadText(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return isPlainText(value, { multiline: true }) ? undefined : path;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (!isPlainText(key)) return [...path, '_'];
    const bad = firstBadText(inner, [...path, key], depth + 1);
    if (bad) return bad;
  }
  return undefined;
}

/**
 * Every JSON body, on every route (ours and the sign-in calls better-auth answers), is refused with a
 * field error when a string in it is not text: a NUL or another control character, or half a surrogate
 * pair. No database column or e-mail can hold them, so they would otherwise fail deep inside as a 500.
 * Field schemas refuse them too (`plainText` in the domain), with the same message, for the forms.
 */
async function plainTextBodies(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null || typeof request.body !== 'object') return;
    const bad = firstBadText(request.body);
    if (!bad) return;
    throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields hold characters that are not text', {
      [bad.join('.') || '_']: [TEXT_CHARACTERS_ERROR],
    });
  });
}

export const plainTextBodiesPlugin = fp(plainTextBodies, { name: 'plain-text-bodies' });
