import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Trip } from '@voyage/domain';
import { TextFieldElement } from '../../../../components/common/form/text-field-element.tsx';
import { BilingualFields } from './bilingual-fields.tsx';
import { ListButtons } from './list-buttons.tsx';
import { TripSectionForm } from './trip-section-form.tsx';
import { ListItemCard, AddItemButton, useEditableList } from './list-parts.tsx';

function Activities({ dayIndex, dayLabel }: { dayIndex: number; dayLabel: string }) {
  const { t } = useTranslation('trips');
  const { control } = useFormContext();
  const name = `schedule.${dayIndex}.activities`;
  const { fields, append, buttonsOf } = useEditableList(name);
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('fields.activities')}
      </Typography>
      {fields.map((field, index) => {
        const what = `${dayLabel}, ${t('fields.activity', { number: index + 1 })}`;
        return (
          <Stack
            key={field.id}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <Grid container spacing={2} sx={{ flex: 1, minWidth: 0 }}>
              <Grid size={{ xs: 12, md: 4 }}>
                <TextFieldElement
                  name={`${name}.${index}.activity`}
                  control={control}
                  label={`${t('fields.activity', { number: index + 1 })}: ${t('fields.activityKey')}`}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <BilingualFields name={`${name}.${index}`} label={t('fields.activity', { number: index + 1 })} />
              </Grid>
            </Grid>
            <ListButtons what={what} {...buttonsOf(index)} />
          </Stack>
        );
      })}
      <AddItemButton
        onClick={() => append({ activity: '', el: '', en: '' })}
        aria-label={`${t('add.activity')}: ${dayLabel}`}
      >
        {t('add.activity')}
      </AddItemButton>
    </Stack>
  );
}

function Days() {
  const { t } = useTranslation('trips');
  const { fields, append, buttonsOf } = useEditableList('schedule');
  return (
    <Stack spacing={2}>
      {fields.length === 0 ? <Typography color="text.secondary">{t('editor.empty')}</Typography> : null}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((field, index) => {
          const dayLabel = t('fields.day', { day: index + 1 });
          return (
            <ListItemCard key={field.id} component="li" isProminent what={dayLabel} {...buttonsOf(index)}>
              <BilingualFields name={`schedule.${index}.title`} label={t('fields.dayTitle', { day: index + 1 })} />
              <Activities dayIndex={index} dayLabel={dayLabel} />
            </ListItemCard>
          );
        })}
      </Stack>
      <AddItemButton onClick={() => append({ day: fields.length + 1, title: { el: '', en: '' }, activities: [] })}>
        {t('add.day')}
      </AddItemButton>
    </Stack>
  );
}

/** The day-by-day programme: days and their activities, in both languages, in the order they stand. */
export function ScheduleSection({ trip }: { trip: Trip }) {
  return (
    <TripSectionForm trip={trip} section="schedule">
      <Days />
    </TripSectionForm>
  );
}
