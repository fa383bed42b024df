import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentTitle } from './document-title.ts';

/** Above every screen: the tab title rule and scroll reset/restore of SPEC §2. */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
