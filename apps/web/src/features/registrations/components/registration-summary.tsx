import { useTranslation } from 'react-i18next';
import { formatCreditorReference, type AdminTraveller } from '@voyage/domain';
import { DetailList, type DetailItem } from '../../../components/data/detail-list.tsx';
import { RegistrationStatusChip } from '../../../entities/travellers/registration-status-chip.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { consentCountdown, consentDaysLeft } from './consent-countdown.ts';
import { statusReasonText } from './status-reason.ts';
import { WarningChip } from './warning-chip.tsx';

/**
 * What the office adds to what the family typed: status and why, personal code and RF payment reference
 * (grouped in fours, docs/product/payments.md#payment-reference), dates, the consent
 * deadline with the days left, money received; while deleted, why and what a restore goes back to.
 */
export function RegistrationSummary({ traveller }: { traveller: AdminTraveller }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const items: (DetailItem | false)[] = [
    {
      label: t('fields.status'),
      value: <RegistrationStatusChip status={traveller.status} waitingListPosition={traveller.waitingListPosition} />,
    },
    traveller.statusReason !== null && {
      label: t('fields.statusReason'),
      value: statusReasonText(t, traveller.statusReason),
    },
    traveller.status === 'deleted' &&
      traveller.statusBeforeDeletion !== null && {
        label: t('fields.statusBeforeDeletion'),
        value: <RegistrationStatusChip status={traveller.statusBeforeDeletion} />,
      },
    traveller.deletionReason !== null && { label: t('fields.deletionReason'), value: traveller.deletionReason },
    { label: t('fields.personalCode'), value: traveller.personalCode ?? t('registration.noPersonalCode') },
    traveller.paymentReference !== null && {
      label: t('fields.paymentReference'),
      value: formatCreditorReference(traveller.paymentReference),
    },
    { label: t('fields.registeredAt'), value: fmt.dateTime(traveller.registeredAt) },
    {
      label: t('fields.emailConfirmedAt'),
      value: traveller.emailConfirmedAt ? (
        fmt.dateTime(traveller.emailConfirmedAt)
      ) : (
        <WarningChip label={t('common.emailNotConfirmed')} />
      ),
    },
    traveller.approvedAt !== null && { label: t('fields.approvedAt'), value: fmt.dateTime(traveller.approvedAt) },
    traveller.consentDeadline !== null && {
      label: t('fields.consentDeadline'),
      value: <ConsentDeadlineValue traveller={traveller} deadline={traveller.consentDeadline} />,
    },
    { label: t('fields.paid'), value: fmt.euro(traveller.paidCents) },
  ];
  return <DetailList items={items.filter((item) => item !== false)} />;
}

function ConsentDeadlineValue({ traveller, deadline }: { traveller: AdminTraveller; deadline: string }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  // The countdown matters only while the registration waits for the consent form.
  if (traveller.status !== 'approved') return <>{fmt.date(deadline)}</>;
  const daysLeft = consentDaysLeft(deadline);
  const text = t('consent.withCountdown', { date: fmt.date(deadline), countdown: consentCountdown(t, daysLeft) });
  return daysLeft < 0 ? <WarningChip severity="error" label={text} /> : <>{text}</>;
}
