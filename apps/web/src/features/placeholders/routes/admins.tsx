import { PlaceholderPage } from '../components/placeholder-page.tsx';

export default function AdminsScreen() {
  return <PlaceholderPage route="admins" />;
}
