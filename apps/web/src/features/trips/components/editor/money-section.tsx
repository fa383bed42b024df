import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { paymentPlanTotal, type Instalment, type Trip } from '@voyage/domain';
import { TextFieldElement } from '../../../../components/common/form/text-field-element.tsx';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { BilingualFields } from './bilingual-fields.tsx';
import { DateField } from './date-fields.tsx';
import { FamilyPricesFields } from './family-prices-fields.tsx';
import { NumberField } from './number-field.tsx';
import { TripSectionForm } from './trip-section-form.tsx';
import { CancellationScheduleFields } from './cancellation-schedule-fields.tsx';
import { ListFieldset, ListItemCard, AddItemButton, useEditableList } from './list-parts.tsx';

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
  const { getValues } = useFormContext();
  const { fields, append, buttonsOf } = useEditableList('payments');
  return (
    <ListFieldset legend={t('fields.payments')}>
      {fields.map((field, index) => {
        const what = t('fields.instalment', { number: index + 1 });
        return (
          <ListItemCard key={field.id} what={what} {...buttonsOf(index)}>
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
          </ListItemCard>
        );
      })}
      <AddItemButton
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
      </AddItemButton>
      <PlanTotal />
    </ListFieldset>
  );
}

function BankDetailsFields() {
  const { t } = useTranslation('trips');
  const { control } = useFormContext();
  return (
    <ListFieldset legend={t('fields.bankDetails')}>
      <Grid container spacing={2}>
        {(['beneficiary', 'accountNumber', 'bank', 'bic'] as const).map((field) => (
          <Grid key={field} size={{ xs: 12, md: 6 }}>
            <TextFieldElement
              name={`bankDetails.${field}`}
              control={control}
              label={t(`fields.${field}`)}
              // Families copy the beneficiary as it is written here (docs/product/payments.md#payment-reference).
              helperText={field === 'beneficiary' ? t('fields.beneficiaryHelp') : undefined}
              required
              fullWidth
            />
          </Grid>
        ))}
      </Grid>
    </ListFieldset>
  );
}

/**
 * The price, the prices for brothers and sisters, the instalments that make it up, the account families pay into,
 * and the cancellation fees.
 */
export function MoneySection({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  return (
    <TripSectionForm trip={trip} section="money">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField name="totalPriceCents" label={t('fields.totalPriceCents')} kind="euro" />
        </Grid>
      </Grid>
      <FamilyPricesFields />
      <Instalments />
      <BankDetailsFields />
      <CancellationScheduleFields />
    </TripSectionForm>
  );
}
