import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentTitle } from './document-title.ts';
import { useSessionKeeper } from './session-keeper.ts';

/** Above every screen: the tab title rule and scroll reset/restore of SPEC §2, and the session refresh. */
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
