import { I18N_KEY_MESSAGES } from '@voyage/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { validationFailed } from './field-errors.ts';

/**
 * Request validation with the domain's schemas, as fastify-type-provider-zod's compiler does, except that
 * a rule without a message of its own reports an i18n key (`validation.invalid`, `validation.required`):
 * those messages reach the forms. Only requests are parsed so; configuration keeps zod's English.
 * A refusal is the API's 400 with `fieldErrors` (lib/field-errors.ts), which Fastify passes on as it is.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, I18N_KEY_MESSAGES);
    if (result.success) return { value: result.data };
    return { error: validationFailed(result.error.issues) };
  };
