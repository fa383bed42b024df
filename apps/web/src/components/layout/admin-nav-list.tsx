import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isNavItemActive, type NavItem } from './nav-item.ts';

type AdminNavListProps = { items: readonly NavItem[]; onNavigate?: () => void };

export function AdminNavList({ items, onNavigate }: AdminNavListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label={t('nav.admin')} sx={{ px: 1 }}>
      {items.map((item) => {
        const isActive = isNavItemActive(item, pathname);
        return (
          <ListItemButton
            key={item.labelKey}
            component={RouterLink}
            to={item.to}
            reloadDocument={item.reloadDocument}
            selected={isActive}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ borderRadius: 2, mb: 0.5 }}
          >
            {item.icon ? <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon> : null}
            <ListItemText primary={t(item.labelKey)} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
