import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { TripSummary } from '@voyage/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, type To } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { AdminNavList } from './admin-nav-list.tsx';
import { BrandLink } from './brand-link.tsx';
import { LocaleChanger } from './locale-changer.tsx';
import type { NavItem } from './nav-item.ts';
import { SkipLink } from './skip-link.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { TripMenu } from './trip-menu.tsx';
import { UserMenu } from './user-menu.tsx';

export type AdminLayoutProps = {
  homeTo: To;
  navItems: readonly NavItem[];
  trips: readonly TripSummary[];
  selectedTripId: number;
  onSelectTrip(id: number): void;
  userName: string;
  profileTo: To;
  /** Messages in the user menu: the outbox of e-mails. */
  messagesTo: To;
  onSignOut(): void;
  children: ReactNode;
};

const DRAWER_WIDTH = 248;
const MAIN_ID = 'main-content';

/** The staff area's frame: top bar with trip and user menus; drawer permanent on desktop, temporary on phones. */
export function AdminLayout(props: AdminLayoutProps) {
  const { t } = useTranslation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const drawerId = useId();
  const nav = <AdminNavList items={props.navItems} onNavigate={() => setIsDrawerOpen(false)} />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_ID} label={t('nav.skipToContent')} />
      <AppBar
        position="fixed"
        color="default"
        sx={{
          zIndex: (theme) => theme.zIndex.drawer + 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('nav.openMenu')}
            aria-controls={isDrawerOpen ? drawerId : undefined}
            aria-expanded={isDrawerOpen}
            onClick={() => setIsDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <BrandLink to={props.homeTo} name={t('productName')} label={t('nav.home')} hideNameOnPhone />
          <Box sx={{ ml: { xs: 0.5, sm: 2 }, minWidth: 0 }}>
            <TripMenu trips={props.trips} selectedId={props.selectedTripId} onSelect={props.onSelectTrip} />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LocaleChanger />
          <ThemeToggle />
          <UserMenu
            userName={props.userName}
            profileTo={props.profileTo}
            messagesTo={props.messagesTo}
            onSignOut={props.onSignOut}
          />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' } }}
        slotProps={{ paper: { id: drawerId, sx: { width: DRAWER_WIDTH } } }}
      >
        <Toolbar />
        {nav}
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{ display: { xs: 'none', md: 'block' }, width: DRAWER_WIDTH, flexShrink: 0 }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
      >
        <Toolbar />
        {nav}
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, outline: 'none', px: { xs: 1.5, sm: 3 }, pb: 4 }}
        >
          <Toolbar />
          <Box sx={{ pt: { xs: 2, sm: 3 } }}>{props.children}</Box>
        </Box>
        {/* The staff frame's footer: the accessibility statement, linked from every page (docs/product/accessibility.md). */}
        <Box component="footer" sx={{ px: { xs: 1.5, sm: 3 }, py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Link
            component={RouterLink}
            to={paths.accessibility.href()}
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            {t('nav.accessibility')}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
