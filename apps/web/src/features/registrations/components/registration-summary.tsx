import { useTranslation } from 'react-i18next';
import type { Traveller } from '@voyage/domain';
import { DetailList } from '../../../components/data/detail-list.tsx';
import { StatusChip } from '../../../components/data/status-chip.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { WarningChip } from './warning-chip.tsx';

/** What the office adds to what the family typed: status, bank reference, dates, money received. */
export function RegistrationSummary({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  return (
    <DetailList
      items={[
        { label: t('fields.status'), value: <StatusChip status={traveller.status} /> },
        { label: t('fields.personalCode'), value: traveller.personalCode ?? t('registration.noPersonalCode') },
        { label: t('fields.registeredAt'), value: fmt.dateTime(traveller.registeredAt) },
        {
          label: t('fields.emailConfirmedAt'),
          value: traveller.emailConfirmedAt ? (
            fmt.dateTime(traveller.emailConfirmedAt)
          ) : (
            <WarningChip label={t('common.emailNotConfirmed')} />
          ),
        },
        { label: t('fields.paid'), value: fmt.euro(traveller.paidCents) },
      ]}
    />
  );
}
