import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { auditQuerySchema, type AuditQuery } from '@voyage/domain';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ListExportMenu } from '../../../components/data/list-export-menu.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Section } from '../../../components/data/section.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { useAuditPage } from '../api/get-audit-page.ts';
import { AuditCards } from '../components/audit-cards.tsx';
import { AuditFilters, NO_FILTERS, type AuditFilterValues } from '../components/audit-filters.tsx';
import { AuditPager } from '../components/audit-pager.tsx';
import { AuditTable } from '../components/audit-table.tsx';

const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof AuditFilterValues)[];

/** `/admin/audit`: the audit log, newest first, filtered and paged by the address (a link can point at it). */
export default function AuditScreen() {
  const { t } = useTranslation(['admin', 'exports']);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as AuditFilterValues,
    [params],
  );
  const query = useMemo<AuditQuery>(() => {
    const asked = Object.fromEntries([...params].filter(([, value]) => value !== ''));
    // A hand-edited address that is not a filter shows the whole log, first page.
    const parsed = auditQuerySchema.safeParse(asked);
    return parsed.success ? parsed.data : { page: 1 };
  }, [params]);
  const page = useAuditPage(query);
  // The file holds what the filters keep, every page of it.
  const { page: _page, ...asked } = query;
  const filtered = Object.fromEntries(Object.entries(asked).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));

  const show = (next: AuditFilterValues, pageNumber = 1) => {
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key].trim()) search.set(key, next[key].trim());
    if (pageNumber > 1) search.set('page', String(pageNumber));
    setParams(search);
  };

  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <Section title={t('audit.filters.title')}>
        <AuditFilters value={filters} onApply={(next) => show(next)} />
      </Section>
      <Section
        title={t('audit.table')}
        actions={<ListExportMenu label={t('exports:auditLog')} path="admin/audit" list={{ fixed: filtered }} />}
      >
        <QueryState
          query={page}
          what="audit log"
          skeleton={<TableSkeleton rows={8} />}
          isEmpty={(data) => data.total === 0}
          emptyMessage={t('audit.empty')}
        >
          {(data) => (
            <>
              {isNarrow ? <AuditCards entries={data.entries} /> : <AuditTable entries={data.entries} />}
              <AuditPager page={data} onPage={(next) => show(filters, next)} />
            </>
          )}
        </QueryState>
      </Section>
    </>
  );
}
