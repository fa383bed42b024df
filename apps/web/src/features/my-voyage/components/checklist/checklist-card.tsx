import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router';
import type { ChecklistItem } from '@voyage/domain';
import { ChecklistItems } from '../../../../entities/readiness/checklist-items.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useMyChecklist } from '../../api/my-checklist.ts';
import { VoyageCard } from '../voyage-card.tsx';
import { goToCard, VOYAGE_ANCHORS } from './voyage-anchors.ts';

/** Where an item's action leads on the page: the payments, the travel authorisation letter, or the documents. */
function anchorOf(item: ChecklistItem): string {
  if (item.kind === 'instalment') return VOYAGE_ANCHORS.payments;
  if (item.kind === 'travel-authorisation') return VOYAGE_ANCHORS.travelAuthorisation;
  return VOYAGE_ANCHORS.documents;
}

/** What the family does about an item: pay, download the letter to sign, enter the document's details, or upload. */
function actionOf(item: ChecklistItem): 'pay' | 'sign' | 'details' | 'upload' {
  if (item.kind === 'instalment') return 'pay';
  if (item.kind === 'travel-authorisation') return 'sign';
  const isDetails =
    item.problem === 'details-missing' || item.problem === 'expires-too-soon' || item.problem === 'passport-needed';
  return isDetails ? 'details' : 'upload';
}

/**
 * The action one tap away for an item still to do: pay, upload, enter the document's details, download the letter
 * to sign, the health form.
 */
function ItemAction({ travellerId, item }: { travellerId: string; item: ChecklistItem }) {
  const { t } = useTranslation('components');
  const anchor = anchorOf(item);
  if (item.kind === 'health') {
    return (
      <Button
        component={RouterLink}
        to={paths.myHealth.href(travellerId)}
        variant="outlined"
        size="small"
        sx={{ flexShrink: 0 }}
      >
        {t('checklist.actions.health')}
      </Button>
    );
  }
  if (item.kind === 'approved') return null;
  return (
    <Button href={`#${anchor}`} onClick={goToCard(anchor)} variant="outlined" size="small" sx={{ flexShrink: 0 }}>
      {t(`checklist.actions.${actionOf(item)}`)}
    </Button>
  );
}

/** My Voyage's "Ready to travel" card (docs/product/readiness.md): the child's checklist, each action one tap away. */
export function ChecklistCard({ travellerId }: { travellerId: string }) {
  const { t } = useTranslation('components');
  const checklist = useMyChecklist(travellerId);
  const left = checklist.data?.items.filter((item) => item.state !== 'done').length ?? 0;
  const aside = checklist.data ? (
    checklist.data.ready ? (
      <Chip color="success" label={t('checklist.ready')} />
    ) : (
      <Chip color="warning" variant="outlined" label={t('checklist.toDo', { count: left })} />
    )
  ) : null;
  return (
    <VoyageCard title={t('checklist.title')} aside={aside}>
      {checklist.isError ? <Alert severity="error">{t('checklist.loadFailed')}</Alert> : null}
      {checklist.isPending ? <Skeleton variant="rounded" height={160} /> : null}
      {checklist.data ? (
        <ChecklistItems
          checklist={checklist.data}
          action={(item) => <ItemAction travellerId={travellerId} item={item} />}
        />
      ) : null}
    </VoyageCard>
  );
}
