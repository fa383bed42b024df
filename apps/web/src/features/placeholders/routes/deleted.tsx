import { PlaceholderPage } from '../components/placeholder-page.tsx';

export default function DeletedScreen() {
  return <PlaceholderPage route="deleted" />;
}
