import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { setInternalHeaders } from './internal-headers.ts';

// Framing headers describe the original bytes; the body is re-encoded below, so they must not carry over.
const DROPPED_HEADERS = ['content-length', 'transfer-encoding', 'connection', 'keep-alive'];

/**
 * Fastify request → Web `Request` for better-auth. The URL is built on PUBLIC_URL, never on the Host
 * header; the client address, request id and e-mail language are the ones Fastify resolved.
 */
export function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = fromNodeHeaders(request.headers);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  setInternalHeaders(headers, request);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}
