import { z } from 'zod';
import { errorResponses } from '../lib/route-schemas.ts';

/**
 * The schema of a route that sends a form filled in for one traveller (docs/product/documents.md: the consent
 * form, the travel authorisation letter), for staff or a family: the traveller's id, the language asked for among
 * the form's, the PDF or why not. Each keeps its summary, its 404's words and its guard.
 */
export function filledFormRouteSchema<
  const Guard extends object,
  const Languages extends readonly [string, ...string[]],
>(words: { tags: string[]; summary: string; languages: Languages; notFound: string; guardErrors: Guard }) {
  return {
    tags: words.tags,
    summary: words.summary,
    security: [{ session: [] }],
    params: z.object({ id: z.string() }),
    querystring: z.object({ lang: z.enum(words.languages).optional() }),
    response: {
      200: z.any().describe('The PDF (application/pdf), as an attachment'),
      ...errorResponses({
        400: `\`lang\` is not one of ${words.languages.join(', ')} (VALIDATION_FAILED)`,
        404: words.notFound,
        409: 'The registration is not approved (DOCUMENTS_CLOSED)',
      }),
      ...words.guardErrors,
    },
  };
}
