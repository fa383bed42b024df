import { drawDateText, drawPendingDetailsSchema, placesRefusalDetailsSchema } from '@voyage/domain';
import type { AnyNamespaceT } from './i18n-resources.ts';
import { ApiRequestError } from './api-client.ts';
import { localize } from './localized.ts';

/**
 * A refusal's code translated, with its details when it has them: whose places, how many taken, of how many
 * (`DEPARTURE_FULL`, `TRIP_FULL`, `OVER_CAPACITY`; docs/product/places.md#messages), or when the fair
 * draw shares the places out (`DRAW_PENDING`, on Cyprus's clock).
 */
export function errorCodeMessage(t: AnyNamespaceT, code: string | null, details?: unknown): string {
  const fallback = t('common:errors.INTERNAL');
  const draw = drawPendingDetailsSchema.safeParse(details);
  if (draw.success) {
    const { date, time } = drawDateText(draw.data.drawAt, t('common:placesLanguage'));
    return String(t(`common:errors.${code ?? 'INTERNAL'}`, { defaultValue: fallback, date, time }));
  }
  const places = placesRefusalDetailsSchema.safeParse(details);
  if (places.success) {
    const { label, taken, capacity } = places.data;
    // The language of the texts `t` reads, so the label matches the sentence around it.
    const language: string = t('common:placesLanguage');
    return String(
      t(`common:errors.${code ?? 'INTERNAL'}`, {
        defaultValue: fallback,
        label: localize(label, language),
        taken,
        capacity,
      }),
    );
  }
  return t(`common:errors.${code ?? 'INTERNAL'}`, { defaultValue: fallback });
}

/** A failed call in one sentence: the API's code translated, or "cannot reach the service". */
export function apiErrorMessage(t: AnyNamespaceT, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('common:errors.offline');
  return errorCodeMessage(t, error.body.code, (error.body as { details?: unknown }).details);
}
