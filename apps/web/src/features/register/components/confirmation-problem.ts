import { linkProblemOf, type LinkProblem } from '../../../lib/link-problem.ts';

export type ConfirmationProblem = Exclude<LinkProblem, 'exists'>;

/** Why an e-mailed confirmation link does not open the form, from the API's answer. */
export function confirmationProblemOf(error: unknown): ConfirmationProblem | null {
  const problem = linkProblemOf(error);
  return problem === 'exists' ? null : problem;
}
