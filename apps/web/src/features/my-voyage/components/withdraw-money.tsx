import { useTranslation } from 'react-i18next';
import { CancellationFigures } from '../../../components/data/cancellation-figures.tsx';
import { useMyCancellation } from '../api/get-my-cancellation.ts';

const TEXTS = ['title', 'loading', 'unknown', 'nothingPaid', 'paid', 'kept', 'refund', 'whereTo', 'noRefund'] as const;

/**
 * The money of a withdrawal, before the family confirms it (docs/product/payments.md#refunds): what was
 * paid, what the trip's cancellation terms keep today and what goes back to the paying account.
 */
export function WithdrawMoney({ travellerId, open }: { travellerId: string; open: boolean }) {
  const { t } = useTranslation('myVoyage');
  const money = useMyCancellation(travellerId, open);
  const texts = Object.fromEntries(TEXTS.map((key) => [key, t(`withdraw.money.${key}`)]));
  return <CancellationFigures money={money} texts={texts as Record<(typeof TEXTS)[number], string>} />;
}
