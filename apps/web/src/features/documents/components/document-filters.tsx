import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '@voyage/domain';

/** What the queue is narrowed to; an empty value is "All". The API filters (docs/product/documents.md#documents-queue). */
export type DocumentFilter = { type: string; school: string; status: string };

type DocumentFiltersProps = {
  filter: DocumentFilter;
  onChange(next: DocumentFilter): void;
  /** The trip's schools, by name. */
  schools: readonly { id: number; name: string }[];
  /** The All tab also filters by status. */
  withStatus: boolean;
};

/** Type, school and (under All) status, each a native select: a phone shows its own picker. */
export function DocumentFilters({ filter, onChange, schools, withStatus }: DocumentFiltersProps) {
  const { t } = useTranslation(['documents', 'components']);
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  const any = <option value="">{t('queue.filters.any')}</option>;
  return (
    <Stack
      role="group"
      aria-label={t('queue.filters.label')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
    >
      <TextField
        select
        size="small"
        label={t('queue.filters.type')}
        value={filter.type}
        onChange={(event) => onChange({ ...filter, type: event.target.value })}
        slotProps={select}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        {any}
        {DOCUMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`type.${type}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('queue.filters.school')}
        value={filter.school}
        onChange={(event) => onChange({ ...filter, school: event.target.value })}
        slotProps={select}
        sx={{ width: { xs: '100%', sm: 280 } }}
      >
        {any}
        {schools.map((school) => (
          <option key={school.id} value={String(school.id)}>
            {school.name}
          </option>
        ))}
      </TextField>
      {withStatus ? (
        <TextField
          select
          size="small"
          label={t('queue.filters.status')}
          value={filter.status}
          onChange={(event) => onChange({ ...filter, status: event.target.value })}
          slotProps={select}
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          {any}
          {DOCUMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`components:documentStatus.${status}`)}
            </option>
          ))}
        </TextField>
      ) : null}
    </Stack>
  );
}
