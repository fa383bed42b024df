import { PlaceholderPage } from '../components/placeholder-page.tsx';

export default function VoyageurScreen() {
  return <PlaceholderPage route="voyageur" />;
}
