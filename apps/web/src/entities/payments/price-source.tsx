import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { Traveller } from '@voyage/domain';
import { useFormatters } from '../../components/data/use-formatters.ts';

/**
 * What the traveller pays and why, in words (docs/product/payments.md#family-prices): "Price for a second
 * child: €900". The family's screen leaves out the trip's own price (`hideTripPrice`), which says nothing new.
 */
export function PriceSource({ price, hideTripPrice = false }: { price: Traveller['price']; hideTripPrice?: boolean }) {
  const { t } = useTranslation('payments');
  const fmt = useFormatters();
  if (hideTripPrice && price.why === 'trip') return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="price-source">
      {t('priceSource.line', { source: t(`priceSource.${price.why}`), amount: fmt.euro(price.priceCents) })}
    </Typography>
  );
}
