import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CANCELLATION_FEE_KINDS, type CancellationFee, type CancellationStep } from '@voyage/domain';
import { translateFieldError } from '../../../../components/common/form/translate-error.ts';
import { NumberField } from './number-field.tsx';
import { AddItemButton, ListFieldset, ListItemCard, useEditableList } from './list-parts.tsx';

/** What a step keeps, chosen from the three kinds; a share starts at half the price. */
function FeeKindField({ index, what }: { index: number; what: string }) {
  const { t } = useTranslation('trips');
  const { t: tCommon } = useTranslation();
  const { control } = useFormContext();
  return (
    <Controller
      name={`cancellationSchedule.${index}.fee`}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={`${what}: ${t('fields.cancellationFee')}`}
          value={(field.value as CancellationFee | undefined)?.kind ?? 'all'}
          onChange={(event) => {
            const kind = event.target.value as CancellationFee['kind'];
            field.onChange(kind === 'percent' ? { kind, percent: 50 } : { kind });
          }}
          error={fieldState.error !== undefined}
          helperText={translateFieldError(tCommon, fieldState.error?.message)}
        >
          {CANCELLATION_FEE_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`fields.cancellationFeeKinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * The trip's cancellation schedule (docs/product/payments.md#cancellation-and-refunds): each step the fee
 * kept for a cancellation that many days or more before the departure; one step at 0 days.
 */
export function CancellationScheduleFields() {
  const { t } = useTranslation('trips');
  const { fields, append, buttonsOf } = useEditableList('cancellationSchedule', { isOrdered: false });
  const steps = (useWatch({ name: 'cancellationSchedule' }) ?? []) as CancellationStep[];
  const { formState } = useFormContext();
  // A rule on the whole list: the form's check keeps it at the list's `root`, the server's answer on the list.
  const listError = formState.errors.cancellationSchedule as
    { message?: string; root?: { message?: string } } | undefined;
  const rootError = listError?.root?.message ?? listError?.message;
  const { t: tCommon } = useTranslation();
  return (
    <ListFieldset legend={t('fields.cancellationSchedule')}>
      <Typography color="text.secondary">{t('fields.cancellationScheduleHelp')}</Typography>
      {fields.map((field, index) => {
        const what = t('fields.cancellationStep', { number: index + 1 });
        return (
          <ListItemCard key={field.id} what={what} {...buttonsOf(index)}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <NumberField
                  name={`cancellationSchedule.${index}.daysBefore`}
                  label={`${what}: ${t('fields.cancellationDays')}`}
                  kind="whole"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FeeKindField index={index} what={what} />
              </Grid>
              {steps[index]?.fee?.kind === 'percent' ? (
                <Grid size={{ xs: 12, sm: 4 }}>
                  <NumberField
                    name={`cancellationSchedule.${index}.fee.percent`}
                    label={`${what}: ${t('fields.cancellationPercent')}`}
                    kind="whole"
                  />
                </Grid>
              ) : null}
            </Grid>
          </ListItemCard>
        );
      })}
      {rootError ? (
        <Typography color="error" role="alert">
          {translateFieldError(tCommon, rootError)}
        </Typography>
      ) : null}
      <AddItemButton onClick={() => append({ daysBefore: 0, fee: { kind: 'all' } })}>
        {t('add.cancellationStep')}
      </AddItemButton>
    </ListFieldset>
  );
}
