import type { RegistrationSubmitted } from '@voyage/domain';
import { useRef, useState } from 'react';
import { submitRegistration } from '../api/submit-registration.ts';
import { isSameAttemptOnRetry, newIdempotencyKey } from '../../../lib/idempotency-key.ts';

/**
 * "Send registration": one request however often the button is pressed, and a retry after a lost
 * answer reuses the attempt's Idempotency-Key, so the server answers it without registering twice.
 */
export function useRegistrationSubmit(onSubmitted: (result: RegistrationSubmitted) => void) {
  const attemptKey = useRef<string | null>(null);
  const isInFlight = useRef(false);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function send() {
    if (isInFlight.current) return;
    isInFlight.current = true;
    setIsSending(true);
    setError(null);
    attemptKey.current ??= newIdempotencyKey();
    try {
      const result = await submitRegistration(attemptKey.current);
      attemptKey.current = null;
      onSubmitted(result);
    } catch (caught) {
      if (!isSameAttemptOnRetry(caught)) attemptKey.current = null;
      setError(caught);
    } finally {
      isInFlight.current = false;
      setIsSending(false);
    }
  }

  return { send, isSending, error };
}
