import { LOCALES, type Locale } from '@voyage/domain';
import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../../lib/audit.ts';
import { requestOrigin } from '../../lib/origin-policy.ts';

/**
 * Headers the API sets on the requests it hands to better-auth, so its callbacks and hooks know the
 * client address Fastify resolved (honouring TRUST_PROXY), the request id and the e-mail language.
 * Client-supplied copies are always dropped first.
 */
export const CLIENT_IP_HEADER = 'x-voyage-client-ip';
export const REQUEST_ID_HEADER = 'x-voyage-request-id';
export const LOCALE_HEADER = 'x-voyage-locale';
/** The origin the request was addressed to (scheme and Host), for the Origin check when PUBLIC_URL is unset. */
export const REQUEST_ORIGIN_HEADER = 'x-voyage-request-origin';
export const INTERNAL_HEADERS = [CLIENT_IP_HEADER, REQUEST_ID_HEADER, LOCALE_HEADER, REQUEST_ORIGIN_HEADER] as const;

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Replaces any client copies with the values Fastify knows; a valid body `locale` becomes the e-mail language. */
export function setInternalHeaders(headers: Headers, request: FastifyRequest): Headers {
  for (const name of INTERNAL_HEADERS) headers.delete(name);
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.set(REQUEST_ID_HEADER, request.id);
  headers.set(REQUEST_ORIGIN_HEADER, requestOrigin(request));
  const locale = (request.body as { locale?: unknown } | undefined)?.locale;
  if (isLocale(locale)) headers.set(LOCALE_HEADER, locale);
  return headers;
}

/** Headers for a server-side `auth.api` call made on behalf of a request. */
export function internalHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  const userAgent = request.headers['user-agent'];
  if (userAgent) headers.set('user-agent', userAgent);
  return setInternalHeaders(headers, request);
}

export function originOf(headers: Headers | undefined): RequestOrigin {
  return { ip: headers?.get(CLIENT_IP_HEADER) ?? null, requestId: headers?.get(REQUEST_ID_HEADER) ?? null };
}

/** The e-mail language: the one the screen sent, else the browser's first choice among ours, else none. */
export function localeOf(headers: Headers | undefined): Locale | undefined {
  const explicit = headers?.get(LOCALE_HEADER);
  if (isLocale(explicit)) return explicit;
  const preferred = headers?.get('accept-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLocale(preferred) ? preferred : undefined;
}
