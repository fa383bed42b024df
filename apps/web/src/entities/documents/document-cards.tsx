import { useTranslation } from 'react-i18next';
import type { DocumentQueueRow } from '@voyage/domain';
import { DocumentStatusChip } from './document-status-chip.tsx';
import { travellerName } from '../travellers/traveller-name.ts';
import { useFormatters } from '../../components/data/use-formatters.ts';
import { DocumentActionButtons } from './document-action-buttons.tsx';
import { DocumentPreview } from './document-preview.tsx';
import type { DocumentDialogRequest } from './use-document-dialogs.tsx';
import { ReviewCardList, ReviewCard } from '../../components/review/review-card.tsx';

type DocumentCardsProps = {
  label: string;
  rows: readonly DocumentQueueRow[];
  onAction(request: DocumentDialogRequest): void;
  busyId?: string | null;
  /** The trip of the queue: each card names its traveller, linked to the registration. Left out on the registration itself. */
  tripId?: number;
  /** Documents kept with a deleted registration: no action. */
  readOnly?: boolean;
};

/** Documents on a phone: one card each, the preview beside the type and status, the story, the buttons below. */
export function DocumentCards({ label, rows, onAction, busyId = null, tripId, readOnly = false }: DocumentCardsProps) {
  const { t } = useTranslation(['documents', 'components']);
  const fmt = useFormatters();
  return (
    <ReviewCardList label={label}>
      {rows.map((row) => (
        <ReviewCard
          key={row.id}
          preview={<DocumentPreview document={row} size={88} />}
          title={t(`type.${row.type}`)}
          status={<DocumentStatusChip status={row.status} />}
          row={row}
          decisionLine={(key, values) => t(`card.${key}`, values)}
          tripId={tripId}
          travellerName={travellerName(row)}
          codeLine={t('card.personalCode', { code: row.personalCode ?? t('noCode') })}
          story={<div>{t('card.uploadedAt', { date: fmt.day(row.uploadedAt) })}</div>}
          actions={
            !readOnly && row.status === 'pending' ? (
              <DocumentActionButtons document={row} onAction={onAction} isBusy={busyId === row.id} fullWidth />
            ) : null
          }
        />
      ))}
    </ReviewCardList>
  );
}
