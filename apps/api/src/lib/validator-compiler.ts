import { I18N_KEY_MESSAGES } from '@voyage/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * Request validation with the domain's schemas, as fastify-type-provider-zod's compiler does, except that
 * a rule without a message of its own reports an i18n key (`validation.invalid`, `validation.required`):
 * those messages reach the forms. Only requests are parsed so; configuration keeps zod's English.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, I18N_KEY_MESSAGES);
    if (result.success) return { value: result.data };
    return {
      error: result.error.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
        message: issue.message,
        params: {},
      })),
    } as unknown as { error: Error };
  };
