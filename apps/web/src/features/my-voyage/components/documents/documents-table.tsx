import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { isPreviewableImage, MY_DOCUMENT_TYPES, type TravellerDocument } from '@voyage/domain';
import { DocumentStatusChip } from '../../../../entities/documents/document-status-chip.tsx';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { documentFileUrl } from '../../api/document-urls.ts';
import { DocumentPreview, type DocumentGallery } from './document-preview.tsx';

type DocumentsTableProps = {
  documents: readonly TravellerDocument[];
  /** The table's name for screen readers ("Documents of ELENI PAVLOU"). */
  label: string;
  /** Given while the family may still act: "Remove" on an upload still Processing. */
  onRemove?(document: TravellerDocument): void;
  /** The document being removed now, whose button shows it is busy. */
  removingId?: string | null;
  /** The rejected passport or ID that may be replaced (the latest, while no other is Processing or Accepted). */
  replaceableId?: string | null;
  onReplace?(document: TravellerDocument): void;
};

/** The status chip, and under a rejected document the reason staff gave. */
function Status({ document }: { document: TravellerDocument }) {
  const { t } = useTranslation('myVoyage');
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <DocumentStatusChip status={document.status} />
      {document.status === 'rejected' && document.rejectionReason ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('documents.reason', { reason: document.rejectionReason })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * The documents on record for one traveller, newest first (docs/product/my-voyage.md#documents): uploaded on,
 * file name, type, status (a rejection with its reason), a preview and what the family may do: Remove an upload
 * still Processing, Replace a rejected passport or ID. A table where there is room; on a phone one card each.
 */
export function DocumentsTable({
  documents,
  label,
  onRemove,
  removingId = null,
  replaceableId = null,
  onReplace,
}: DocumentsTableProps) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const rows = [...documents].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  const typeOf = (document: TravellerDocument) => t(`documents.types.${document.type}`);

  const images = rows.filter((document) => isPreviewableImage(document.fileMediaType));
  const gallery: DocumentGallery = {
    ids: images.map((document) => document.id),
    urls: images.map((document) => documentFileUrl(document.id)),
    alts: images.map((document) =>
      t('documents.preview.alt', { type: typeOf(document), date: fmt.day(document.uploadedAt) }),
    ),
    names: images.map((document) => document.fileName),
  };

  // What the family may upload, it may remove while it waits; anything else on record is staff's to handle.
  const canRemove = (document: TravellerDocument) =>
    Boolean(onRemove) &&
    document.status === 'pending' &&
    (MY_DOCUMENT_TYPES as readonly string[]).includes(document.type);
  const canReplace = (document: TravellerDocument) => Boolean(onReplace) && document.id === replaceableId;
  const actions = (document: TravellerDocument) => {
    const date = fmt.day(document.uploadedAt);
    if (canRemove(document)) {
      return (
        <Button
          size="small"
          color="error"
          variant="outlined"
          loading={removingId === document.id}
          onClick={() => onRemove?.(document)}
          aria-label={t(`documents.removeNamed.${document.type}`, { date })}
        >
          {t('documents.remove')}
        </Button>
      );
    }
    if (canReplace(document)) {
      return (
        <Button
          size="small"
          variant="contained"
          onClick={() => onReplace?.(document)}
          aria-label={t(`documents.replaceNamed.${document.type}`, { date })}
        >
          {t('documents.replace')}
        </Button>
      );
    }
    return null;
  };

  if (isPhone) {
    return (
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map((document) => (
          <Box
            component="li"
            key={document.id}
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{typeOf(document)}</Typography>
              <Status document={document} />
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {document.fileName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('documents.uploadedOn', { date: fmt.day(document.uploadedAt) })}
            </Typography>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
            >
              <DocumentPreview document={document} gallery={gallery} />
              {actions(document)}
            </Box>
          </Box>
        ))}
      </Stack>
    );
  }

  const showActions = rows.some((document) => canRemove(document) || canReplace(document));
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('documents.columns.uploaded')}</TableCell>
            <TableCell>{t('documents.columns.file')}</TableCell>
            <TableCell>{t('documents.columns.type')}</TableCell>
            <TableCell>{t('documents.columns.status')}</TableCell>
            <TableCell>{t('documents.columns.preview')}</TableCell>
            {showActions ? <TableCell>{t('documents.columns.actions')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((document) => (
            <TableRow key={document.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.day(document.uploadedAt)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120, maxWidth: 220 }}>{document.fileName}</TableCell>
              <TableCell>{typeOf(document)}</TableCell>
              <TableCell sx={{ minWidth: 140, maxWidth: 260 }}>
                <Status document={document} />
              </TableCell>
              <TableCell>
                <DocumentPreview document={document} gallery={gallery} />
              </TableCell>
              {showActions ? <TableCell>{actions(document)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
