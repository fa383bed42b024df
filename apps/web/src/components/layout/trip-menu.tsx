import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LuggageOutlinedIcon from '@mui/icons-material/LuggageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TripSummary } from '@voyage/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tripTitle } from '../../lib/localized.ts';

type TripMenuProps = { trips: readonly TripSummary[]; selectedId: number; onSelect(id: number): void };

/**
 * Every trip as name plus year; the selected one is marked and drives the admin screens
 * (docs/product/screens.md#trip-menu).
 */
export function TripMenu({ trips, selectedId, onSelect }: TripMenuProps) {
  const { t, i18n } = useTranslation();
  const tripLabel = (trip: TripSummary) => tripTitle(trip, i18n.language);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const selected = trips.find((trip) => trip.id === selectedId);
  const ordered = [...trips].sort((a, b) => b.year - a.year);
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        startIcon={<LuggageOutlinedIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-label={t('tripMenu.label', { trip: selected ? tripLabel(selected) : '' })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          borderColor: 'divider',
          whiteSpace: 'nowrap',
          minWidth: 0,
          maxWidth: '100%',
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        {/* A long trip name gives way with an ellipsis on a phone rather than run under the buttons beside it. */}
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {selected ? tripLabel(selected) : t('tripMenu.none')}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ordered.map((trip) => (
          <MenuItem
            key={trip.id}
            selected={trip.id === selectedId}
            onClick={() => {
              setAnchor(null);
              onSelect(trip.id);
            }}
          >
            <ListItemIcon>{trip.id === selectedId ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={tripLabel(trip)} secondary={trip.active ? t('tripMenu.active') : undefined} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
