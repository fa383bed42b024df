import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentTitle } from './document-title.ts';
import { useSessionKeeper } from './session-keeper.ts';

/**
 * Above every screen: the tab title rule and scroll reset/restore (docs/product/screens.md#tab-title-and-scrolling),
 * and the session refresh.
 */
export function RootLayout() {
  useDocumentTitle();
  useSessionKeeper();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
