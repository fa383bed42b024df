import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { paymentPlanTotal, type Instalment, type Trip } from '@voyage/domain';
import { TextFieldElement } from '../../../../components/common/form/text-field-element.tsx';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { BilingualFields } from './bilingual-fields.tsx';
import { DateField } from './date-fields.tsx';
import { ListButtons } from './list-buttons.tsx';
import { NumberField } from './number-field.tsx';
import { TripSectionForm } from './trip-section-form.tsx';

/** A key no instalment of the plan has yet: `instalment-3`. */
export function newInstalmentKey(plan: readonly Pick<Instalment, 'key'>[]): string {
  const keys = new Set(plan.map((instalment) => instalment.key));
  let number = plan.length + 1;
  while (keys.has(`instalment-${number}`)) number += 1;
  return `instalment-${number}`;
}

/** What the instalments add up to, beside the price: the rule the Save checks, seen while typing. */
function PlanTotal() {
  const { t } = useTranslation('trips');
  const fmt = useFormatters();
  const [price, plan] = useWatch({ name: ['totalPriceCents', 'payments'] }) as [number, Instalment[]];
  const total = paymentPlanTotal((plan ?? []).map((item) => ({ amountCents: Number(item.amountCents) || 0 })));
  const isEqual = total === price;
  return (
    <Typography color={isEqual ? 'text.secondary' : 'error'} aria-live="polite">
      {t('fields.planTotal', { total: fmt.euro(total), price: fmt.euro(Number(price) || 0) })}
    </Typography>
  );
}

function Instalments() {
  const { t } = useTranslation('trips');
  const { control, getValues } = useFormContext();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'payments' });
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('fields.payments')}
      </Typography>
      {fields.map((field, index) => {
        const what = t('fields.instalment', { number: index + 1 });
        return (
          <Paper key={field.id} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography component="h3" variant="subtitle2">
                {what}
              </Typography>
              <ListButtons
                what={what}
                itemId={field.id}
                index={index}
                count={fields.length}
                onMove={move}
                onRemove={() => remove(index)}
              />
            </Stack>
            <Stack spacing={2}>
              <BilingualFields name={`payments.${index}.label`} label={`${what}: ${t('fields.instalmentLabel')}`} />
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <NumberField
                    name={`payments.${index}.amountCents`}
                    label={`${what}: ${t('fields.amountCents')}`}
                    kind="euro"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <DateField name={`payments.${index}.dueDate`} label={`${what}: ${t('fields.dueDate')}`} />
                </Grid>
              </Grid>
            </Stack>
          </Paper>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          append({
            key: newInstalmentKey(getValues('payments') as Instalment[]),
            label: { el: '', en: '' },
            amountCents: 0,
            dueDate: '',
          })
        }
      >
        {t('add.instalment')}
      </Button>
      <PlanTotal />
    </Stack>
  );
}

function BankDetailsFields() {
  const { t } = useTranslation('trips');
  const { control } = useFormContext();
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('fields.bankDetails')}
      </Typography>
      <Grid container spacing={2}>
        {(['beneficiary', 'accountNumber', 'bank', 'bic'] as const).map((field) => (
          <Grid key={field} size={{ xs: 12, md: 6 }}>
            <TextFieldElement
              name={`bankDetails.${field}`}
              control={control}
              label={t(`fields.${field}`)}
              required
              fullWidth
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

/** The price, the instalments that make it up, and the account families pay into. */
export function MoneySection({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  return (
    <TripSectionForm trip={trip} section="money">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField name="totalPriceCents" label={t('fields.totalPriceCents')} kind="euro" />
        </Grid>
      </Grid>
      <Instalments />
      <BankDetailsFields />
    </TripSectionForm>
  );
}
