import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { AuditPage } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';

type AuditPagerProps = { page: AuditPage; onPage(page: number): void };

/** Newest first: the previous page holds newer entries, the next one older. */
export function AuditPager({ page, onPage }: AuditPagerProps) {
  const { t } = useTranslation(['admin', 'components']);
  const fmt = useFormatters();
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  const hasOlder = last < page.total;
  return (
    <Stack
      component="nav"
      aria-label={t('audit.pager.label')}
      direction="row"
      sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('components:grid.displayedRows', {
          from: fmt.number(Math.min(first, page.total)),
          to: fmt.number(last),
          count: fmt.number(page.total),
        })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button startIcon={<ChevronLeftIcon />} disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
          {t('audit.pager.newer')}
        </Button>
        <Button endIcon={<ChevronRightIcon />} disabled={!hasOlder} onClick={() => onPage(page.page + 1)}>
          {t('audit.pager.older')}
        </Button>
      </Stack>
    </Stack>
  );
}
