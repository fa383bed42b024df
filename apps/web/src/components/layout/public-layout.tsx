import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, type To } from 'react-router';
import { BrandLink } from './brand-link.tsx';
import { LocaleChanger } from './locale-changer.tsx';
import type { NavItem } from './nav-item.ts';
import { PublicFooter } from './public-footer.tsx';
import { PublicNavMenu } from './public-nav-menu.tsx';
import { SkipLink } from './skip-link.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export type PublicLayoutProps = {
  homeTo: To;
  navItems: readonly NavItem[];
  /** Shown while registrations for the active trip are open. */
  registerTo: To | null;
  account: NavItem;
  /** The signed-in user's menu (My Profile, Log Out…); absent for visitors. */
  userMenu?: ReactNode;
  children: ReactNode;
};

const MAIN_ID = 'main-content';

/** The public site's frame: app bar, content, institute footer. Works from 360 px up. */
export function PublicLayout({ homeTo, navItems, registerTo, account, userMenu, children }: PublicLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_ID} label={t('nav.skipToContent')} />
      <AppBar
        position="sticky"
        color="default"
        sx={{
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 3 } }}>
          <BrandLink to={homeTo} name={t('productName')} label={t('nav.home')} />
          <Box component="nav" aria-label={t('nav.main')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}>
            {navItems.map((item) => (
              <Button key={item.labelKey} color="inherit" component={RouterLink} to={item.to}>
                {t(item.labelKey)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {registerTo ? (
              <Button
                variant="contained"
                color="secondary"
                component={RouterLink}
                to={registerTo}
                sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              >
                {t('nav.register')}
              </Button>
            ) : null}
            <Button
              color="inherit"
              component={RouterLink}
              to={account.to}
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              {t(account.labelKey)}
            </Button>
            <LocaleChanger />
            <ThemeToggle />
            {userMenu}
            <PublicNavMenu navItems={navItems} registerTo={registerTo} account={account} />
          </Stack>
        </Toolbar>
      </AppBar>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <PublicFooter navItems={navItems} />
    </Box>
  );
}
