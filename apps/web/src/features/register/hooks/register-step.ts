import type { RegistrationDraft } from '@voyage/domain';

/** The four steps of the registration screen; the last three follow the draft kept on the server. */
export const REGISTER_STEPS = ['code', 'details', 'document', 'submitted'] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];

/** 1 to 4, as the screen counts them. */
export function stepNumber(step: RegisterStep): number {
  return REGISTER_STEPS.indexOf(step) + 1;
}

/** Where the draft is: no draft yet (or none for this trip) means step 1. */
export function reachedStep(draft: RegistrationDraft | null): RegisterStep {
  return draft ? draft.step : 'code';
}

/**
 * The step to show: where the draft is, or an earlier one the parent went back to. Step 1 may always
 * be shown (to change the code, or to register a brother or sister); nothing past the draft can be,
 * and a sent registration only goes back to step 1.
 */
export function shownStep(draft: RegistrationDraft | null, chosen: RegisterStep | null): RegisterStep {
  const reached = reachedStep(draft);
  if (chosen === 'code') return 'code';
  if (chosen === null || reached === 'submitted') return reached;
  return stepNumber(chosen) < stepNumber(reached) ? chosen : reached;
}

/** Whether a resumed draft holds anything the parent typed, so the screen can say it was kept. */
export function hasTypedDetails(draft: RegistrationDraft | null): boolean {
  if (!draft) return false;
  return Object.values(draft.details).some((value) =>
    Array.isArray(value) ? value.some((name) => name.trim() !== '') : typeof value === 'string' && value.trim() !== '',
  );
}
