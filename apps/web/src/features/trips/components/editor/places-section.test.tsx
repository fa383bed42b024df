// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { PlacesSection } from './places-section.tsx';
import { testTrip } from './test-trip.ts';

function renderSection(overrides: Parameters<typeof testTrip>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PlacesSection trip={testTrip(overrides)} />
    </QueryClientProvider>,
  );
}

type Call = [string, RequestInit | undefined];
/** The section's save among the calls made (the draw's state is read too). */
const patchOf = (fetch: { mock: { calls: unknown[][] } }) =>
  (fetch.mock.calls as Call[]).find(([, init]) => init?.method === 'PATCH');

const save = () => screen.getByRole('button', { name: 'Save Waiting list and fair draw' });

afterEach(() => vi.unstubAllGlobals());

describe('PlacesSection', { timeout: 20_000 }, () => {
  it('shows the settings with what each does, and sends the changed ones with the section', async () => {
    const fetch = vi.fn(async () => Response.json({}, { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSection({ schoolMinimumShare: 10 });
    const siblings = screen.getByRole('switch', { name: 'Keep siblings together' });
    expect(siblings).toBeChecked();
    expect(siblings).toHaveAccessibleDescription(/already has a place is offered the next free place first/);
    const draw = screen.getByRole('switch', { name: 'Share out the places by a draw' });
    expect(draw).not.toBeChecked();
    const days = screen.getByRole('textbox', { name: 'Days a family has to answer an offered place' });
    expect(days).toHaveValue('5');
    await user.clear(days);
    await user.type(days, '7');
    await user.click(draw);
    await user.click(siblings);
    // Emptied, the school minimum is none.
    await user.clear(screen.getByRole('textbox', { name: 'Least share of the places for each school (%)' }));
    await user.click(save());
    await vi.waitFor(() => expect(patchOf(fetch)).toBeDefined());
    const [, init] = patchOf(fetch)!;
    expect(JSON.parse(String(init?.body)).changes).toEqual({
      waitingListOfferDays: 7,
      autoApproveOffers: false,
      keepSiblingsTogether: false,
      fairAllocation: true,
      allocationWindowDays: 7,
      schoolMinimumShare: null,
      drawSeed: null,
    });
  });

  it('takes the draw’s seed and says when the draw runs, in Cyprus time, with it', async () => {
    const fetch = vi.fn(async () => Response.json({}, { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    // Registrations open at 09:00 in Cyprus on 1 October; a 7-day window closes at 09:00 on 8 October.
    const { user } = renderSection({ fairAllocation: true });
    expect(
      screen.getByText('The draw runs on 8 October 2026 at 09:00, Cyprus time, once its seed is set.'),
    ).toBeVisible();
    const seed = screen.getByRole('textbox', { name: 'Seed of the draw' });
    await user.type(seed, '2027-01-15 lottery 4821');
    expect(
      screen.getByText(
        'The draw runs on 8 October 2026 at 09:00, Cyprus time, with the seed “2027-01-15 lottery 4821”.',
      ),
    ).toBeVisible();
    await user.click(save());
    await vi.waitFor(() => expect(patchOf(fetch)).toBeDefined());
    expect(JSON.parse(String(patchOf(fetch)![1]?.body)).changes.drawSeed).toBe('2027-01-15 lottery 4821');
  });

  it('refuses days and a share out of bounds on their fields, before sending', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSection();
    const days = screen.getByRole('textbox', { name: 'Days a family has to answer an offered place' });
    await user.clear(days);
    await user.type(days, '31');
    const share = screen.getByRole('textbox', { name: 'Least share of the places for each school (%)' });
    await user.type(share, '120');
    await user.click(save());
    expect(
      await screen.findByText(
        'Days a family has to answer an offered place: Enter a whole number of days from 1 to 30.',
      ),
    ).toBeVisible();
    expect(days).toHaveAccessibleDescription('Enter a whole number of days from 1 to 30.');
    expect(share).toHaveAccessibleDescription('Enter a whole percentage from 0 to 100, or leave it empty.');
    expect(patchOf(fetch)).toBeUndefined();
  });
});
