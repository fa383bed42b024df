import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, type AdminTraveller, type StaffDocument } from '@voyage/domain';
import { DataTable } from '../../../components/data/data-table.tsx';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { Section } from '../../../components/data/section.tsx';
import { DocumentStatusChip } from '../../../entities/documents/document-status-chip.tsx';
import { travellerName } from '../../../entities/travellers/traveller-name.ts';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { DocumentActionButtons } from '../../../entities/documents/document-action-buttons.tsx';
import { DocumentCards } from '../../../entities/documents/document-cards.tsx';
import { DocumentPreview } from '../../../entities/documents/document-preview.tsx';
import { useDocumentDialogs, type DocumentDialogRequest } from '../../../entities/documents/use-document-dialogs.tsx';
import { staffConsentFormUrl, useTravellerDocuments } from '../../../entities/documents/api/staff-documents.ts';
import { useRefreshRegistrations } from '../api/refresh-registrations.ts';
import { PassportPanel } from './passport-panel.tsx';
import { TravelAuthorisationMenu } from '../../../entities/documents/travel-authorisation-menu.tsx';
import { cellBox, sentOnColumn, decisionColumn, fileColumn, decideColumn } from './history-columns.tsx';

/**
 * The traveller's documents on the registration detail (docs/product/documents.md#staff-review): each with its
 * preview, status, reason and who reviewed it; a Processing one accepted or rejected here, the reason sent in
 * the family's language. Above them the passport's number and expiry, and the consent form and the travel
 * authorisation letter to print.
 */
export function RegistrationDocuments({ traveller }: { traveller: AdminTraveller }) {
  const { t } = useTranslation(['documents', 'components']);
  const isDeleted = traveller.status === 'deleted';
  // The documents as staff list them (who reviewed each); until they come, what the registration carries.
  const listed = useTravellerDocuments(traveller, { enabled: !isDeleted }).data;
  const refreshRegistrations = useRefreshRegistrations();
  const { onAction, busyId, outcome, dialogs } = useDocumentDialogs({
    onSettled: refreshRegistrations,
  });
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const rows = listed ?? keptDocuments(traveller);
  const label = t('section.table', { name: travellerName(traveller) });

  return (
    <Section
      title={t('section.title')}
      actions={
        traveller.status === 'approved' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'flex-start' } }}>
            <Button
              variant="outlined"
              startIcon={<PrintOutlinedIcon />}
              href={staffConsentFormUrl(traveller.id)}
              target="_blank"
              rel="noopener"
              sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
            >
              {t('section.consentForm')}
            </Button>
            <TravelAuthorisationMenu traveller={traveller} />
          </Stack>
        ) : null
      }
    >
      <PassportPanel traveller={traveller} />
      {outcome}
      {rows.length === 0 ? (
        <EmptyState message={t('section.empty')} />
      ) : isNarrow ? (
        <DocumentCards label={label} rows={rows} onAction={onAction} busyId={busyId} readOnly={isDeleted} />
      ) : (
        <TravellerDocumentsTable label={label} rows={rows} onAction={onAction} busyId={busyId} readOnly={isDeleted} />
      )}
      {dialogs}
    </Section>
  );
}

/** The documents the registration carries, as staff lists show them (who reviewed them is not among them). */
function keptDocuments(traveller: AdminTraveller): StaffDocument[] {
  return traveller.documents.map((document) => ({
    ...document,
    travellerId: traveller.id,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    personalCode: traveller.personalCode,
    language: traveller.language,
    schoolId: traveller.schoolId,
    schoolName: traveller.schoolName,
    reviewedAt: null,
    reviewedByName: null,
  }));
}

type TravellerDocumentsTableProps = {
  label: string;
  rows: readonly StaffDocument[];
  onAction(request: DocumentDialogRequest): void;
  busyId: string | null;
  /** A deleted registration's documents: read, not decided. */
  readOnly: boolean;
};

/** One traveller's documents on a desktop, newest first: the preview beside the type, then its story. */
function TravellerDocumentsTable({ label, rows, onAction, busyId, readOnly }: TravellerDocumentsTableProps) {
  const { t } = useTranslation(['documents', 'components']);
  const fmt = useFormatters();
  const columns = useMemo<GridColDef<StaffDocument>[]>(() => {
    const day = (value: Date) => fmt.day(value.toISOString());
    const list: GridColDef<StaffDocument>[] = [
      sentOnColumn('uploadedAt', t('columns.uploadedAt'), day),
      fileColumn('preview', t('columns.preview'), (row) => <DocumentPreview document={row} size={64} />),
      {
        field: 'type',
        headerName: t('columns.type'),
        type: 'singleSelect',
        valueOptions: DOCUMENT_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
        minWidth: 130,
        flex: 0.8,
        renderCell: ({ row }) => (
          <Box sx={cellBox}>
            <Typography sx={{ fontWeight: 500 }}>{t(`type.${row.type}`)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
              {row.fileName}
            </Typography>
          </Box>
        ),
      },
      decisionColumn({
        headerName: t('columns.status'),
        valueOptions: DOCUMENT_STATUSES.map((value) => ({ value, label: t(`components:documentStatus.${value}`) })),
        minWidth: 180,
        flex: 1.3,
        chip: (row) => <DocumentStatusChip status={row.status} />,
      }),
      {
        field: 'reviewedByName',
        headerName: t('columns.reviewedBy'),
        minWidth: 130,
        flex: 0.8,
        renderCell: ({ row }) =>
          row.reviewedByName ? (
            <Box sx={cellBox}>
              <Typography variant="body2">{row.reviewedByName}</Typography>
              {row.reviewedAt ? (
                <Typography variant="body2" color="text.secondary">
                  {fmt.day(row.reviewedAt)}
                </Typography>
              ) : null}
            </Box>
          ) : null,
      },
    ];
    if (readOnly) return list;
    list.push(
      decideColumn(t('columns.actions'), { minWidth: 210, flex: 1 }, (row) => (
        <DocumentActionButtons document={row} onAction={onAction} isBusy={busyId === row.id} />
      )),
    );
    return list;
  }, [t, fmt, onAction, busyId, readOnly]);
  return (
    <DataTable<StaffDocument>
      label={label}
      rows={rows}
      columns={columns}
      rowHeight="auto"
      initialSort={[{ field: 'uploadedAt', sort: 'desc' }]}
    />
  );
}
