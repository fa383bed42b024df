import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { addDays } from '@voyage/domain';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { ConfirmDialog } from '../../../components/common/confirm-dialog.tsx';
import type { ReviewDialogProps } from './review/approve-dialog.tsx';
import { consentDeadlineFormSchema, type ConsentDeadlineForm } from './consent-deadline-form.ts';

/** A grace for one family: a later last day for the consent form, with the reason. */
export function ConsentDeadlineDialog({ traveller, onConfirm, ...dialog }: ReviewDialogProps) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const current = traveller.consentDeadline ?? '';
  const defaults = { deadline: current ? addDays(current, 7) : '', reason: '' };
  const { control, handleSubmit, reset } = useForm<ConsentDeadlineForm>({
    resolver: zodResolver(consentDeadlineFormSchema(current)),
    defaultValues: defaults,
  });
  useEffect(() => {
    if (dialog.open) reset({ deadline: current ? addDays(current, 7) : '', reason: '' });
  }, [dialog.open, reset, current]);
  const submit = handleSubmit((values) => onConfirm({ action: 'consent-deadline', ...values }));
  const currentDate = current ? fmt.date(current) : '';
  return (
    <ConfirmDialog
      cancelLabel={t('review.cancel')}
      {...dialog}
      title={t('review.deadlineDialog.title')}
      description={t('review.deadlineDialog.body', { name: travellerName(traveller), date: currentDate })}
      confirmLabel={t('review.deadlineDialog.confirm')}
      onConfirm={() => void submit()}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <TextFieldElement<ConsentDeadlineForm>
          control={control}
          name="deadline"
          type="date"
          label={t('review.deadlineDialog.dateLabel')}
          helperText={t('review.deadlineDialog.dateHint', { date: currentDate })}
          required
          slotProps={{
            inputLabel: { shrink: true, required: false },
            htmlInput: { min: current ? addDays(current, 1) : undefined },
          }}
        />
        <TextFieldElement<ConsentDeadlineForm>
          control={control}
          name="reason"
          label={t('review.deadlineDialog.reasonLabel')}
          multiline
          minRows={2}
          required="unmarked"
        />
      </Stack>
    </ConfirmDialog>
  );
}
