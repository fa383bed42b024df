import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PackTraveller } from '@voyage/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, localize } from '../../../lib/localized.ts';
import { travellerLabel } from '../model/names.ts';

/** A number to call, as a link a phone dials. */
export function CallLink({ phone, label }: { phone: string; label?: string }) {
  const { t } = useTranslation('tripDay');
  return (
    <Link
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      underline="always"
      aria-label={`${t('card.call')} ${label ?? ''} ${phone}`.trim()}
    >
      {phone}
    </Link>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

type EmergencyCardDialogProps = { traveller: PackTraveller | null; institutePhone: string | null; onClose(): void };

/** What an escort acts on in an emergency: who the child is, what to know, whom to call. No diagnosis. */
export function EmergencyCardDialog({ traveller, institutePhone, onClose }: EmergencyCardDialogProps) {
  const { t, i18n } = useTranslation('tripDay');
  if (!traveller) return null;
  const { card } = traveller;
  const name = travellerLabel(traveller);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" scroll="body">
      <DialogTitle>{t('card.heading', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            {t('card.born', { date: formatDate(card.dateOfBirth, i18n.language) })}
            {card.nationality ? ` · ${t('card.nationality', { nationality: card.nationality })}` : ''}
            {traveller.personalCode ? ` · ${t('card.code', { code: traveller.personalCode })}` : ''}
          </Typography>
          <Typography>
            {t('card.school')}: {traveller.school}
            {traveller.room ? ` · ${t('card.room')} ${traveller.room}` : ''}
          </Typography>
          <Part title={t('card.flags')}>
            {traveller.flags.length === 0 ? (
              <Typography>{t('card.noFlags')}</Typography>
            ) : (
              <ul>
                {traveller.flags.map((flag) => (
                  <li key={`${flag.kind}-${flag.text.en}`}>{localize(flag.text, i18n.language)}</li>
                ))}
              </ul>
            )}
          </Part>
          {card.medicines.length > 0 ? (
            <Part title={t('card.medicines')}>
              <ul>
                {card.medicines.map((medicine) => (
                  <li key={medicine.name}>
                    {medicine.name}, {medicine.dose}, {medicine.times.join(', ')} ({t(`card.keptBy.${medicine.keptBy}`)}
                    )
                  </li>
                ))}
              </ul>
            </Part>
          ) : null}
          <Part title={t('card.guardian')}>
            <Typography>
              {card.guardian.name}: <CallLink phone={card.guardian.phone} label={card.guardian.name} />
            </Typography>
          </Part>
          {card.contacts.length > 0 ? (
            <Part title={t('card.contacts')}>
              {card.contacts.map((contact) => (
                <Typography key={`${contact.name}-${contact.phone}`}>
                  {contact.name} ({contact.relation}): <CallLink phone={contact.phone} label={contact.name} />
                </Typography>
              ))}
            </Part>
          ) : null}
          {card.doctor ? (
            <Part title={t('card.doctor')}>
              <Typography>
                {card.doctor.name}: <CallLink phone={card.doctor.phone} label={card.doctor.name} />
              </Typography>
            </Part>
          ) : null}
          {card.insurance ? (
            <Part title={t('card.insurance')}>
              <Typography>
                {t('card.insuranceValue', {
                  number: card.insurance.ehicNumber,
                  date: formatDate(card.insurance.ehicExpiresOn, i18n.language),
                })}
              </Typography>
            </Part>
          ) : null}
          {institutePhone ? (
            <Part title={t('card.institute')}>
              <CallLink phone={institutePhone} label={t('card.institute')} />
            </Part>
          ) : null}
          <Typography variant="body2">
            <Link href={`/api/admin/travellers/${traveller.id}/medical-card`} underline="always">
              {t('card.medicalCard')}
            </Link>{' '}
            {t('card.medicalCardNetwork')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('card.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
