import { PlaceholderPage } from '../components/placeholder-page.tsx';

export default function ConfirmEmailScreen() {
  return <PlaceholderPage route="confirmEmail" />;
}
