import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import type { ChecklistItemKind } from '@voyage/domain';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useRemindFamilies } from '../api/readiness-board.ts';

/** "Remind these families" of the item the board is filtered by, and what the reminder did. */
export function RemindButton({ departureId, item }: { departureId: number; item: ChecklistItemKind }) {
  const { t } = useTranslation('components');
  const remind = useRemindFamilies(departureId);
  return (
    <Stack spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        startIcon={<ForwardToInboxOutlinedIcon />}
        disabled={remind.isPending}
        onClick={() => remind.mutate(item)}
      >
        {t('checklist.board.remind')}
      </Button>
      <div role="status">
        {remind.isError ? <Alert severity="error">{apiErrorMessage(t, remind.error)}</Alert> : null}
        {remind.data ? (
          <Alert severity="success">
            {t('checklist.board.reminded', { count: remind.data.sent, already: remind.data.alreadyRemindedToday })}
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
