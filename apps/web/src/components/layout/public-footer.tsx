import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.ts';
import type { NavItem } from './nav-item.ts';

const INSTITUTE_FACTS = ['years', 'network', 'trip'] as const;

/** The links only the footer has, after the header's (the server's pages list the same, `public-site/site-page.tsx`). */
export const FOOTER_ONLY_LINKS: readonly NavItem[] = [
  { to: paths.dataRetention.href(), labelKey: 'nav.dataRetention' },
  { to: paths.accessibility.href(), labelKey: 'nav.accessibility' },
];

/** The institute in a few facts, and the public links again (docs/product/screens.md#frames-and-menus). */
export function PublicFooter({ navItems }: { navItems: readonly NavItem[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        py: 5,
        bgcolor: 'primary.dark',
        color: 'common.white',
        '& a': { color: 'inherit' },
        ...theme.applyStyles('dark', { bgcolor: '#080d19', borderTop: 1, borderColor: 'divider' }),
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('footer.aboutTitle')}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {INSTITUTE_FACTS.map((fact) => (
                <Typography component="li" key={fact} sx={{ opacity: 0.92 }}>
                  {t(`footer.facts.${fact}`)}
                </Typography>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('footer.linksTitle')}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {[...navItems, ...FOOTER_ONLY_LINKS].map((item) => (
                <li key={item.labelKey}>
                  <Link component={RouterLink} to={item.to} underline="always">
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.85 }}>
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
