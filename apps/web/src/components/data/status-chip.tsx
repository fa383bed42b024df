import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import CircleIcon from '@mui/icons-material/Circle';
import type { DocumentStatus, PaymentStatus, RegistrationStatus } from '@voyage/domain';

type PaletteKey = 'warning' | 'success' | 'error' | 'info' | 'grey';

const COLOUR: Record<RegistrationStatus, PaletteKey> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'info',
  deleted: 'grey',
};

const PAYMENT_COLOUR: Record<PaymentStatus, PaletteKey> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'grey',
};

/**
 * A status as a small outlined chip. The text stays in the body colour (AA in both themes);
 * the status colour is carried by the dot and the outline.
 */
export function StatusChip({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('components');
  return <DotChip colour={COLOUR[status]} label={t(`status.${status}`)} />;
}

/** A payment's status: Processing, Received, Rejected or Withdrawn. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('components');
  return <DotChip colour={PAYMENT_COLOUR[status]} label={t(`paymentStatus.${status}`)} />;
}

const DOCUMENT_COLOUR: Record<DocumentStatus, PaletteKey> = PAYMENT_COLOUR;

/** A document's status: Processing, Accepted, Rejected or Withdrawn. */
export function DocumentStatusChip({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('components');
  return <DotChip colour={DOCUMENT_COLOUR[status]} label={t(`documentStatus.${status}`)} />;
}

function DotChip({ colour, label }: { colour: PaletteKey; label: string }) {
  const main = colour === 'grey' ? 'grey.500' : `${colour}.main`;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      icon={<CircleIcon sx={{ fontSize: 10, '&&': { color: main } }} />}
      sx={{ borderColor: main, color: 'text.primary', fontWeight: 500 }}
    />
  );
}
