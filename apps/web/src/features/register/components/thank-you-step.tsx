import FamilyRestroomOutlinedIcon from '@mui/icons-material/FamilyRestroomOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RegistrationDraft } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';

type ThankYouStepProps = { draft: RegistrationDraft; onSibling(): void };

const NEXT_STEPS = ['confirmEmail', 'review', 'decision'] as const;

/** Step 4: the registration was received, and what happens next, in order. */
export function ThankYouStep({ draft, onSibling }: ThankYouStepProps) {
  const { t } = useTranslation('register');
  const name = [draft.details.firstName, draft.details.lastName].filter(Boolean).join(' ');
  const email = draft.submitted?.guardianEmail ?? draft.details.guardianEmail ?? '';
  return (
    <Stack spacing={3}>
      <Typography sx={{ fontSize: '1.15rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {t('done.received', { name })}
      </Typography>
      <div>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
          {t('done.nextTitle')}
        </Typography>
        <Box
          component="ol"
          sx={{
            m: 0,
            pl: 0,
            listStyle: 'none',
            counterReset: 'next',
            display: 'grid',
            gap: 1.5,
            '& > li': {
              counterIncrement: 'next',
              display: 'grid',
              gridTemplateColumns: '2rem 1fr',
              gap: 1.5,
              alignItems: 'start',
            },
            '& > li::before': {
              content: 'counter(next)',
              width: '2rem',
              height: '2rem',
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            },
          }}
        >
          {NEXT_STEPS.map((key) => (
            <li key={key}>
              <Typography sx={{ pt: 0.25, overflowWrap: 'anywhere' }}>{t(`done.next.${key}`, { email })}</Typography>
            </li>
          ))}
        </Box>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" size="large" startIcon={<FamilyRestroomOutlinedIcon />} onClick={onSibling}>
          {t('done.sibling')}
        </Button>
        <Button variant="outlined" size="large" component={RouterLink} to={paths.home.href(draft.tripId)}>
          {t('done.tripPage')}
        </Button>
      </Stack>
    </Stack>
  );
}
