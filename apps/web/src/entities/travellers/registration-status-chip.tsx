import { useTranslation } from 'react-i18next';
import type { RegistrationStatus } from '@voyage/domain';
import { DotChip, type DotColour } from '../../components/data/dot-chip.tsx';

const COLOUR: Record<RegistrationStatus, DotColour> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'info',
  deleted: 'grey',
};

/** A registration's status: Processing, Approved, Rejected, Cancelled or Deleted. */
export function RegistrationStatusChip({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('components');
  return <DotChip colour={COLOUR[status]} label={t(`status.${status}`)} />;
}
