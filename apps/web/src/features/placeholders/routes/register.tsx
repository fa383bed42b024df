import { PlaceholderPage } from '../components/placeholder-page.tsx';

export default function RegisterScreen() {
  return <PlaceholderPage route="register" />;
}
