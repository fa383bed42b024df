import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type {
  ConfirmationCompleted,
  ConfirmationOpened,
  RegistrationDetailsSubmit,
  TravellerForm,
} from '@voyage/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { completeConfirmation } from '../api/complete-confirmation.ts';
import { confirmationProblemOf, type ConfirmationProblem } from './confirmation-problem.ts';
import { TravellerDetailsFields } from '../../../entities/travellers/form/traveller-details-fields.tsx';
import {
  TRAVELLER_FORM_FIELDS,
  travellerFormResolver,
  travellerFormValues,
} from '../../../entities/travellers/form/traveller-form.ts';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';

type ConfirmDetailsFormProps = {
  token: string;
  opened: ConfirmationOpened;
  onCompleted(result: ConfirmationCompleted): void;
  onLinkProblem(problem: ConfirmationProblem): void;
};

/** The registration's form again, filled in, to check and correct before the link is used up. */
export function ConfirmDetailsForm({ token, opened, onCompleted, onLinkProblem }: ConfirmDetailsFormProps) {
  const { t } = useTranslation(['register', 'common']);
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => travellerFormResolver(opened.tripStartsOn), [opened.tripStartsOn]);
  const { control, handleSubmit, setError, formState } = useForm<TravellerForm, unknown, RegistrationDetailsSubmit>({
    resolver,
    mode: 'onTouched',
    defaultValues: travellerFormValues(opened.details, opened.details.registrationCode, locale),
  });

  const onSubmit = handleSubmit(
    async ({ details }) => {
      setFailure(null);
      try {
        onCompleted(await completeConfirmation(token, details));
      } catch (error) {
        const problem = confirmationProblemOf(error);
        if (problem) return onLinkProblem(problem);
        const isFieldError = applyFieldErrors(error, setError, TRAVELLER_FORM_FIELDS);
        setFailure(isFieldError ? t('common:errors.VALIDATION_FAILED') : apiErrorMessage(t, error));
      }
    },
    () => setFailure(t('common:errors.VALIDATION_FAILED')),
  );

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
      <TravellerDetailsFields
        control={control}
        schoolName={opened.schoolName}
        registrationCode={opened.details.registrationCode}
        isGuardianEmailConfirmed
      />
      <FormNotice notice={failure} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={formState.isSubmitting}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' }, minWidth: { sm: 220 } }}
      >
        {t('confirm.submit')}
      </Button>
    </Stack>
  );
}
