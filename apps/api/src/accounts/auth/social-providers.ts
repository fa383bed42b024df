import type { SocialProvidersConfig } from '../../config/config.ts';

/** better-auth's `socialProviders` option: only the providers whose credentials are configured. */
export function socialProviderOptions(configured: SocialProvidersConfig) {
  const { google, microsoft, facebook, apple } = configured;
  return {
    ...(google && { google: { clientId: google.clientId, clientSecret: google.clientSecret } }),
    ...(microsoft && {
      microsoft: {
        clientId: microsoft.clientId,
        clientSecret: microsoft.clientSecret,
        tenantId: microsoft.tenantId ?? 'common',
      },
    }),
    ...(facebook && { facebook: { clientId: facebook.clientId, clientSecret: facebook.clientSecret } }),
    ...(apple && { apple: { clientId: apple.clientId, clientSecret: apple.clientSecret } }),
  };
}
