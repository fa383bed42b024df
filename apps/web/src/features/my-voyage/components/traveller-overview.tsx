import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { localeOrDefault, type Traveller } from '@voyage/domain';
import { DetailList, type DetailItem } from '../../../components/data/detail-list.tsx';
import { RegistrationStatusChip } from '../../../entities/travellers/registration-status-chip.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { tripsQuery } from '../../../entities/trips/api/get-trips.ts';
import { confirmationUrl } from '../api/document-urls.ts';
import { familyName } from './family-name.ts';
import { VoyageCard } from './voyage-card.tsx';
import { tripTitle } from '../../../lib/localized.ts';

/**
 * The traveller as registered: name, status, school, date of birth, trip and, once approved, the personal code;
 * and the printable confirmation in the language being read (docs/product/my-voyage.md#printable-confirmation).
 */
export function TravellerOverview({ traveller }: { traveller: Traveller }) {
  const { t, i18n } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const trip = useQuery(tripsQuery).data?.find((candidate) => candidate.id === traveller.tripId);
  const items: DetailItem[] = [
    { label: t('traveller.status'), value: <RegistrationStatusChip status={traveller.status} /> },
    { label: t('traveller.school'), value: traveller.schoolName },
    { label: t('traveller.dateOfBirth'), value: fmt.date(traveller.dateOfBirth) },
    ...(trip ? [{ label: t('traveller.trip'), value: tripTitle(trip, i18n.language) }] : []),
    { label: t('traveller.registeredAt'), value: fmt.day(traveller.registeredAt) },
    ...(traveller.personalCode ? [{ label: t('traveller.personalCode'), value: traveller.personalCode }] : []),
  ];
  return (
    <VoyageCard title={familyName(traveller)}>
      <DetailList items={items} />
      <Button
        variant="outlined"
        href={confirmationUrl(traveller.id, localeOrDefault(i18n.language))}
        download
        startIcon={<PrintOutlinedIcon />}
        sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
      >
        {t('traveller.printConfirmation')}
      </Button>
    </VoyageCard>
  );
}
