import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { addDays, type CorrectionResult, type Traveller } from '@voyage/domain';
import { DetailList } from '../../../../components/data/detail-list.tsx';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { useMyCorrections } from '../../api/my-corrections.ts';
import { goToCard, VOYAGE_ANCHORS } from '../checklist/voyage-anchors.ts';
import { CardAction, CardNoticeAlert, type CardNotice } from '../family-card-actions.tsx';
import { VoyageCard } from '../voyage-card.tsx';
import { lazyPart } from '../../../../components/common/lazy-part.tsx';
import { OpenedOnce } from '../../../../components/common/opened-once.tsx';
import { FamilyChangeRequests } from './family-change-requests.tsx';

// Its form and rules load when the family opens it: they are not part of the first view (decision 029).
const CorrectionDialog = lazyPart(() => import('./correction-dialog.tsx').then((module) => module.CorrectionDialog));

/** The details a family corrects, as the registration holds them now. */
function CurrentDetails({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation(['myVoyage', 'components']);
  const label = (field: 'guardianName' | 'phone' | 'city' | 'district' | 'roommates') =>
    t(`components:correctableFields.${field}`);
  return (
    <DetailList
      items={[
        { label: label('guardianName'), value: traveller.guardianName },
        { label: label('phone'), value: traveller.phone },
        { label: label('city'), value: traveller.city },
        { label: label('district'), value: t(`components:districts.${traveller.district}`) },
        {
          label: label('roommates'),
          value: traveller.roommates.length > 0 ? traveller.roommates.join(', ') : t('corrections.noRoommates'),
        },
      ]}
    />
  );
}

/** What the family corrects elsewhere or asks the office for: the passport, the e-mail, the child's own details. */
function ElsewhereNotes() {
  const { t } = useTranslation('myVoyage');
  const anchor = VOYAGE_ANCHORS.passport;
  return (
    <Stack component="ul" spacing={0.75} sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
      <Typography component="li" variant="body2">
        {t('corrections.passport')}{' '}
        <Link href={`#${anchor}`} onClick={goToCard(anchor)} underline="always">
          {t('corrections.passportLink')}
        </Link>
      </Typography>
      <Typography component="li" variant="body2">
        {t('corrections.email')}
      </Typography>
      <Typography component="li" variant="body2">
        {t('corrections.office')}
      </Typography>
    </Stack>
  );
}

/**
 * Corrections by the family (docs/product/corrections.md#in-my-voyage): the guardian's name, phone, address and
 * roommates as they are; until the trip's freeze day "Correct details" saves them at once, from it "Ask for a
 * change" sends a request to the office; the requests with their answers.
 */
export function CorrectionsCard({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const corrections = useMyCorrections(traveller.id);
  const [isOpen, setOpen] = useState(false);
  const [notice, setNotice] = useState<CardNotice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isHeadingNext = useRef(false);
  const data = corrections.data;

  const done = (result: CorrectionResult) => {
    setNotice({
      severity: result.outcome === 'unchanged' ? 'info' : 'success',
      text: t(`corrections.done.${result.outcome}`),
    });
    isHeadingNext.current = true;
    setOpen(false);
  };
  const isWaiting = data?.requests.some((request) => request.status === 'waiting') ?? false;
  const freeze = data
    ? data.frozen
      ? t('corrections.frozen', { date: fmt.date(data.freezesOn) })
      : t('corrections.until', { date: fmt.date(addDays(data.freezesOn, -1)) })
    : '';

  return (
    <VoyageCard title={t('corrections.title')} headingRef={headingRef}>
      <Stack spacing={2}>
        <CardNoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <Typography color="text.secondary">{t('corrections.lead')}</Typography>
        <CurrentDetails traveller={traveller} />
        {!data ? (
          <Skeleton variant="rounded" height={56} />
        ) : data.frozen && isWaiting ? (
          <Alert severity="info" role="note">
            {freeze} {t('corrections.waitingNote')}
          </Alert>
        ) : (
          <CardAction
            hint={<Typography sx={{ flex: '1 1 16rem' }}>{freeze}</Typography>}
            icon={<EditOutlinedIcon />}
            label={t(data.frozen ? 'corrections.ask' : 'corrections.correct')}
            onClick={() => {
              setNotice(null);
              setOpen(true);
            }}
          />
        )}
        <ElsewhereNotes />
        {data ? (
          <FamilyChangeRequests
            travellerId={traveller.id}
            requests={data.requests}
            onWithdrawn={(text) => setNotice({ severity: 'info', text })}
          />
        ) : null}
      </Stack>
      <OpenedOnce open={isOpen}>
        <CorrectionDialog
          open={isOpen}
          traveller={traveller}
          isFrozen={data?.frozen ?? false}
          onClose={() => setOpen(false)}
          onDone={done}
          onExited={() => {
            if (!isHeadingNext.current) return;
            isHeadingNext.current = false;
            headingRef.current?.focus();
          }}
        />
      </OpenedOnce>
    </VoyageCard>
  );
}
