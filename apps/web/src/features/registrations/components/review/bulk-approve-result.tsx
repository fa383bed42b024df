import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BulkApproveResult, Traveller } from '@voyage/domain';
import { travellerName } from '../../../../entities/travellers/traveller-name.ts';

type BulkApproveResultNoteProps = {
  result: BulkApproveResult;
  /** The registrations as they were when staff chose them, to name the ones refused. */
  chosen: readonly Pick<Traveller, 'id' | 'firstName' | 'lastName'>[];
};

/** How many were approved and, when some were not, which ones and why. */
export function BulkApproveResultNote({ result, chosen }: BulkApproveResultNoteProps) {
  const { t } = useTranslation(['admin', 'common']);
  const approved = result.results.filter((row) => row.ok).length;
  const refused = result.results.filter((row) => !row.ok);
  const nameOf = (id: string) => {
    const traveller = chosen.find((row) => row.id === id);
    return traveller ? travellerName(traveller) : t('bulk.unknownName');
  };
  // Not pending any more is the usual refusal: someone acted on it meanwhile (the list now shows it so).
  const why = (code: string | null) =>
    code === 'CONFLICT' || code === 'INVALID_TRANSITION'
      ? t('bulk.notPending')
      : t(`common:errors.${code ?? 'INTERNAL'}`, { defaultValue: t('common:errors.INTERNAL') });
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
              <Typography key={row.id} component="li" variant="body2">
                {t('bulk.failure', { name: nameOf(row.id), reason: why(row.code) })}
              </Typography>
            ))}
          </Box>
        </>
      ) : null}
    </Alert>
  );
}
