import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { ANNOUNCEMENT_AUDIENCE_KINDS, CHECKLIST_ITEMS, type Departure, type School } from '@voyage/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { localize } from '../../../lib/localized.ts';
import type { AnnouncementValues } from './form-values.ts';

type AudienceFieldsProps = { departures: readonly Departure[]; schools: readonly School[] };

/** Whole trip, a departure, a school, or a departure's families missing a readiness item. */
export function AudienceFields({ departures, schools }: AudienceFieldsProps) {
  const { t, i18n } = useTranslation(['announcements', 'components']);
  const kind = useWatch<AnnouncementValues, 'audienceKind'>({ name: 'audienceKind' });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextFieldElement<AnnouncementValues>
        name="audienceKind"
        select
        label={t('form.audience')}
        sx={{ minWidth: 220 }}
      >
        {ANNOUNCEMENT_AUDIENCE_KINDS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`audience.${value}`)}
          </MenuItem>
        ))}
      </TextFieldElement>
      {kind === 'departure' || kind === 'readiness' ? (
        <TextFieldElement<AnnouncementValues>
          name="departureId"
          select
          label={t('form.departure')}
          sx={{ minWidth: 220 }}
        >
          {departures.map((departure) => (
            <MenuItem key={departure.id} value={String(departure.id)}>
              {localize(departure.label, i18n.language)}
            </MenuItem>
          ))}
        </TextFieldElement>
      ) : null}
      {kind === 'school' ? (
        <TextFieldElement<AnnouncementValues> name="schoolId" select label={t('form.school')} sx={{ minWidth: 220 }}>
          {schools.map((school) => (
            <MenuItem key={school.id} value={String(school.id)}>
              {school.name}
            </MenuItem>
          ))}
        </TextFieldElement>
      ) : null}
      {kind === 'readiness' ? (
        <TextFieldElement<AnnouncementValues> name="item" select label={t('form.item')} sx={{ minWidth: 220 }}>
          {CHECKLIST_ITEMS.map((item) => (
            <MenuItem key={item} value={item}>
              {t(`components:checklist.board.items.${item}`)}
            </MenuItem>
          ))}
        </TextFieldElement>
      ) : null}
    </Stack>
  );
}
