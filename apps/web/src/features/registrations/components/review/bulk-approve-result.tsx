import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BulkApproveResult, Traveller } from '@voyage/domain';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';
import { errorCodeMessage } from '../../../../lib/api-error-message.ts';
import { isPlacesRefusal, PutOnWaitingList } from './put-on-waiting-list.tsx';

type BulkApproveResultNoteProps = {
  result: BulkApproveResult;
  /** The registrations as they were when staff chose them, to name the ones refused. */
  chosen: readonly Pick<Traveller, 'id' | 'firstName' | 'lastName'>[];
};

/**
 * How many were approved and, when some were not, which ones and why; those refused for lack of a place can
 * be put on the waiting list from here (docs/product/places.md#a-refused-approval).
 */
export function BulkApproveResultNote({ result, chosen }: BulkApproveResultNoteProps) {
  const { t } = useTranslation(['admin', 'common']);
  const approved = result.results.filter((row) => row.ok).length;
  const refused = result.results.filter((row) => !row.ok);
  const nameOf = (id: string) => {
    const traveller = chosen.find((row) => row.id === id);
    return traveller ? travellerName(traveller) : t('bulk.unknownName');
  };
  // Not pending any more is the usual refusal: someone acted on it meanwhile (the list now shows it so).
  const why = (row: BulkApproveResult['results'][number]) =>
    row.code === 'CONFLICT' || row.code === 'INVALID_TRANSITION'
      ? t('bulk.notPending')
      : errorCodeMessage(t, row.code, row.details);
  return (
    <Alert severity={refused.length === 0 ? 'success' : 'warning'} variant="outlined">
      <AlertTitle sx={{ mb: refused.length === 0 ? 0 : undefined }}>
        {t('bulk.approved', { count: approved })}
      </AlertTitle>
      {refused.length > 0 ? (
        <>
          <Typography variant="body2">{t('bulk.notApproved', { count: refused.length })}</Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {refused.map((row) => (
              <Typography key={row.id} component="li" variant="body2" sx={{ mb: 0.5 }}>
                {t('bulk.failure', { name: nameOf(row.id), reason: why(row) })}
                {isPlacesRefusal(row.code) ? (
                  <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                    <PutOnWaitingList
                      travellerId={row.id}
                      label={t('review.waitingList.putFor', { name: nameOf(row.id) })}
                    />
                  </Box>
                ) : null}
              </Typography>
            ))}
          </Box>
        </>
      ) : null}
    </Alert>
  );
}
