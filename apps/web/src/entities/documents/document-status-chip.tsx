import { useTranslation } from 'react-i18next';
import type { DocumentStatus } from '@voyage/domain';
import { DotChip, type DotColour } from '../../components/data/dot-chip.tsx';

const COLOUR: Record<DocumentStatus, DotColour> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'grey',
};

/** A document's status: Processing, Accepted, Rejected or Withdrawn. */
export function DocumentStatusChip({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('components');
  return <DotChip colour={COLOUR[status]} label={t(`documentStatus.${status}`)} />;
}
