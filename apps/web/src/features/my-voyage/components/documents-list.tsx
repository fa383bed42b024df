import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { TravellerDocument } from '@voyage/domain';
import { StatusChip } from '../../../components/data/status-chip.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { RecordItem, RecordList } from './record-list.tsx';
import { VoyageCard } from './voyage-card.tsx';

/** The files the family sent for this traveller: type, file name, when, and where the review stands. */
export function DocumentsList({ documents }: { documents: readonly TravellerDocument[] }) {
  const { t } = useTranslation(['myVoyage', 'admin']);
  const fmt = useFormatters();
  return (
    <VoyageCard title={t('documents.title')}>
      {documents.length === 0 ? (
        <Typography color="text.secondary">{t('documents.none')}</Typography>
      ) : (
        <RecordList>
          {documents.map((document) => (
            <RecordItem
              key={document.id}
              title={t(`admin:documentType.${document.type}`)}
              detail={document.fileName}
              note={t('documents.uploadedOn', { date: fmt.day(document.uploadedAt) })}
              status={<StatusChip status={document.status} />}
            />
          ))}
        </RecordList>
      )}
    </VoyageCard>
  );
}
