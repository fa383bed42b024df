import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { RegistrationStatus } from '@voyage/domain';
import { DotChip, type DotColour } from '../../components/data/dot-chip.tsx';

const COLOUR: Record<RegistrationStatus, DotColour> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'info',
  deleted: 'grey',
};

type RegistrationStatusChipProps = {
  status: RegistrationStatus;
  /** The place on the trip's waiting list while waiting or offered one (docs/product/places.md#waiting-list). */
  waitingListPosition?: number | null;
};

/**
 * A registration's status: Processing, Approved, Rejected, Cancelled or Deleted; a registration on the
 * waiting list stays Processing, with "Waiting list N" beside it.
 */
export function RegistrationStatusChip({ status, waitingListPosition = null }: RegistrationStatusChipProps) {
  const { t } = useTranslation('components');
  const chip = <DotChip colour={COLOUR[status]} label={t(`status.${status}`)} />;
  if (waitingListPosition === null) return chip;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {chip}
      <DotChip colour="info" label={t('waitingListChip', { position: waitingListPosition })} />
    </Stack>
  );
}
