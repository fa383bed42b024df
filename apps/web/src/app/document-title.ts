import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export const PRODUCT_NAME = 'Voyage';
export type RouteHandle = { title?: string };

function titleKeyOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/**
 * "<route title> - Voyage", or just "Voyage"; follows navigation and the language
 * (docs/product/screens.md#tab-title-and-scrolling).
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const titleKey = matches.map((match) => titleKeyOf(match.handle)).findLast((key) => key !== undefined);
  const title = titleKey ? t(titleKey) : undefined;
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title, i18n.language]);
}
