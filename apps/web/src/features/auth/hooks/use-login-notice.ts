import { useLocation } from 'react-router';
import { loginNoticeOf, type LoginNotice } from '../../../lib/sign-in/notices.ts';
import { useOnceQueryParams } from './use-once-query-params.ts';

/**
 * What the sign-in screen says first: the session ended, a recent sign-in is needed, or a link or provider
 * sent the user back with an error.
 */
export function useLoginNotice(): LoginNotice | null {
  const { error } = useOnceQueryParams(['error', 'error_description']);
  const location = useLocation();
  return loginNoticeOf(location.state, error);
}
