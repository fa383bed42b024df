import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SignInForm } from '../components/sign-in-form.tsx';

/** `/login` and `/admin/login`: one sign-in screen for staff and families. */
export default function LoginScreen() {
  const { t } = useTranslation('auth');
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <LockOutlinedIcon />
          </Avatar>
          <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
            {t('title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('lead')}</Typography>
        </Stack>
        <SignInForm />
      </Paper>
    </Container>
  );
}
