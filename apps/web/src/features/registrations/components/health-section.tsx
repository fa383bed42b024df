import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { AdminTraveller, HealthRecord } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/data/section.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useCan } from '../../../lib/session.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { medicalCardUrl, useFullHealthRecord, useHealthFlags } from '../api/staff-health.ts';

/** The record's entries as lines a person reads: what the family typed, section by section. */
function RecordLines({ record }: { record: HealthRecord }) {
  const { t } = useTranslation('admin');
  const lines: [string, string][] = [
    ...(record.allergies ?? []).map((a): [string, string] => [
      t('registration.health.allergy'),
      `${a.what} (${t(`registration.health.severities.${a.severity}`)}${a.anaphylaxis ? `, ${t('registration.health.adrenaline')}` : ''})`,
    ]),
    ...(record.medicines ?? []).map((m): [string, string] => [
      t('registration.health.medicine'),
      `${m.name}, ${m.dose}, ${m.times.join(' ')} (${t(`registration.health.keepers.${m.keptBy}`)})`,
    ]),
    ...(record.conditions?.other
      ? [[t('registration.health.conditions'), record.conditions.other] as [string, string]]
      : []),
    ...(record.contacts?.contacts ?? []).map((c): [string, string] => [
      t('registration.health.contact'),
      `${c.name}, ${c.relation}, ${c.phone}`,
    ]),
    ...(record.contacts?.doctorName
      ? [
          [t('registration.health.doctor'), `${record.contacts.doctorName} ${record.contacts.doctorPhone}`] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
      {lines.map(([label, text], index) => (
        <Typography key={index}>
          <Typography component="dt" sx={{ display: 'inline', fontWeight: 600 }}>{`${label}: `}</Typography>
          <Typography component="dd" sx={{ display: 'inline', m: 0 }}>
            {text}
          </Typography>
        </Typography>
      ))}
    </Stack>
  );
}

/** A registration's health record for staff: the flags, and for the health lead and administrators the full record on request (audited). */
export function HealthSection({ traveller }: { traveller: AdminTraveller }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const flags = useHealthFlags(traveller.id);
  const full = useFullHealthRecord(traveller.id);
  // The health lead, administrators and the traveller's escort (docs/product/health.md#medical-card).
  const canMakeCard = useCan('health.flags');
  // Only the health lead and administrators open the full text; an escort reads the flags.
  const canReadFull = useCan('health');
  if (traveller.status !== 'approved') return null;
  return (
    <Section title={t('registration.health.title')}>
      <Stack spacing={2}>
        {flags.data ? (
          <Typography>
            {flags.data.completeness.complete
              ? t('registration.health.complete')
              : t('registration.health.missing', { count: flags.data.completeness.missing.length })}
          </Typography>
        ) : null}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {flags.data?.flags.map((flag) => (
            <Chip key={flag.kind} color="warning" label={flag.text[locale]} />
          ))}
        </Stack>
        {full.data ? (
          <RecordLines record={full.data.record} />
        ) : !canReadFull ? null : (
          <Button
            variant="outlined"
            onClick={() => full.mutate()}
            loading={full.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('registration.health.showFull')}
          </Button>
        )}
        {canMakeCard ? (
          <Button
            variant="outlined"
            component="a"
            href={medicalCardUrl(traveller.id)}
            download
            startIcon={<PictureAsPdfOutlinedIcon />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('registration.health.medicalCard')}
          </Button>
        ) : null}
        {canMakeCard ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('registration.health.audited')}
          </Typography>
        ) : null}
        {full.error ? <Alert severity="error">{apiErrorMessage(t, full.error)}</Alert> : null}
      </Stack>
    </Section>
  );
}
