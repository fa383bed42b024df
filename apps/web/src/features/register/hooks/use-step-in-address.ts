import { useSearchParams } from 'react-router';
import { REGISTER_STEPS, type RegisterStep } from './register-step.ts';

const isRegisterStep = (value: string | null): value is RegisterStep =>
  (REGISTER_STEPS as readonly (string | null)[]).includes(value);

/**
 * The step the parent chose, kept in the address (`?step=details`) as a history entry of its own: the phone's
 * or the browser's Back goes to the step before, the draft kept, instead of leaving the registration.
 * `null` until the parent moves: the screen then shows where the draft is.
 */
export function useStepInAddress(): [RegisterStep | null, (step: RegisterStep) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get('step');
  const chosen = isRegisterStep(named) ? named : null;
  const choose = (step: RegisterStep) => {
    if (step === chosen) return;
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('step', step);
      return next;
    });
  };
  return [chosen, choose];
}
