import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RegistrationDetailsSubmit, RegistrationDraft, TravellerForm } from '@voyage/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { submitDetails } from '../api/submit-details.ts';
import { useDraftAutosave } from '../hooks/use-draft-autosave.ts';
import { AutosaveStatus } from './autosave-status.tsx';
import { StartAgainButton } from './start-again-button.tsx';
import { StepButtons } from './step-buttons.tsx';
import { TravellerDetailsFields } from '../../../entities/travellers/form/traveller-details-fields.tsx';
import {
  TRAVELLER_FORM_FIELDS,
  draftDetailsOf,
  travellerFormResolver,
  travellerFormValues,
} from '../../../entities/travellers/form/traveller-form.ts';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';

type DetailsStepProps = {
  draft: RegistrationDraft;
  onBack(): void;
  onDone(draft: RegistrationDraft): void;
  onStartAgain(): void;
};

/** Step 2: the traveller, saved on the server as it is typed and checked by the domain's rules. */
export function DetailsStep({ draft, onBack, onDone, onStartAgain }: DetailsStepProps) {
  const { t } = useTranslation(['register', 'common']);
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const resolver = useMemo(() => travellerFormResolver(draft.tripStartsOn), [draft.tripStartsOn]);
  const { control, handleSubmit, setError, subscribe, formState } = useForm<
    TravellerForm,
    unknown,
    RegistrationDetailsSubmit
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: travellerFormValues(draft.details, draft.school.registrationCode, locale),
  });
  const autosave = useDraftAutosave(draft.tripId);
  const { schedule, flush, cancel } = autosave;

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => schedule(draftDetailsOf(values)) }),
    [subscribe, schedule],
  );

  const onSubmit = handleSubmit(
    async (body) => {
      setFailure(null);
      await flush();
      try {
        const next = await submitDetails(body);
        cancel();
        onDone(next);
      } catch (error) {
        const isFieldError = applyFieldErrors(error, setError, TRAVELLER_FORM_FIELDS);
        setFailure(isFieldError ? t('common:errors.VALIDATION_FAILED') : apiErrorMessage(t, error));
      }
    },
    () => setFailure(t('common:errors.VALIDATION_FAILED')),
  );

  const back = async () => {
    setIsLeaving(true);
    await flush();
    setIsLeaving(false);
    onBack();
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} onBlur={() => void flush()}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('details.lead')}
      </Typography>
      <TravellerDetailsFields
        control={control}
        schoolName={draft.school.name}
        registrationCode={draft.school.registrationCode}
      />
      <FormNotice notice={failure} />
      <StepButtons
        status={<AutosaveStatus status={autosave.status} />}
        onBack={() => void back()}
        isBackBusy={isLeaving}
        submitLabel={t('actions.continue')}
        isSubmitting={formState.isSubmitting}
      />
      <Stack direction="row" sx={{ justifyContent: 'center' }}>
        <StartAgainButton
          onBeforeDiscard={async () => {
            cancel();
            await flush();
          }}
          onDiscarded={onStartAgain}
        />
      </Stack>
    </Stack>
  );
}
