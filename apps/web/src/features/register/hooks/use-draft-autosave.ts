import { useQueryClient } from '@tanstack/react-query';
import type { RegistrationDraft, TravellerDetailsDraft } from '@voyage/domain';
import { useEffect, useState } from 'react';
import { registerKeys } from '../api/query-keys.ts';
import { saveDraft } from '../api/save-draft.ts';
import { createAutosave, type AutosaveStatus } from './draft-autosave.ts';

const PAUSE_MS = 600;

/**
 * Step 2 is saved on the server while the parent types (after a short pause, on blur, before leaving
 * the step, and when the page is hidden), so a reload, a closed tab or another device later resumes it.
 */
export function useDraftAutosave(tripId: number) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [autosave] = useState(() =>
    createAutosave<TravellerDetailsDraft, RegistrationDraft>({
      save: saveDraft,
      onSaved: (draft) => queryClient.setQueryData(registerKeys.draft(tripId), draft),
      onStatus: setStatus,
      delayMs: PAUSE_MS,
    }),
  );

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void autosave.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      void autosave.flush();
    };
  }, [autosave]);

  return { status, ...autosave };
}
