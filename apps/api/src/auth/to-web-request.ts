import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from './create-auth.ts';

// Framing headers describe the original bytes; the body is re-encoded below, so they must not carry over.
const DROPPED_HEADERS = ['content-length', 'transfer-encoding', 'connection', 'keep-alive', CLIENT_IP_HEADER];

/**
 * Fastify request → Web `Request` for better-auth. The URL is built on PUBLIC_URL, never on the Host
 * header, and the client address is the one Fastify resolved under TRUST_PROXY.
 */
export function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = fromNodeHeaders(request.headers);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}
