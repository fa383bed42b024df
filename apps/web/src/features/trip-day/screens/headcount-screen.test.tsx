// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { testPack } from '../model/test-pack.ts';
import {
  departureView,
  emptyState,
  withAction,
  type QueuedAction,
  type TripDayState,
} from '../model/trip-day-state.ts';
import { HeadcountScreen } from './headcount-screen.tsx';

/** The screen over a phone state that takes each action as the app does. */
function Counting({ sent }: { sent: QueuedAction[] }) {
  const [state, setState] = useState<TripDayState>(() =>
    emptyState({ id: 'escort-1', name: 'Eleni K.' }, [testPack()]),
  );
  const checkpoint = departureView(state, state.packs[0]!).checkpoints.find((one) => one.kind === 'gate')!;
  return (
    <HeadcountScreen
      state={state}
      departureId={7}
      checkpoint={checkpoint}
      institutePhone="+357 22 000111"
      onAct={(action) => {
        sent.push(action);
        setState((now) => withAction(now, action));
      }}
      onBack={() => {}}
    />
  );
}

describe('a checkpoint headcount on the phone', () => {
  it('refuses to close while a traveller is unaccounted for, naming them; absent with a reason lets it close', async () => {
    const sent: QueuedAction[] = [];
    const { user } = renderWithProviders(<Counting sent={sent} />);
    expect(screen.getByRole('status')).toHaveTextContent('0 of 3 present');
    await user.click(screen.getByRole('button', { name: 'GEORGIOU ANNA is present' }));
    await user.click(screen.getByRole('button', { name: 'PAPA ANNA is present' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 present');
    expect(screen.getByRole('button', { name: 'PAPA ANNA is present' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Close checkpoint' }));
    expect(
      screen.getByText('Not yet: 1 traveller is not accounted for: ZENONOS ANNA.').closest('[role="alert"]'),
    ).not.toBeNull();
    expect(sent.some((action) => action.type === 'close')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'More for ZENONOS ANNA' }));
    await user.click(screen.getByRole('menuitem', { name: 'Absent with a reason' }));
    const dialog = screen.getByRole('dialog', { name: 'Why is ZENONOS ANNA absent?' });
    await user.click(within(dialog).getByRole('radio', { name: 'With another escort' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark absent' }));
    expect(screen.getByText('Absent: With another escort')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close checkpoint' }));
    expect(sent.map((action) => action.type)).toEqual(['mark', 'mark', 'mark', 'close']);
    expect(sent[2]).toMatchObject({ state: 'absent', reason: 'with-other-escort' });
    expect(await screen.findByText('Checkpoint closed')).toBeInTheDocument();
  });

  it('shows the emergency card when a child is reported missing, with the numbers to call', async () => {
    const sent: QueuedAction[] = [];
    const { user } = renderWithProviders(<Counting sent={sent} />, { language: 'el' });
    await user.click(screen.getByRole('button', { name: 'Περισσότερα για GEORGIOU ANNA' }));
    await user.click(screen.getByRole('menuitem', { name: 'Δήλωση ότι αγνοείται' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Δήλωση ότι αγνοείται: GEORGIOU ANNA;' })).getByRole('button', {
        name: 'Δήλωση ότι αγνοείται',
      }),
    );
    expect(sent.at(-1)).toMatchObject({ type: 'mark', state: 'missing' });
    const card = await screen.findByRole('dialog', { name: 'Κάρτα έκτακτης ανάγκης: GEORGIOU ANNA' });
    expect(within(card).getByRole('link', { name: /Maria Georgiou \+357 99 123456/ })).toHaveAttribute(
      'href',
      'tel:+35799123456',
    );
    expect(within(card).getByRole('link', { name: /\+357 22 000111/ })).toHaveAttribute('href', 'tel:+35722000111');
    expect(within(card).getByText('Αναφυλαξία: έχει μαζί αδρεναλίνη')).toBeInTheDocument();
    expect(within(card).getByText(/Ventolin, 2 puffs, 08:00, 20:00/)).toBeInTheDocument();
  });
});
