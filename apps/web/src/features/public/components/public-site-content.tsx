import type { ReactNode } from 'react';
import '../../../public-site/public-site.css';
import { SiteTextsProvider } from '../../../public-site/site-texts.tsx';
import { useAppSiteTexts } from '../hooks/use-app-site-texts.ts';

/**
 * A public page's body drawn by the app, after a move from one of its screens: the same components and stylesheet
 * as the page the server sends, inside the app's frame (docs/decisions/014-public-pages-rendered-on-the-server.md).
 */
export function PublicSiteContent({ children }: { children: ReactNode }) {
  return (
    <SiteTextsProvider value={useAppSiteTexts()}>
      <div className="ps-content">{children}</div>
    </SiteTextsProvider>
  );
}
