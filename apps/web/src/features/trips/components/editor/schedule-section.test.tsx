// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { ScheduleSection } from './schedule-section.tsx';
import { testTrip } from './test-trip.ts';

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <ScheduleSection trip={testTrip()} />
    </QueryClientProvider>,
  );
}

const dayTitles = () =>
  screen
    .getAllByRole('textbox', { name: /^Day \d title \(English\)/ })
    .map((field) => (field as HTMLInputElement).value);

afterEach(() => vi.unstubAllGlobals());

describe('ScheduleSection', { timeout: 20_000 }, () => {
  it('moves a day with the keyboard, the focus following it, and numbers the days as they stand', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { user } = renderSection();
    expect(dayTitles()).toEqual(['Arrival', 'Louvre']);
    expect(screen.getByRole('button', { name: 'Move Day 1 up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Day 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(dayTitles()).toEqual(['Louvre', 'Arrival']);
    // At the top its up button is disabled: the focus goes to its down button.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Move Day 1 down' })).toHaveFocus());
  });

  it('adds a day with an activity in both languages, removes one, and sends the programme', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json(JSON.parse(String(init?.body)).changes),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Remove Day 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a day' }));
    await user.type(screen.getByRole('textbox', { name: 'Day 2 title (Greek)' }), 'Βερσαλλίες');
    await user.type(screen.getByRole('textbox', { name: 'Day 2 title (English)' }), 'Versailles');
    await user.click(screen.getByRole('button', { name: 'Add an activity: Day 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Activity 1: Short name (for staff)' }), 'palace');
    await user.type(screen.getByRole('textbox', { name: 'Activity 1 (Greek)' }), 'Ανάκτορο');
    await user.type(screen.getByRole('textbox', { name: 'Activity 1 (English)' }), 'Palace');
    await user.click(screen.getByRole('button', { name: 'Save Day-by-day programme' }));

    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = JSON.parse(String(fetch.mock.calls[0]![1]?.body));
    expect(body.changes.schedule).toEqual([
      { day: 1, title: { el: 'Λούβρο', en: 'Louvre' }, activities: [] },
      {
        day: 2,
        title: { el: 'Βερσαλλίες', en: 'Versailles' },
        activities: [{ activity: 'palace', el: 'Ανάκτορο', en: 'Palace' }],
      },
    ]);
  });

  it('lists an activity missing its English text in the summary and does not send', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Add an activity: Day 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Activity 1 (Greek)' }), 'Βόλτα');
    await user.click(screen.getByRole('button', { name: 'Save Day-by-day programme' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByText(/Programme › 1 › Activities › 1 › English: Please fill in this field./),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
