import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  drawWindowEnd,
  isInDrawWindow,
  isRegistrationOpen,
  type RegistrationDraft,
  type RegistrationSubmitted,
  type Trip,
} from '@voyage/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registrationDraftQuery } from '../api/get-registration-draft.ts';
import { registerKeys } from '../api/query-keys.ts';
import { hasTypedDetails, reachedStep, shownStep } from '../hooks/register-step.ts';
import { useStepInAddress } from '../hooks/use-step-in-address.ts';
import { useStepFocus } from '../hooks/use-step-focus.ts';
import { CodeStep } from './code-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { DocumentStep } from './document-step.tsx';
import { RegisterPage } from './register-page.tsx';
import { RegisterProgress } from './register-progress.tsx';
import { RegistrationClosed } from './registration-closed.tsx';
import { StepHeading } from './step-heading.tsx';
import { ThankYouStep } from './thank-you-step.tsx';

type RegistrationWizardProps = { trip: Trip; initialDraft: RegistrationDraft | null };

/** Said above the form: what was typed was kept (a reload, a new tab), or the family's details came along. */
type ResumeNote = 'resumed' | 'sibling' | null;

/**
 * The four steps on one screen. The server's draft says how far the registration is (so a reload
 * or a new tab resumes it); the parent may step back, which keeps everything entered. Each step is an entry in
 * the browser's history, so Back on a phone goes to the step before.
 */
export function RegistrationWizard({ trip, initialDraft }: RegistrationWizardProps) {
  const { t } = useTranslation('register');
  const queryClient = useQueryClient();
  const { data: draft = null } = useQuery(registrationDraftQuery(trip.id));
  const [chosen, setChosen] = useStepInAddress();
  const [note, setNote] = useState<ResumeNote>(() =>
    hasTypedDetails(initialDraft) && initialDraft?.step !== 'submitted' ? 'resumed' : null,
  );
  const [isSibling, setIsSibling] = useState(false);
  const [lastCode, setLastCode] = useState(initialDraft?.school.registrationCode ?? '');
  const step = shownStep(draft, chosen);
  const headingRef = useStepFocus(step);

  const showDraft = (next: RegistrationDraft | null) => {
    queryClient.setQueryData(registerKeys.draft(trip.id), next);
    if (next) setLastCode(next.school.registrationCode);
    setChosen(reachedStep(next));
  };

  const onStarted = (next: RegistrationDraft) => {
    setNote(isSibling && hasTypedDetails(next) ? 'sibling' : null);
    setIsSibling(false);
    showDraft(next);
  };

  const onSubmitted = (result: RegistrationSubmitted) => {
    if (draft) showDraft({ ...draft, step: 'submitted', submitted: result });
  };

  const startAgain = () => {
    setNote(null);
    showDraft(null);
  };

  const shownNote =
    (note === 'resumed' && (step === 'details' || step === 'document')) || (note === 'sibling' && step === 'details')
      ? note
      : null;

  if (step === 'code' && !isRegistrationOpen(trip, new Date())) {
    return (
      <RegisterPage trip={trip} title={t('title')}>
        <RegistrationClosed trip={trip} />
      </RegisterPage>
    );
  }

  return (
    <RegisterPage trip={trip} title={t('title')}>
      <RegisterProgress step={step} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 2 }}>
        <StepHeading step={step} ref={headingRef} />
        {shownNote ? (
          <Alert severity="info" role="status" sx={{ mb: 3 }}>
            {t(shownNote === 'resumed' ? 'details.resumed' : 'details.siblingPrefilled')}
          </Alert>
        ) : null}
        {step === 'code' || !draft ? (
          <CodeStep
            key={isSibling ? 'sibling' : 'code'}
            tripId={trip.id}
            defaultCode={lastCode}
            isSibling={isSibling}
            drawUntil={isInDrawWindow(trip, new Date()) ? drawWindowEnd(trip).toISOString() : null}
            onStarted={onStarted}
          />
        ) : step === 'details' ? (
          <DetailsStep
            draft={draft}
            onBack={() => setChosen('code')}
            onDone={(next) => {
              setNote(null);
              showDraft(next);
            }}
            onStartAgain={startAgain}
          />
        ) : step === 'document' ? (
          <DocumentStep
            draft={draft}
            onDraft={showDraft}
            onBack={() => setChosen('details')}
            onSubmitted={onSubmitted}
            onStartAgain={startAgain}
          />
        ) : (
          <ThankYouStep
            draft={draft}
            onSibling={() => {
              setIsSibling(true);
              setChosen('code');
            }}
          />
        )}
      </Paper>
    </RegisterPage>
  );
}
