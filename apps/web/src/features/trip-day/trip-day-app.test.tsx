// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils.tsx';
import { testPack } from './model/test-pack.ts';
import { emptyState } from './model/trip-day-state.ts';
import { createVault } from './model/vault.ts';
import { TripDayApp } from './trip-day-app.tsx';

/**
 * The phone wipes its pack by itself on the pack's wipe day, the departure's return plus the days the trip
 * keeps its headcounts, with no network (docs/product/trip-day.md#wiping). The day is Cyprus's, as the
 * server counts it: in April Cyprus is UTC+3.
 */
const VAULT = 'voyage.tripDay.vault';
const PIN = '4821';
const WIPE_ON = '2027-04-02';
const EVENING_BEFORE = new Date('2027-04-01T20:30:00Z'); // 23:30 on 1 April in Cyprus
const JUST_AFTER_MIDNIGHT = new Date('2027-04-01T21:30:00Z'); // 00:30 on 2 April in Cyprus
const WEEKS_AFTER = new Date('2027-05-10T09:00:00Z');

let sealed = '';
beforeAll(async () => {
  localStorage.clear();
  await createVault(PIN, emptyState({ id: 'escort-1', name: 'Eleni K.' }, [testPack({ wipeOn: WIPE_ON })]));
  sealed = localStorage.getItem(VAULT)!;
});

const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(VAULT, sealed);
  fetch.mockClear();
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const isWiped = () => {
  expect(screen.getByRole('heading', { name: 'The trip day was removed from this phone' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'The trip is over and its days of keeping have passed, so its travellers were removed from this phone.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download again' })).toBeInTheDocument();
};

describe('the trip day on the phone after the trip', () => {
  it('the evening before the wipe day, opens locked and then with the PIN, the pack kept', async () => {
    vi.setSystemTime(EVENING_BEFORE);
    const { user } = renderWithProviders(<TripDayApp />);
    expect(screen.getByRole('heading', { name: 'Enter your PIN' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN'), PIN);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('button', { name: 'Lock' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(localStorage.getItem(VAULT)).not.toBeNull();
  });

  it('on the wipe day, just after midnight in Cyprus, wipes the pack on opening, with no network', async () => {
    vi.setSystemTime(JUST_AFTER_MIDNIGHT);
    renderWithProviders(<TripDayApp />);
    isWiped();
    expect(localStorage.getItem(VAULT)).toBeNull();
    expect(screen.queryByLabelText('PIN')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('weeks after the wipe day, wipes the pack on opening', () => {
    vi.setSystemTime(WEEKS_AFTER);
    renderWithProviders(<TripDayApp />);
    isWiped();
    expect(localStorage.getItem(VAULT)).toBeNull();
  });

  it('locked over midnight, wipes the pack when the PIN is typed on the wipe day', async () => {
    vi.setSystemTime(EVENING_BEFORE);
    const { user } = renderWithProviders(<TripDayApp />);
    expect(screen.getByRole('heading', { name: 'Enter your PIN' })).toBeInTheDocument();
    vi.setSystemTime(JUST_AFTER_MIDNIGHT);
    await user.type(screen.getByLabelText('PIN'), PIN);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByRole('heading', { name: 'The trip day was removed from this phone' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    isWiped();
    expect(localStorage.getItem(VAULT)).toBeNull();
  });
});
