import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import { AUDIT_ACTIONS, type AuditAction } from '../audit-actions.ts';

export type AuditFilterValues = { traveller: string; actor: string; action: string; from: string; to: string };
export const NO_FILTERS: AuditFilterValues = { traveller: '', actor: '', action: '', from: '', to: '' };

/** Every registration action at once: the API takes a kind ending in a dot. */
const EVERY_REGISTRATION_ACTION = 'registration.';

type AuditFiltersProps = { value: AuditFilterValues; onApply(filters: AuditFilterValues): void };

/** Who, what and when; applied together. A registration comes from a link, and can be taken off. */
export function AuditFilters({ value, onApply }: AuditFiltersProps) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  // The address changed (a link, Back): the fields follow it.
  if (value !== applied) {
    setApplied(value);
    setDraft(value);
  }
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const actionLabel = (action: AuditAction) => t(`audit.actions.${action}`);

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('audit.filters.title')}>
      {value.traveller ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('audit.filters.travellerOnly', { id: value.traveller })}
          </Typography>
          <Button size="small" onClick={() => onApply({ ...draft, traveller: '' })}>
            {t('audit.filters.everyTraveller')}
          </Button>
        </Stack>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField label={t('audit.filters.actor')} value={draft.actor} onChange={set('actor')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField select label={t('audit.filters.action')} value={draft.action} onChange={set('action')} fullWidth>
            <MenuItem value="">{t('audit.filters.anyAction')}</MenuItem>
            <MenuItem value={EVERY_REGISTRATION_ACTION}>{t('audit.filters.everyRegistrationAction')}</MenuItem>
            {AUDIT_ACTIONS.map((action) => (
              <MenuItem key={action} value={action}>
                {actionLabel(action)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            type="date"
            label={t('audit.filters.from')}
            value={draft.from}
            onChange={set('from')}
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: draft.to || undefined } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            type="date"
            label={t('audit.filters.to')}
            value={draft.to}
            onChange={set('to')}
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.from || undefined } }}
          />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Button type="submit" variant="contained" startIcon={<FilterAltOutlinedIcon />}>
          {t('audit.filters.apply')}
        </Button>
        <Button onClick={() => onApply(NO_FILTERS)}>{t('audit.filters.clear')}</Button>
      </Stack>
    </Stack>
  );
}
