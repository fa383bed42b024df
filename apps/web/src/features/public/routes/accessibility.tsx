import { AccessibilityPage } from '../../../public-site/accessibility-page.tsx';
import { PublicSiteContent } from '../components/public-site-content.tsx';

/** `/accessibility`: the accessibility statement (docs/product/accessibility.md). */
export default function AccessibilityScreen() {
  return (
    <PublicSiteContent>
      <AccessibilityPage />
    </PublicSiteContent>
  );
}
