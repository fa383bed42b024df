import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, type To } from 'react-router';
import { MessagesDialog } from './messages-dialog.tsx';

type UserMenuProps = {
  userName: string;
  profileTo: To;
  settingsTo: To;
  /** Where Messages leads (staff: the outbox); without it Messages opens the user's own messages. */
  messagesTo?: To;
  onSignOut(): void;
};

/** SPEC §2: My Profile, Settings, Messages and Log Out. */
export function UserMenu({ userName, profileTo, settingsTo, messagesTo, onSignOut }: UserMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isMessagesOpen, setIsMessagesOpen] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('userMenu.open', { name: userName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleOutlinedIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ListSubheader sx={{ lineHeight: 2.5 }}>{userName}</ListSubheader>
        <MenuItem component={RouterLink} to={profileTo} onClick={close}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.profile')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={settingsTo} onClick={close}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.settings')}</ListItemText>
        </MenuItem>
        {messagesTo !== undefined ? (
          <MenuItem component={RouterLink} to={messagesTo} onClick={close}>
            <ListItemIcon>
              <MailOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('userMenu.messages')}</ListItemText>
          </MenuItem>
        ) : (
          <MenuItem
            onClick={() => {
              close();
              setIsMessagesOpen(true);
            }}
          >
            <ListItemIcon>
              <MailOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('userMenu.messages')}</ListItemText>
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.logOut')}</ListItemText>
        </MenuItem>
      </Menu>
      <MessagesDialog open={isMessagesOpen} onClose={() => setIsMessagesOpen(false)} />
    </>
  );
}
