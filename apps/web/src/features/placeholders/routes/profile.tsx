import { PlaceholderPage } from '../components/placeholder-page.tsx';

export default function ProfileScreen() {
  return <PlaceholderPage route="profile" />;
}
