import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Traveller } from '@voyage/domain';
import { Section } from '../../../../components/data/section.tsx';
import { RoommateGroupList } from './roommate-group-list.tsx';
import { roommateOverview } from './roommate-overview.ts';
import { AskedByList, TypedRoommatesList } from './typed-roommates-list.tsx';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.25}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * Who this traveller shares a room with, whether the names the family typed found their registrations and
 * name them back, and who asks for this traveller without being named back.
 */
export function RoommatesSection({
  traveller,
  registrations,
}: {
  traveller: Traveller;
  registrations: readonly Traveller[];
}) {
  const { t } = useTranslation('admin');
  const { group, isOverfull, typed, askedBy } = roommateOverview(traveller, registrations);
  return (
    <Section title={t('registration.roommates.title')}>
      <Stack spacing={3}>
        <Part title={t('registration.roommates.group')}>
          {isOverfull ? (
            <Alert severity="error" variant="outlined">
              {t('registration.roommates.overfull', { size: group.length })}
            </Alert>
          ) : null}
          {group.length > 0 ? (
            <RoommateGroupList travellerId={traveller.id} group={group} />
          ) : (
            <Typography color="text.secondary">{t('registration.roommates.noGroup')}</Typography>
          )}
        </Part>
        <Part title={t('registration.roommates.typed')}>
          {typed.length > 0 ? (
            <TypedRoommatesList typed={typed} />
          ) : (
            <Typography color="text.secondary">{t('registration.roommates.noneTyped')}</Typography>
          )}
        </Part>
        <Part title={t('registration.roommates.askedBy')}>
          {askedBy.length > 0 ? (
            <AskedByList askedBy={askedBy} />
          ) : (
            <Typography color="text.secondary">{t('registration.roommates.noneAsking')}</Typography>
          )}
        </Part>
      </Stack>
    </Section>
  );
}
