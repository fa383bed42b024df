import type { TFunction } from 'i18next';

/** Schema messages are i18n keys: `validation.*` live in `common`, others carry their namespace (`auth:…`). */
export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.includes(':') ? t(message) : t(message, { ns: 'common' });
}
