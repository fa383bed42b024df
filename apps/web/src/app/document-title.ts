import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { Resources } from '../lib/i18n-resources.ts';

export const PRODUCT_NAME = 'Voyage';
export type TitleKey = `common:titles.${keyof Resources['common']['titles']}`;
export type RouteHandle = {
  title?: TitleKey;
  /** The screens below need a session (the staff area, My Voyage): losing it there means signing in again. */
  requiresSession?: boolean;
};

// The router types a route's handle as unknown; ours are built as `RouteHandle` in the route table.
function titleKeyOf(handle: unknown): TitleKey | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? (handle.title as TitleKey) : undefined;
}

/**
 * "<route title> - Voyage", or just "Voyage"; follows navigation and the language
 * (docs/product/screens.md#tab-title-and-scrolling).
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { t, i18n } = useTranslation(['common']);
  const titleKey = matches.map((match) => titleKeyOf(match.handle)).findLast((key) => key !== undefined);
  const title = titleKey ? t(titleKey) : undefined;
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title, i18n.language]);
}
