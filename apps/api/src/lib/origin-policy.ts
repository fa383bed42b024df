import type { FastifyRequest } from 'fastify';

/**
 * Which `Origin` may send an unsafe request (and sign in through better-auth). With PUBLIC_URL set, the
 * product lives at one address: that one, plus ALLOWED_ORIGINS. Without it (a demo on a laptop or a
 * LAN), the product answers at whatever address it was opened at, so the request's own origin (its
 * scheme and Host) is accepted as well: a page elsewhere still sends its own, foreign Origin.
 */
export type OriginPolicy = {
  publicOrigin: string;
  allowedOrigins: readonly string[];
  acceptsRequestOrigin: boolean;
};

/** The origin the request was addressed to, as Fastify resolved it (honouring TRUST_PROXY). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The origins an unsafe request addressed like this one may come from. */
export function acceptedOrigins(policy: OriginPolicy, ownOrigin: string | undefined): string[] {
  const origins = [policy.publicOrigin, ...policy.allowedOrigins];
  if (policy.acceptsRequestOrigin && ownOrigin) origins.push(ownOrigin);
  return origins;
}

export function isAcceptedOrigin(policy: OriginPolicy, origin: string, request: FastifyRequest): boolean {
  return acceptedOrigins(policy, requestOrigin(request)).includes(origin);
}

export function originPolicyOf(config: { publicUrl: string; isPublicUrlSet: boolean; allowedOrigins: string[] }) {
  return {
    publicOrigin: new URL(config.publicUrl).origin,
    allowedOrigins: config.allowedOrigins,
    acceptsRequestOrigin: !config.isPublicUrlSet,
  } satisfies OriginPolicy;
}
