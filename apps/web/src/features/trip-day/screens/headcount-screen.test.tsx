// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TripDayPack } from '@voyage/domain';
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
function Counting({ sent, pack = testPack() }: { sent: QueuedAction[]; pack?: TripDayPack }) {
  const [state, setState] = useState<TripDayState>(() => emptyState({ id: 'escort-1', name: 'Eleni K.' }, [pack]));
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

/** Four travellers: rooms 12, 12 and 14 and one without a room yet; two schools. */
function twoSchools(): TripDayPack {
  const pack = testPack();
  const [georgiou, papa, zenonos] = pack.travellers;
  const larnaca = 'Gymnasium of Larnaca';
  return {
    ...pack,
    travellers: [
      georgiou!,
      papa!,
      { ...zenonos!, school: larnaca },
      { ...georgiou!, id: 'd4444444-4444-4444-8444-444444444444', firstName: 'ELENI', room: null, school: larnaca },
    ],
  };
}

/** The names on the list, in order. */
const listed = () =>
  screen.getAllByRole('button', { name: / is present$/ }).map((button) => button.getAttribute('aria-label'));

describe('finding a traveller in a headcount', () => {
  it('narrows the list by name, by room and by school, with the count of the whole departure still shown', async () => {
    const sent: QueuedAction[] = [];
    const { user } = renderWithProviders(<Counting sent={sent} pack={twoSchools()} />);
    const everyone = [
      'GEORGIOU ANNA is present',
      'PAPA ANNA is present',
      'ZENONOS ANNA is present',
      'GEORGIOU ELENI is present',
    ];
    expect(listed()).toEqual(everyone);

    // Typed in small letters, part of a surname, or the first name after it.
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    await user.type(search, 'georg');
    expect(listed()).toEqual(['GEORGIOU ANNA is present', 'GEORGIOU ELENI is present']);
    await user.type(search, 'iou el');
    expect(listed()).toEqual(['GEORGIOU ELENI is present']);
    await user.click(screen.getByRole('button', { name: 'GEORGIOU ELENI is present' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 present');
    // The first name first, as a teacher calls a child.
    await user.clear(search);
    await user.type(search, 'eleni georgiou');
    expect(listed()).toEqual(['GEORGIOU ELENI is present']);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.queryAllByRole('button', { name: / is present$/ })).toEqual([]);
    expect(screen.getByText('No traveller matches.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 present');
    await user.clear(search);
    expect(listed()).toEqual(everyone);

    const pick = async (option: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Room or school' }));
      await user.click(screen.getByRole('option', { name: option }));
    };
    await pick('Room 12');
    expect(listed()).toEqual(['GEORGIOU ANNA is present', 'PAPA ANNA is present']);
    await pick('No room');
    expect(listed()).toEqual(['GEORGIOU ELENI is present']);
    await pick('Gymnasium of Larnaca');
    expect(listed()).toEqual(['ZENONOS ANNA is present', 'GEORGIOU ELENI is present']);
    // The name and the group narrow together.
    await user.type(search, 'zen');
    expect(listed()).toEqual(['ZENONOS ANNA is present']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 present');
    await user.clear(search);
    await pick('Everyone');
    expect(listed()).toEqual(everyone);
  });

  it('gives each traveller a Present button at least 44 px tall', () => {
    renderWithProviders(<Counting sent={[]} />);
    for (const button of screen.getAllByRole('button', { name: / is present$/ })) {
      expect(parseFloat(getComputedStyle(button).minHeight)).toBeGreaterThanOrEqual(44);
    }
  });
});
