import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { Trip } from '@voyage/domain';
import { DetailList } from '../../../components/data/detail-list.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { localize } from '../../../lib/localized.ts';

export function TripOverview({ trip }: { trip: Trip }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  return (
    <DetailList
      items={[
        { label: t('trip.titleField'), value: localize(trip.title, fmt.locale) },
        {
          label: t('trip.status'),
          value: trip.active ? <Chip size="small" color="primary" label={t('trips.active')} /> : t('trips.inactive'),
        },
        {
          label: t('trip.dates'),
          value: t('trip.range', { from: fmt.date(trip.startsOn), to: fmt.date(trip.endsOn) }),
        },
        { label: t('trip.price'), value: t('trip.perPerson', { price: fmt.euro(trip.totalPriceCents) }) },
        {
          label: t('trip.registrationWindow'),
          value: t('trip.range', {
            from: fmt.dateTime(trip.registrationOpensAt),
            to: fmt.dateTime(trip.registrationClosesAt),
          }),
        },
        { label: t('trip.capacity'), value: t('trip.travellers', { count: trip.capacity }) },
        { label: t('trip.consentDeadline'), value: t('trip.daysAfterApproval', { count: trip.consentDeadlineDays }) },
        { label: t('trip.paymentGrace'), value: t('trip.daysAfterApproval', { count: trip.paymentGraceDays }) },
      ]}
    />
  );
}
