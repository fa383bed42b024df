import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { ListFieldset } from './list-parts.tsx';
import { NumberField } from './number-field.tsx';

/**
 * Lower prices for a guardian's second child and for the third and later ones, each optional (empty: the
 * trip's price; the later children's empty: the second child's). docs/product/payments.md#family-prices
 */
export function FamilyPricesFields() {
  const { t } = useTranslation('trips');
  return (
    <ListFieldset legend={t('familyPrices.legend')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField
            name="secondChildPriceCents"
            label={t('fields.secondChildPriceCents')}
            helper={t('familyPrices.secondHelp')}
            kind="euro"
            optional
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <NumberField
            name="laterChildPriceCents"
            label={t('fields.laterChildPriceCents')}
            helper={t('familyPrices.laterHelp')}
            kind="euro"
            optional
          />
        </Grid>
      </Grid>
    </ListFieldset>
  );
}
