import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CheckpointState } from '@voyage/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateRange, localize } from '../../../lib/localized.ts';
import { AddCheckpointDialog } from '../components/add-checkpoint-dialog.tsx';
import { DepartureFacts } from '../components/departure-facts.tsx';
import { clockTime } from '../model/clock-time.ts';
import { travellerLabel } from '../model/names.ts';
import { newAction, type DepartureView, type QueuedAction } from '../model/trip-day-state.ts';

type DepartureScreenProps = {
  view: DepartureView;
  departures: { id: number; label: string }[];
  onSwitch(departureId: number): void;
  onOpen(checkpoint: CheckpointState): void;
  onAct(action: QueuedAction): void;
};

/** A departure's checkpoints in order, who is missing, and what to call. */
export function DepartureScreen({ view, departures, onSwitch, onOpen, onAct }: DepartureScreenProps) {
  const { t, i18n } = useTranslation('tripDay');
  const [adding, setAdding] = useState(false);
  const { pack, checkpoints, missing } = view;
  const total = pack.travellers.length;
  const nameOf = (id: string) => {
    const traveller = pack.travellers.find((one) => one.id === id);
    return traveller ? travellerLabel(traveller) : id;
  };
  const checkpointTitle = (key: string) => {
    const checkpoint = checkpoints.find((one) => one.key === key);
    return checkpoint ? localize(checkpoint.title, i18n.language) : key;
  };
  return (
    <Stack spacing={2}>
      {missing.length > 0 ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('missing.alertTitle')}</AlertTitle>
          {missing.map((mark) => (
            <Box key={mark.travellerId}>
              {t('missing.alert', {
                name: nameOf(mark.travellerId),
                checkpoint: checkpointTitle(mark.checkpointKey),
                time: clockTime(mark.at, i18n.language),
                by: mark.byName,
              })}
            </Box>
          ))}
        </Alert>
      ) : null}
      {departures.length > 1 ? (
        <TextField
          select
          label={t('home.switchDeparture')}
          value={pack.departure.id}
          onChange={(event) => onSwitch(Number(event.target.value))}
        >
          {departures.map((departure) => (
            <MenuItem key={departure.id} value={departure.id}>
              {departure.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Box>
        <Typography variant="h5" component="h1">
          {localize(pack.departure.label, i18n.language)}
        </Typography>
        <Typography color="text.secondary">
          {formatDateRange(pack.departure.outboundDate, pack.departure.inboundDate, i18n.language)}
        </Typography>
      </Box>
      <Box>
        <Typography variant="h6" component="h2">
          {t('home.checkpoints')}
        </Typography>
        <List>
          {checkpoints.map((checkpoint) => {
            const accounted = total - checkpoint.unaccounted.length;
            const closed = checkpoint.closed;
            return (
              <ListItem key={checkpoint.key} disablePadding divider>
                <ListItemButton
                  onClick={() => onOpen(checkpoint)}
                  sx={{ minHeight: 64, alignItems: 'flex-start', gap: 1 }}
                >
                  <ListItemText
                    primary={localize(checkpoint.title, i18n.language)}
                    secondary={`${formatDate(checkpoint.date, i18n.language, { month: 'short', year: undefined })}${
                      checkpoint.time ? ` · ${checkpoint.time}` : ''
                    } · ${t('home.counted', { accounted, total })}${
                      closed
                        ? ` · ${t('home.closedAt', { time: clockTime(closed.at, i18n.language), name: closed.byName })}`
                        : ''
                    }`}
                  />
                  <Chip
                    size="small"
                    color={closed ? 'success' : 'default'}
                    variant={closed ? 'filled' : 'outlined'}
                    label={closed ? t('home.closed') : t('home.open')}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
        <Button variant="outlined" onClick={() => setAdding(true)}>
          {t('home.addCheckpoint')}
        </Button>
      </Box>
      <DepartureFacts pack={pack} />
      {adding ? (
        <AddCheckpointDialog
          onCancel={() => setAdding(false)}
          onAdd={(title, date, time) => {
            onAct(newAction.addCheckpoint(pack.departure.id, title, date, time));
            setAdding(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
