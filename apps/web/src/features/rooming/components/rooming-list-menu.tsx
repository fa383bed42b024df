import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import GridOnOutlinedIcon from '@mui/icons-material/GridOnOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { ROOMING_LIST_FORMATS } from '@voyage/domain';
import { roomingListUrl } from '../api/rooming-calls.ts';

const ICONS = { pdf: <PictureAsPdfOutlinedIcon fontSize="small" />, xlsx: <GridOnOutlinedIcon fontSize="small" /> };

/** The hotel's rooming list as PDF or Excel, in English (the hotel's language): plain links the browser saves. */
export function RoomingListMenu({ departureId }: { departureId: number }) {
  const { t } = useTranslation('rooming');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<DownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('list.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {ROOMING_LIST_FORMATS.map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={roomingListUrl(departureId, format, 'en')}
            download
            onClick={() => setAnchor(null)}
          >
            <ListItemIcon>{ICONS[format]}</ListItemIcon>
            <ListItemText>{t(`list.${format}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
