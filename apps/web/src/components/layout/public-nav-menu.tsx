import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, type To } from 'react-router';
import type { NavItem } from './nav-item.ts';

type PublicNavMenuProps = { navItems: readonly NavItem[]; registerTo: To | null; account: NavItem };

/** Phones and tablets: the public links in a drawer behind a menu button. */
export function PublicNavMenu({ navItems, registerTo, account }: PublicNavMenuProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const drawerId = useId();
  const close = () => setIsOpen(false);
  const entries: NavItem[] = [
    ...navItems,
    ...(registerTo ? [{ to: registerTo, labelKey: 'nav.register' as const }] : []),
    account,
  ];
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        color="inherit"
        edge="end"
        aria-label={t('nav.openMenu')}
        aria-controls={isOpen ? drawerId : undefined}
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={isOpen} onClose={close} slotProps={{ paper: { id: drawerId, sx: { width: 280 } } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t('nav.closeMenu')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List component="nav" aria-label={t('nav.main')}>
          {entries.map((item) => (
            <ListItemButton key={item.labelKey} component={RouterLink} to={item.to} onClick={close}>
              <ListItemText primary={t(item.labelKey)} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </Box>
  );
}
