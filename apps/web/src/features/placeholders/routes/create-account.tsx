import { useMatch } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PlaceholderPage } from '../components/placeholder-page.tsx';

/** Serves both `/create/:type/:code/:id` and `/admin/create/account/:id` (SPEC §2: the same screen). */
export default function CreateAccountScreen() {
  const isAdmin = useMatch(paths.createAdminAccount.pattern) !== null;
  return <PlaceholderPage route="createAccount" titleRoute={isAdmin ? 'createAdminAccount' : 'createAccount'} />;
}
