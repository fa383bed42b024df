import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CANCELLATION_REASONS, type Traveller } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { ConsentDeadline } from './documents/consent-deadline.tsx';
import { consentStanding } from '@voyage/domain';
import { StatusReason } from './status-reason.tsx';

function Steps({ children }: { children: ReactNode }) {
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5, lineHeight: 1.6 }}>
      {children}
    </Stack>
  );
}

function Pending() {
  const { t } = useTranslation('myVoyage');
  return (
    <>
      <Typography>{t('next.confirmed')}</Typography>
      <Steps>
        <Typography component="li">{t('next.review')}</Typography>
        <Typography component="li">{t('next.decision')}</Typography>
        <Typography component="li">{t('next.afterApproval')}</Typography>
      </Steps>
    </>
  );
}

function Approved({ traveller, now }: { traveller: Traveller; now?: Date }) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  return (
    <>
      <Typography>
        {traveller.approvedAt ? t('approved.leadOn', { date: fmt.day(traveller.approvedAt) }) : t('approved.lead')}
      </Typography>
      <Steps>
        <Typography component="li">{t('approved.pay')}</Typography>
        <Typography component="li">{t('approved.consent')}</Typography>
      </Steps>
      {traveller.consentDeadline ? (
        <ConsentDeadline
          deadline={traveller.consentDeadline}
          consent={consentStanding(traveller.documents)}
          now={now}
        />
      ) : null}
    </>
  );
}

function Rejected({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation('myVoyage');
  return (
    <>
      <Typography>{t('rejected.lead')}</Typography>
      {traveller.statusReason ? <StatusReason reason={traveller.statusReason} /> : null}
      <Typography color="text.secondary">{t('status.contact')}</Typography>
    </>
  );
}

/** Withdrawn by the family, cancelled by the deadline, or cancelled by staff with their words. */
function Cancelled({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  if (traveller.statusReason === CANCELLATION_REASONS.withdrawn) {
    return (
      <>
        <Typography>{t('cancelled.withdrawn')}</Typography>
        <Typography color="text.secondary">{t('cancelled.again')}</Typography>
      </>
    );
  }
  const isConsentMissing = traveller.statusReason === CANCELLATION_REASONS.consentMissing;
  return (
    <>
      {isConsentMissing ? (
        <Typography>
          {traveller.consentDeadline
            ? t('cancelled.consentMissing', { date: fmt.date(traveller.consentDeadline) })
            : t('cancelled.consentMissingUndated')}
        </Typography>
      ) : (
        <>
          <Typography>{t('cancelled.byStaff')}</Typography>
          {traveller.statusReason ? <StatusReason reason={traveller.statusReason} /> : null}
        </>
      )}
      <Typography color="text.secondary">{t('status.contact')}</Typography>
    </>
  );
}

/** What the status means for the family and what they do next, in plain words. */
export function StatusDetails({ traveller, now }: { traveller: Traveller; now?: Date }) {
  switch (traveller.status) {
    case 'pending':
      return <Pending />;
    case 'approved':
      return <Approved traveller={traveller} now={now} />;
    case 'rejected':
      return <Rejected traveller={traveller} />;
    case 'cancelled':
      return <Cancelled traveller={traveller} />;
    case 'deleted':
      return null;
  }
}
