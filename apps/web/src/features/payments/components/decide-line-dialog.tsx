import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { WaitingStatementLine } from '@voyage/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { travellerSearchQuery, useDecideLine } from '../api/statements.ts';

/** How long the search waits after the last key before it asks the server. */
const SEARCH_PAUSE_MS = 300;

type Choice = { id: string; label: string };

/** The search box's text once staff stop typing for a moment. */
function usePausedText(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/**
 * Assign a waiting line to a suggested traveller, or to any approved traveller of the trip found by name,
 * personal code or RF reference (another amount with a reason), or set it aside with a reason
 * (docs/product/payments.md#lines-waiting).
 */
export function DecideLineDialog({
  tripId,
  line,
  onClose,
}: {
  tripId: number;
  line: WaitingStatementLine;
  onClose: () => void;
}) {
  const { t } = useTranslation(['payments', 'common']);
  const decide = useDecideLine();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [travellerId, setTravellerId] = useState(line.suggestions[0]?.travellerId ?? '');
  const [reason, setReason] = useState('');
  const [search, setSearch] = useState('');
  const searched = usePausedText(search.trim());
  const found = useQuery(travellerSearchQuery(tripId, searched));
  const suggested: Choice[] = line.suggestions.map((each) => ({ id: each.travellerId, label: each.travellerName }));
  const others: Choice[] = (found.data?.rows ?? [])
    .filter((row) => !suggested.some((each) => each.id === row.id))
    .map((row) => ({
      id: row.id,
      label: [`${row.lastName} ${row.firstName}`, row.personalCode].filter(Boolean).join(' · '),
    }));
  const choices = [...suggested, ...others];
  const nothingFound = searched.length >= 2 && found.isSuccess && found.data.rows.length === 0;
  const submit = (kind: 'assign' | 'set-aside') =>
    decide.mutate(
      kind === 'assign'
        ? { kind, lineId: line.id, travellerId, overrideReason: reason.trim() || undefined }
        : { kind, lineId: line.id, reason },
      { onSuccess: onClose },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="decide-line-title">
      <DialogTitle id="decide-line-title">{t('statements.waiting.decideTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {line.text}
          </Typography>
          {decide.error && <Alert severity="error">{apiErrorMessage(t, decide.error)}</Alert>}
          <TextField
            type="search"
            label={t('statements.waiting.search')}
            helperText={nothingFound ? t('statements.waiting.noneFound') : t('statements.waiting.searchHint')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <TextField
            select
            label={t('statements.waiting.traveller')}
            value={choices.some((each) => each.id === travellerId) ? travellerId : ''}
            onChange={(event) => setTravellerId(event.target.value)}
            disabled={choices.length === 0}
            helperText={
              line.suggestions.length === 0 && others.length === 0 ? t('statements.waiting.noSuggestion') : undefined
            }
          >
            {choices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('statements.waiting.reason')}
            helperText={t('statements.waiting.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('statements.close')}</Button>
        <Button disabled={!reason.trim() || decide.isPending} onClick={() => submit('set-aside')}>
          {t('statements.waiting.setAside')}
        </Button>
        <Button
          variant="contained"
          disabled={!choices.some((each) => each.id === travellerId) || decide.isPending}
          onClick={() => submit('assign')}
        >
          {t('statements.waiting.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
