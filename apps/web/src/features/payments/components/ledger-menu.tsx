import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import GridOnOutlinedIcon from '@mui/icons-material/GridOnOutlined';
import { LEDGER_FORMATS } from '@voyage/domain';
import { ledgerUrl } from '../api/ledger-url.ts';

const ICONS = { csv: <DescriptionOutlinedIcon fontSize="small" />, xlsx: <GridOnOutlinedIcon fontSize="small" /> };

/** The trip's ledger for the accountant, as CSV or Excel: plain links the browser saves. */
export function LedgerMenu({ tripId }: { tripId: number }) {
  const { t } = useTranslation('payments');
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
        {t('ledger.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {LEDGER_FORMATS.map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={ledgerUrl(tripId, format)}
            download
            onClick={() => setAnchor(null)}
          >
            <ListItemIcon>{ICONS[format]}</ListItemIcon>
            <ListItemText>{t(`ledger.${format}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
