import { LOCALES } from '@voyage/domain';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';

/**
 * The schema of a printable-confirmation route (docs/product/my-voyage.md#printable-confirmation), for a family or
 * staff: the traveller's id, the language asked for, the PDF or why not.
 */
export function confirmationRouteSchema<const Guard extends object>(words: {
  tags: string[];
  summary: string;
  notFound: string;
  guardErrors: Guard;
}) {
  return {
    tags: words.tags,
    summary: words.summary,
    security: [{ session: [] }],
    params: z.object({ id: z.string() }),
    querystring: z.object({ lang: z.enum(LOCALES).optional() }),
    response: {
      200: z.any().describe('The PDF (application/pdf), as an attachment'),
      ...errorResponses({ 400: '`lang` is neither el nor en (VALIDATION_FAILED)', 404: words.notFound }),
      ...words.guardErrors,
    },
  };
}
