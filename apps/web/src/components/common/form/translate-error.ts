import type { AnyNamespaceT } from '../../../lib/i18n-resources.ts';

/** Schema messages are i18n keys: `validation.*` live in `common`, others carry their namespace (`auth:…`). */
export function translateFieldError(t: AnyNamespaceT, message: string | undefined): string | undefined {
  if (!message) return undefined;
  // A message is a key only at run time; one without a text shows as itself, as i18next does with any unknown key.
  return message.includes(':')
    ? t(message, { defaultValue: message })
    : t(message, { ns: 'common', defaultValue: message });
}
