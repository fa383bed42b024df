import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, type To } from 'react-router';

type UserMenuProps = {
  userName: string;
  profileTo: To;
  /** Where Messages leads: staff read the outbox, a family the e-mails sent to their address. */
  messagesTo: To;
  onSignOut(): void;
};

const Entry = ({ icon, label }: { icon: ReactNode; label: string }) => (
  <>
    <ListItemIcon>{icon}</ListItemIcon>
    <ListItemText>{label}</ListItemText>
  </>
);

/**
 * My Profile, Messages and Log Out (language and theme have their own buttons in the header). The user's name heads the popup outside the
 * `menu` itself (a menu may hold only menu items) and names it.
 */
export function UserMenu({ userName, profileTo, messagesTo, onSignOut }: UserMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const nameId = useId();
  const isOpen = Boolean(anchor);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('userMenu.open', { name: userName })}
        aria-haspopup="menu"
        aria-controls={isOpen ? menuId : undefined}
        aria-expanded={isOpen ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleOutlinedIcon />
      </IconButton>
      <Popover
        open={isOpen}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
      >
        <Typography
          id={nameId}
          variant="body2"
          sx={{ px: 2, pt: 1.5, pb: 0.5, color: 'text.secondary', fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {userName}
        </Typography>
        <MenuList id={menuId} aria-labelledby={nameId} autoFocusItem={isOpen}>
          <MenuItem component={RouterLink} to={profileTo} onClick={close}>
            <Entry icon={<PersonOutlineIcon fontSize="small" />} label={t('userMenu.profile')} />
          </MenuItem>
          <MenuItem component={RouterLink} to={messagesTo} onClick={close}>
            <Entry icon={<MailOutlineIcon fontSize="small" />} label={t('userMenu.messages')} />
          </MenuItem>
          <Divider component="li" role="separator" />
          <MenuItem
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            <Entry icon={<LogoutIcon fontSize="small" />} label={t('userMenu.logOut')} />
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
