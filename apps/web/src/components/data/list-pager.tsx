import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ServerList } from './data-table.tsx';
import { useFormatters } from './use-formatters.ts';

/**
 * The pages of a list shown as cards (a phone), where the grid's own pager is not: which rows are on
 * screen of how many, and the previous and next pages.
 */
export function ListPager({ server }: { server: ServerList }) {
  const { t } = useTranslation('components');
  const fmt = useFormatters();
  const { state, onChange, rowCount, rowCountIsAtLeast = false } = server;
  const first = state.page * state.pageSize + 1;
  const last = Math.min(rowCount, (state.page + 1) * state.pageSize);
  if (rowCount <= state.pageSize && state.page === 0) return null;
  return (
    <Stack
      component="nav"
      aria-label={t('pager.label')}
      direction="row"
      sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t(rowCountIsAtLeast ? 'grid.displayedRowsMore' : 'grid.displayedRows', {
          from: fmt.number(Math.min(first, rowCount)),
          to: fmt.number(last),
          count: fmt.number(rowCount),
        })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          startIcon={<ChevronLeftIcon />}
          disabled={state.page === 0}
          onClick={() => onChange({ ...state, page: state.page - 1 })}
        >
          {t('pager.previous')}
        </Button>
        <Button
          endIcon={<ChevronRightIcon />}
          disabled={!rowCountIsAtLeast && last >= rowCount}
          onClick={() => onChange({ ...state, page: state.page + 1 })}
        >
          {t('pager.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
