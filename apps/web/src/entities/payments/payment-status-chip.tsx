import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@voyage/domain';
import { DotChip, type DotColour } from '../../components/data/dot-chip.tsx';

const COLOUR: Record<PaymentStatus, DotColour> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'grey',
};

/** A payment's status: Processing, Received, Rejected or Withdrawn. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('components');
  return <DotChip colour={COLOUR[status]} label={t(`paymentStatus.${status}`)} />;
}
