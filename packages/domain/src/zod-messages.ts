import type { z } from 'zod';
import { config } from 'zod/v4/core';

/** Message key for a failed rule that has no configured message (docs/product/rules.md#generic-messages). */
export const GENERIC_FIELD_ERROR = 'validation.invalid';

/**
 * A rule with no message of its own reports an i18n key, never zod's English sentence: a missing
 * value "Please fill in this field", anything else the generic "This field is not valid."
 * (docs/product/rules.md#generic-messages). Nothing installs it for the whole process: the web app
 * does for itself (`installI18nKeyMessages`), and the API passes it to the parses whose messages
 * reach a form (`I18N_KEY_MESSAGES`), so a bad setting still says in English what it expects.
 */
export const i18nKeyMessage: z.core.$ZodErrorMap = (issue) =>
  issue.input === undefined ? 'validation.required' : GENERIC_FIELD_ERROR;

/** Parse options that give every rule without a message of its own an i18n key. */
export const I18N_KEY_MESSAGES = { error: i18nKeyMessage } as const;

/** For a process whose every schema speaks to a form (the web app). */
export function installI18nKeyMessages(): void {
  // `config` alone, not the `z` namespace: the web app's first chunk installs this and carries no schema.
  config({ customError: i18nKeyMessage });
}
