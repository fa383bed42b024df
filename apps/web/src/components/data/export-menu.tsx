import { useId, useState, type ReactNode } from 'react';
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
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { ManifestFormat } from '@voyage/domain';

const ICONS: Record<ManifestFormat, ReactNode> = {
  csv: <DescriptionOutlinedIcon fontSize="small" />,
  xlsx: <GridOnOutlinedIcon fontSize="small" />,
  pdf: <PictureAsPdfOutlinedIcon fontSize="small" />,
};

type ExportMenuProps<Format extends ManifestFormat> = {
  /** The button's words, which name what is exported. */
  label: string;
  formats: readonly Format[];
  href: (format: Format) => string;
  /** A format's words where the area has its own ("Excel for the accountant"); the format's name otherwise. */
  formatLabel?: (format: Format) => string;
};

/**
 * A list or a manifest as a file (docs/product/exports.md): a button opening the formats, each a plain
 * link the browser saves.
 */
export function ExportMenu<Format extends ManifestFormat>({
  label,
  formats,
  href,
  formatLabel,
}: ExportMenuProps<Format>) {
  const { t } = useTranslation('exports');
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
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {formats.map((format) => (
          <MenuItem key={format} component="a" href={href(format)} download onClick={() => setAnchor(null)}>
            <ListItemIcon>{ICONS[format]}</ListItemIcon>
            <ListItemText>{formatLabel ? formatLabel(format) : t(`formats.${format}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
