import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession, useSignOut } from '../../../lib/session.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { DataRightsSection } from '../components/data-rights-section.tsx';
import { NameForm } from '../components/name-form.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { SessionsList } from '../components/sessions-list.tsx';
import { WeeklyDigestSetting } from '../components/weekly-digest-setting.tsx';

/**
 * `/profile` (My Profile): name, e-mail, password, the devices signed in, Log Out, and for a guardian the
 * weekly summary e-mail (docs/product/readiness.md#weekly-digest) and the family's data (download, erasure:
 * docs/product/data-rights.md).
 */
export default function ProfileScreen() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const signOut = useSignOut();
  // The route's guard only renders this screen for a signed-in user.
  if (!user) return null;
  return (
    <Container maxWidth="md" disableGutters sx={{ py: { xs: 3, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' } }}
      >
        <div>
          <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {t('title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
            {t('signedInAs', { email: user.email })}
          </Typography>
        </div>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
          {t('logOut')}
        </Button>
      </Stack>
      <Stack spacing={3}>
        <ProfileCard title={t('details.title')}>
          <NameForm user={user} />
        </ProfileCard>
        <ProfileCard title={t('password.title')}>
          <ChangePasswordForm />
        </ProfileCard>
        <ProfileCard title={t('sessions.title')} lead={t('sessions.lead')}>
          <SessionsList />
        </ProfileCard>
        {user.role === 'guardian' ? (
          <ProfileCard title={t('digest.title')}>
            <WeeklyDigestSetting user={user} />
          </ProfileCard>
        ) : null}
        {user.role === 'guardian' ? (
          <ProfileCard title={t('data.title')} lead={t('data.lead')}>
            <DataRightsSection />
          </ProfileCard>
        ) : null}
      </Stack>
    </Container>
  );
}
