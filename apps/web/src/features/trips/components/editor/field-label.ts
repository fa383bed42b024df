import type { TFunction } from 'i18next';

const LANGUAGES = new Set(['el', 'en']);

/**
 * A field's name for the error summary, from its path: `payments.1.amountCents` is "Payment plan › 2 ›
 * Amount (EUR)", `title.el` is "Title › Greek". Parts with no label of their own are left out.
 */
export function fieldLabel(t: TFunction<['trips', 'common']>, path: string): string {
  // The path's parts are field names known only at run time; one without a label gives ''.
  const label = t as unknown as (key: string, options: Record<string, string>) => string;
  const parts = path.split('.');
  return parts
    .map((part) => {
      if (/^\d+$/.test(part)) return String(Number(part) + 1);
      if (LANGUAGES.has(part)) return t(part === 'el' ? 'editor.greek' : 'editor.english');
      if (part === 'label') return t('fields.instalmentLabel');
      if (part === 'body') return t('fields.infoBody');
      return label(`fields.${part}`, { defaultValue: '', day: '', number: '' });
    })
    .filter(Boolean)
    .join(' › ');
}
