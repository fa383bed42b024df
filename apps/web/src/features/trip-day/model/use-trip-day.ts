import { useCallback, useEffect, useRef, useState } from 'react';
import { wipeTripDay } from '../../../lib/trip-day-storage.ts';
import { contactServer, isPastWipeDay, tripDayCalls } from './contact.ts';
import { withAction, type QueuedAction, type TripDayState } from './trip-day-state.ts';
import { createVault, openVault, saveVault, vaultLabels, type OpenVault } from './vault.ts';

/** How often an open phone tries to reach the server, besides when the network comes back. */
export const CONTACT_EVERY_MS = 30_000;

export type WipeReason = 'revoked' | 'expired' | 'unknown' | 'pins' | 'removed';
export type Connection = 'unknown' | 'online' | 'offline' | 'signed-out';

export type TripDayPhase =
  | { name: 'setup' }
  | { name: 'locked'; wrongPins: number }
  | { name: 'open'; state: TripDayState }
  | { name: 'wiped'; reason: WipeReason };

function firstPhase(): TripDayPhase {
  const labels = vaultLabels();
  if (!labels) return { name: 'setup' };
  // The pack goes by itself on its day, PIN or not.
  if (labels.packs.some((pack) => isPastWipeDay(pack.wipeOn))) {
    void wipeTripDay();
    return { name: 'wiped', reason: 'expired' };
  }
  return { name: 'locked', wrongPins: labels.wrongPins };
}

/**
 * The trip day on this phone (docs/product/trip-day.md#on-the-phone): set up, locked, open, or wiped. Every
 * change is sealed at once; an open phone reaches the server every `CONTACT_EVERY_MS` and when the network
 * returns, and a locked one asks whether to wipe.
 */
export function useTripDay() {
  const [phase, setPhase] = useState<TripDayPhase>(firstPhase);
  const [connection, setConnection] = useState<Connection>('unknown');
  const vault = useRef<Pick<OpenVault, 'key' | 'salt'> | null>(null);
  const contacting = useRef(false);

  const wipe = useCallback(async (reason: WipeReason) => {
    vault.current = null;
    await wipeTripDay();
    setPhase({ name: 'wiped', reason });
  }, []);

  const keep = useCallback(async (state: TripDayState) => {
    if (vault.current) await saveVault(vault.current, state);
    setPhase({ name: 'open', state });
  }, []);

  const contact = useCallback(
    async (state: TripDayState) => {
      if (contacting.current) return;
      contacting.current = true;
      try {
        const outcome = await contactServer(state);
        if (outcome.kind === 'wipe') return await wipe(outcome.reason);
        if (outcome.kind === 'synced') {
          setConnection('online');
          // Actions made while the answer was on its way stay queued: the latest state is merged by id.
          setPhase((current) => {
            if (current.name !== 'open') return current;
            const answered = new Set(state.queue.map((action) => action.actionId));
            const made = current.state.queue.filter((action) => !answered.has(action.actionId));
            const next = { ...outcome.state, queue: [...outcome.state.queue, ...made] };
            if (vault.current) void saveVault(vault.current, next);
            return { name: 'open', state: next };
          });
        } else setConnection(outcome.kind);
      } finally {
        contacting.current = false;
      }
    },
    [wipe],
  );

  // A locked phone still learns whether to wipe, and wipes by itself on its day.
  useEffect(() => {
    if (phase.name !== 'locked') return;
    void (async () => {
      for (const pack of vaultLabels()?.packs ?? []) {
        const status = await tripDayCalls.packStatus(pack.packId).catch(() => null);
        if (status?.wipe) return wipe(status.reason ?? 'unknown');
      }
    })();
  }, [phase.name, wipe]);

  const openState = phase.name === 'open' ? phase.state : null;
  const latest = useRef(openState);
  useEffect(() => {
    latest.current = openState;
  });
  useEffect(() => {
    if (!openState) return;
    const tryNow = () => latest.current && void contact(latest.current);
    tryNow();
    const timer = setInterval(tryNow, CONTACT_EVERY_MS);
    const goneOffline = () => setConnection('offline');
    window.addEventListener('online', tryNow);
    window.addEventListener('offline', goneOffline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', tryNow);
      window.removeEventListener('offline', goneOffline);
    };
    // Only opening starts the loop; each round reads the latest state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openState === null, contact]);

  return {
    phase,
    connection,
    async create(pin: string, state: TripDayState) {
      const created = await createVault(pin, state);
      vault.current = created;
      setPhase({ name: 'open', state });
    },
    async unlock(pin: string): Promise<'ok' | 'wrong-pin'> {
      const result = await openVault(pin);
      if (result.ok) {
        vault.current = result.vault;
        if (result.vault.state.packs.some((pack) => isPastWipeDay(pack.wipeOn))) {
          await wipe('expired');
          return 'ok';
        }
        setPhase({ name: 'open', state: result.vault.state });
        return 'ok';
      }
      if (result.reason === 'wiped') await wipe('pins');
      else if (result.reason === 'none') setPhase({ name: 'setup' });
      else setPhase({ name: 'locked', wrongPins: vaultLabels()?.wrongPins ?? 0 });
      return 'wrong-pin';
    },
    lock() {
      vault.current = null;
      setPhase(firstPhase());
    },
    remove: () => wipe('removed'),
    startAgain: () => setPhase({ name: 'setup' }),
    async act(action: QueuedAction) {
      const current = latest.current;
      if (!current) return;
      // Two taps before the screen redraws each add to the latest state, not to the one drawn.
      const next = withAction(current, action);
      latest.current = next;
      await keep(next);
      void contact(next);
    },
    sendNow: () => openState && contact(openState),
  };
}

export type TripDay = ReturnType<typeof useTripDay>;
