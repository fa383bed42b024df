import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Mark, PackTraveller } from '@voyage/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '../../../lib/localized.ts';
import { travellerLabel } from '../model/names.ts';

export type RowChoice = 'absent' | 'missing' | 'card' | 'undo';

type TravellerRowProps = {
  traveller: PackTraveller;
  mark: Mark | undefined;
  /** Accounted for by another escort's mark, seen at the last contact. */
  countedElsewhere: boolean;
  closed: boolean;
  onPresent(): void;
  onChoose(choice: RowChoice): void;
};

const CHIP_COLOR = { present: 'success', absent: 'warning', missing: 'error' } as const;

/** One traveller at a checkpoint: a large Present button, and the rest one tap further. */
export function TravellerRow({ traveller, mark, countedElsewhere, closed, onPresent, onChoose }: TravellerRowProps) {
  const { t, i18n } = useTranslation('tripDay');
  const [menuAt, setMenuAt] = useState<HTMLElement | null>(null);
  const name = travellerLabel(traveller);
  const present = mark?.state === 'present';
  const choose = (choice: RowChoice) => {
    setMenuAt(null);
    onChoose(choice);
  };
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {traveller.room ? t('count.roomNumber', { room: traveller.room }) : t('count.noRoom')} · {traveller.school}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {mark && mark.state !== 'present' ? (
            <Chip
              size="small"
              color={CHIP_COLOR[mark.state]}
              label={
                mark.reason ? `${t(`state.${mark.state}`)}: ${t(`reason.${mark.reason}`)}` : t(`state.${mark.state}`)
              }
            />
          ) : null}
          {!mark && countedElsewhere ? (
            <Chip size="small" variant="outlined" label={t('count.countedElsewhere')} />
          ) : null}
          {traveller.flags.map((flag) => (
            <Chip
              key={`${flag.kind}-${flag.text.en}`}
              size="small"
              variant="outlined"
              color={flag.kind === 'anaphylaxis' ? 'error' : 'default'}
              label={localize(flag.text, i18n.language)}
            />
          ))}
        </Box>
      </Box>
      <Button
        variant={present ? 'contained' : 'outlined'}
        color="success"
        onClick={onPresent}
        disabled={closed}
        aria-pressed={present}
        aria-label={t('count.isPresent', { name })}
        startIcon={present ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
        sx={{ minWidth: 112, minHeight: 48, flexShrink: 0 }}
      >
        {t('count.markPresent')}
      </Button>
      <IconButton
        aria-label={t('count.more', { name })}
        onClick={(event) => setMenuAt(event.currentTarget)}
        sx={{ width: 48, height: 48 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={menuAt} open={menuAt !== null} onClose={() => setMenuAt(null)}>
        <MenuItem disabled={closed} onClick={() => choose('absent')}>
          {t('count.absent')}
        </MenuItem>
        <MenuItem disabled={closed} onClick={() => choose('missing')}>
          {t('count.missing')}
        </MenuItem>
        <MenuItem onClick={() => choose('card')}>{t('count.card')}</MenuItem>
        {mark && !closed ? <MenuItem onClick={() => choose('undo')}>{t('count.undo')}</MenuItem> : null}
      </Menu>
    </Box>
  );
}
