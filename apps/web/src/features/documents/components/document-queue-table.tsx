import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColDef } from '@mui/x-data-grid';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, type DocumentQueueRow } from '@voyage/domain';
import type { ReviewQueuePage } from '../../../components/review/review-queue-section.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { reviewColumn, ReviewQueueTable } from '../../../components/review/review-queue-table.tsx';
import { DocumentActionButtons } from '../../../entities/documents/document-action-buttons.tsx';
import { DocumentPreview } from '../../../entities/documents/document-preview.tsx';
import { DocumentStatusChip } from '../../../entities/documents/document-status-chip.tsx';
import type { DocumentDialogRequest } from '../../../entities/documents/use-document-dialogs.tsx';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import type { DocumentQueueTab } from '../api/document-queue.ts';

type DocumentQueueTableProps = ReviewQueuePage<DocumentQueueRow> & {
  tripId: number;
  tab: DocumentQueueTab;
  onAction(request: DocumentDialogRequest): void;
  busyId: string | null;
};

/**
 * The queue on a desktop: the document's preview beside its traveller, then its type, school, code and day. The
 * API sorts and searches it; its filters are the drop-downs above it (docs/product/documents.md#documents-queue).
 */
export function DocumentQueueTable({ tripId, tab, onAction, busyId, ...table }: DocumentQueueTableProps) {
  const { t } = useTranslation(['documents', 'components']);
  const fmt = useFormatters();
  const columns = useMemo<GridColDef<DocumentQueueRow>[]>(() => {
    const list: GridColDef<DocumentQueueRow>[] = [
      reviewColumn.preview<DocumentQueueRow>('preview', t('columns.preview'), (row) => (
        <DocumentPreview document={row} />
      )),
      reviewColumn.traveller<DocumentQueueRow>({
        headerName: t('columns.traveller'),
        tripId,
        name: travellerName,
        flex: 1.5,
      }),
      {
        field: 'type',
        headerName: t('columns.type'),
        type: 'singleSelect',
        valueOptions: DOCUMENT_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
        filterable: false,
        minWidth: 140,
        flex: 0.9,
      },
      reviewColumn.school<DocumentQueueRow>(t('columns.school')),
      reviewColumn.personalCode<DocumentQueueRow>({
        headerName: t('columns.personalCode'),
        tripId,
        missing: t('noCode'),
        minWidth: 150,
        flex: 0.7,
      }),
      {
        field: 'uploadedAt',
        headerName: t('columns.uploadedAt'),
        type: 'date',
        minWidth: 120,
        flex: 0.7,
        valueGetter: (value: string) => new Date(value),
        valueFormatter: (value: Date) => fmt.day(value.toISOString()),
      },
    ];
    if (tab === 'all') {
      list.push(
        reviewColumn.status<DocumentQueueRow>({
          headerName: t('columns.status'),
          valueOptions: DOCUMENT_STATUSES.map((value) => ({ value, label: t(`components:documentStatus.${value}`) })),
          filterable: false,
          chip: (row) => <DocumentStatusChip status={row.status} />,
          note: (row) => row.rejectionReason,
        }),
        reviewColumn.reviewedBy<DocumentQueueRow>(t('columns.reviewedBy')),
      );
    }
    list.push(
      reviewColumn.actions<DocumentQueueRow>(t('columns.actions'), 240, (row) => (
        <DocumentActionButtons document={row} onAction={onAction} isBusy={busyId === row.id} />
      )),
    );
    return list;
  }, [t, fmt, tab, tripId, onAction, busyId]);

  return <ReviewQueueTable<DocumentQueueRow> {...table} columns={columns} hiddenFields={['schoolName']} />;
}
