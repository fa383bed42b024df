// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { CalendarSection } from './calendar-section.tsx';
import { testTrip } from './test-trip.ts';

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <CalendarSection trip={testTrip()} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CalendarSection', { timeout: 20_000 }, () => {
  it('refuses an end before the start on the end date, before sending', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSection();
    const ends = screen.getByLabelText(/Trip ends/);
    await user.clear(ends);
    await user.type(ends, '2027-03-19');
    await user.click(screen.getByRole('button', { name: 'Save Dates and places' }));
    expect(await screen.findByText('Trip ends: The trip must end on or after the day it starts.')).toBeVisible();
    expect(screen.getByLabelText(/Trip ends/)).toHaveAccessibleDescription(
      'The trip must end on or after the day it starts.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts the server’s field error (keyed `changes.capacity`) on its field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Invalid',
            fieldErrors: { 'changes.capacity': ['validation.wholeNumber'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Save Dates and places' }));
    const capacity = await screen.findByRole('textbox', {
      name: 'Places',
      description: 'Enter a whole number greater than zero.',
    });
    expect(capacity).toHaveFocus();
  });

  it('edits the days to pay an instalment already due at approval, sent with the section', async () => {
    const fetch = vi.fn(async () => Response.json({}, { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSection();
    const days = screen.getByRole('textbox', { name: 'Days to pay an instalment already due at approval' });
    expect(days).toHaveValue('14');
    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Save Dates and places' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ changes: { paymentGraceDays: 10 } });
  });
});
