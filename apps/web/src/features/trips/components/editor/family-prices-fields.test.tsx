// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { MoneySection } from './money-section.tsx';
import { testTrip } from './test-trip.ts';

function renderSection(language: 'el' | 'en' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MoneySection trip={testTrip()} />
    </QueryClientProvider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the prices for brothers and sisters', { timeout: 60_000 }, () => {
  it('refuses a price above the trip’s, then sends the second child’s price and leaves the later one empty', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json(JSON.parse(String(init?.body)).changes),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSection();
    const section = screen.getByRole('region', { name: 'Price, payment plan and bank details' });
    const second = within(section).getByRole('textbox', { name: 'Price for a second child (optional)' });
    const save = within(section).getByRole('button', { name: 'Save Price, payment plan and bank details' });
    await user.type(second, '950');
    await user.click(save);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "A brother's or sister's price cannot be more than the trip's price.",
    );
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(second);
    await user.type(second, '800');
    await user.click(save);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = JSON.parse(String(fetch.mock.calls[0]![1]?.body));
    expect(body.changes).toMatchObject({ secondChildPriceCents: 80_000, laterChildPriceCents: null });
  });

  it('names both fields in Greek', () => {
    renderSection('el');
    expect(screen.getByRole('textbox', { name: 'Τιμή για δεύτερο παιδί (προαιρετικό)' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Τιμή από τρίτο παιδί (προαιρετικό)' })).toBeVisible();
  });
});
