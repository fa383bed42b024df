import type { Role } from '@voyage/domain';
import { useLocation } from 'react-router';
import { afterSignIn } from '../../../lib/sign-in/return-path.ts';

/** Where to go after signing in: back where the guard found the user, else the role's home. */
export function useReturnPath(): (role: Role) => string {
  const location = useLocation();
  return (role) => afterSignIn(location.state, role);
}
