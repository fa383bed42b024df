import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TextField from '@mui/material/TextField';
import Link from '@mui/material/Link';
import {
  DIET_NEEDS,
  DIET_WORDS,
  HEALTH_ADDENDUM_NOTE_MAX_LENGTH,
  type AdminHealthRecord,
  type AdminTraveller,
  type EmergencyContact,
  type StaffHealthAddendum,
} from '@voyage/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/data/section.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useCan } from '../../../lib/session.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { formatDate } from '../../../lib/localized.ts';
import { useAcknowledgeAddendum, useStaffHealthAddenda } from '../../../entities/health/api/staff-addenda.ts';
import { medicalCardUrl, useFullHealthRecord, useHealthFlags } from '../api/staff-health.ts';

type Line = [label: string, text: string];

const CONDITION_FLAGS = ['asthma', 'diabetes', 'epilepsy'] as const;

/** The record's entries as lines a person reads: what the family typed, section by section, and the consent. */
function RecordLines({ view }: { view: AdminHealthRecord }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { record, consent } = view;
  const conditions = record.conditions;
  const ticked = CONDITION_FLAGS.filter((name) => conditions?.[name]).map((name) =>
    t(`registration.health.conditionNames.${name}`),
  );
  const diet = record.diet
    ? [...DIET_NEEDS.filter((need) => record.diet![need]).map((need) => DIET_WORDS[need][locale]), record.diet.other]
        .filter(Boolean)
        .join(', ')
    : '';
  const contacts = record.contacts;
  const lines: Line[] = [
    ...(record.allergies ?? []).map((a): Line => [
      t('registration.health.allergy'),
      `${a.what} (${t(`registration.health.severities.${a.severity}`)}${a.anaphylaxis ? `, ${t('registration.health.adrenaline')}` : ''})`,
    ]),
    ...(record.medicines ?? []).map((m): Line => [
      t('registration.health.medicine'),
      `${m.name}, ${m.dose}, ${m.times.join(' ')} (${t(`registration.health.keepers.${m.keptBy}`)})`,
    ]),
    ...(diet ? [[t('registration.health.diet'), diet] as Line] : []),
    ...(ticked.length > 0 ? [[t('registration.health.conditionsTicked'), ticked.join(', ')] as Line] : []),
    ...(conditions?.other ? [[t('registration.health.conditions'), conditions.other] as Line] : []),
    ...(conditions
      ? [
          [
            t('registration.health.swimming'),
            t(conditions.canSwim ? 'registration.health.canSwim' : 'registration.health.cannotSwim'),
          ] as Line,
        ]
      : []),
    ...(contacts?.contacts ?? []).map((c): Line => [
      t('registration.health.contact'),
      `${c.name}, ${c.relation}, ${c.phone}`,
    ]),
    ...(contacts?.doctorName
      ? [[t('registration.health.doctor'), `${contacts.doctorName} ${contacts.doctorPhone}`] as Line]
      : []),
    ...(contacts?.ehicNumber
      ? [
          [
            t('registration.health.ehic'),
            t('registration.health.ehicText', {
              number: contacts.ehicNumber,
              date: formatDate(contacts.ehicExpiresOn, locale),
            }),
          ] as Line,
        ]
      : []),
    [
      t('registration.health.consent'),
      consent
        ? t('registration.health.consentGiven', { name: consent.givenBy, date: formatDate(consent.givenAt, locale) })
        : t('registration.health.consentMissing'),
    ],
  ];
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
      {lines.map(([label, text], index) => (
        // A `dl` holds its term and definition pairs in `div`s, not paragraphs.
        <Typography key={index} component="div">
          <Typography component="dt" sx={{ display: 'inline', fontWeight: 600 }}>{`${label}: `}</Typography>
          <Typography component="dd" sx={{ display: 'inline', m: 0 }}>
            {text}
          </Typography>
        </Typography>
      ))}
    </Stack>
  );
}

/** Who to call besides the guardians, as escorts read it with the flags (docs/product/health.md#escort-flags). */
function EmergencyContacts({ contacts }: { contacts: EmergencyContact[] }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  if (contacts.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600 }}>
        {t('registration.health.contactsTitle')}
      </Typography>
      <Stack component="ul" aria-labelledby={titleId} spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        {contacts.map((contact, index) => (
          <Typography component="li" key={index}>
            {`${contact.name} (${contact.relation}) `}
            <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`} underline="always">
              {contact.phone}
            </Link>
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

/** One change the family sent after the freeze, with "Acknowledge" while it waits (docs/product/health.md). */
function AddendumLine({ addendum: initial }: { addendum: StaffHealthAddendum }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const acknowledge = useAcknowledgeAddendum();
  const [note, setNote] = useState('');
  const addendum = acknowledge.data ?? initial;
  const section = addendum.section ? `${t(`registration.health.addenda.sections.${addendum.section}`)} · ` : '';
  return (
    <Stack component="li" spacing={1} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{addendum.text}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {section}
        {t('registration.health.addenda.sent', {
          name: addendum.sentByName,
          date: formatDate(addendum.sentAt, locale),
        })}
      </Typography>
      {addendum.acknowledgedAt ? (
        <Typography variant="body2" sx={{ color: 'success.main' }}>
          {t('registration.health.addenda.acknowledged', {
            name: addendum.acknowledgedByName ?? '',
            date: formatDate(addendum.acknowledgedAt, locale),
          })}
          {addendum.note ? ` ${t('registration.health.addenda.note', { note: addendum.note })}` : ''}
        </Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            label={t('registration.health.addenda.noteLabel')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: HEALTH_ADDENDUM_NOTE_MAX_LENGTH } }}
          />
          <Button
            variant="contained"
            loading={acknowledge.isPending}
            onClick={() => acknowledge.mutate({ id: addendum.id, note })}
          >
            {t('registration.health.addenda.acknowledge')}
          </Button>
        </Stack>
      )}
      {acknowledge.error ? <Alert severity="error">{apiErrorMessage(t, acknowledge.error)}</Alert> : null}
    </Stack>
  );
}

/**
 * A registration's health record for staff: the flags, the medical card, and for the health lead and
 * administrators the full record and the changes sent after the freeze, on request (audited).
 */
export function HealthSection({ traveller }: { traveller: AdminTraveller }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const flags = useHealthFlags(traveller.id);
  const full = useFullHealthRecord(traveller.id);
  // The health lead, administrators and the traveller's escort (docs/product/health.md#medical-card).
  const canMakeCard = useCan('health.flags');
  // Only the health lead and administrators open the full text; an escort reads the flags.
  const canReadFull = useCan('health');
  const addenda = useStaffHealthAddenda(traveller.id);
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
        {full.data ? null : <EmergencyContacts contacts={flags.data?.emergencyContacts ?? []} />}
        {full.data ? (
          <RecordLines view={full.data} />
        ) : !canReadFull ? null : (
          <Button
            variant="outlined"
            onClick={() => {
              full.mutate();
              addenda.mutate();
            }}
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
        {addenda.data && addenda.data.length > 0 ? (
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('registration.health.addenda.title')}
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {addenda.data.map((addendum) => (
                <AddendumLine key={addendum.id} addendum={addendum} />
              ))}
            </Stack>
          </Stack>
        ) : null}
        {addenda.error ? <Alert severity="error">{apiErrorMessage(t, addenda.error)}</Alert> : null}
        {full.error ? <Alert severity="error">{apiErrorMessage(t, full.error)}</Alert> : null}
      </Stack>
    </Section>
  );
}
