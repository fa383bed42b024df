import { PlaceholderPage } from '../components/placeholder-page.tsx';

export default function MyVoyageScreen() {
  return <PlaceholderPage route="myVoyage" />;
}
