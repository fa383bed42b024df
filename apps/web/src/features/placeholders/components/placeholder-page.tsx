import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../../lib/paths.ts';

type PlaceholderRoute = 'voyageur';

/** A screen whose content comes in a later release: its title and what it will hold. */
export function PlaceholderPage({ route, titleRoute = route }: { route: PlaceholderRoute; titleRoute?: RouteName }) {
  const { t } = useTranslation(['placeholders', 'common']);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t(`common:titles.${titleRoute}`)}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ color: 'secondary.main', display: 'flex' }}>
            <ConstructionOutlinedIcon />
          </Box>
          <div>
            <Typography sx={{ lineHeight: 1.7 }}>{t(route)}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {t('comingSoon')}
            </Typography>
          </div>
        </Stack>
      </Paper>
    </Container>
  );
}
