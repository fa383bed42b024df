import { paths } from '../../../lib/paths.ts';

/** Router state for the sign-in screen: come back to My Voyage once signed in. */
export const MY_VOYAGE_AFTER_SIGN_IN = { from: { pathname: paths.myVoyage.href() } } as const;
