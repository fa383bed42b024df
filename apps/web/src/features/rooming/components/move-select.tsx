import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import type { Room, RoomingTraveller } from '@voyage/domain';
import { displayName } from './traveller-line.tsx';

type MoveSelectProps = {
  traveller: RoomingTraveller;
  /** The traveller's room; null when unplaced. */
  current: number | null;
  /** The rooms' options, made once for every traveller's select (`useRoomOptions`). */
  roomOptions: ReactNode;
  disabled: boolean;
  onMove: (toRoom: number | 'new' | null) => void;
};

const OUT = 'out';
const NEW = 'new';

/**
 * Every room as an option, written once per rooming: each traveller's select lists them all, so a departure's
 * hundred travellers would otherwise word the same rooms a hundred times on every change.
 */
export function useRoomOptions(rooms: readonly Room[]): ReactNode {
  const { t } = useTranslation('rooming');
  return useMemo(
    () =>
      rooms.map((room) => (
        <option key={room.number} value={String(room.number)}>
          {t('move.room', { number: room.number, count: room.travellers.length })}
        </option>
      )),
    [rooms, t],
  );
}

/** "Move to…": a native select (keyboard and screen reader as the platform makes them), every room, a new one, none. */
export function MoveSelect({ traveller, current, roomOptions, disabled, onMove }: MoveSelectProps) {
  const { t } = useTranslation('rooming');
  const id = useId();
  const value = current === null ? OUT : String(current);
  return (
    <TextField
      id={id}
      select
      size="small"
      label={t('move.label', { name: displayName(traveller) })}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const chosen = event.target.value;
        if (chosen === value) return;
        onMove(chosen === OUT ? null : chosen === NEW ? 'new' : Number(chosen));
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {roomOptions}
      <option value={NEW}>{t('move.new')}</option>
      <option value={OUT}>{t('move.out')}</option>
    </TextField>
  );
}
