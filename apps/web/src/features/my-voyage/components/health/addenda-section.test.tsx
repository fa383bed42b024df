// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { HealthAddendum } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { AddendaSection } from './addenda-section.tsx';

/** After the freeze the family sends a change to the health lead and sees its state (docs/product/health.md). */
const READ: HealthAddendum = {
  id: '11111111-1111-4111-8111-111111111111',
  text: 'Started an inhaler',
  section: 'medicines',
  status: 'acknowledged',
  sentAt: '2027-03-01T09:00:00.000Z',
  acknowledgedAt: '2027-03-02T09:00:00.000Z',
};

function render(list: HealthAddendum[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? new Response(JSON.stringify({ ...READ, id: '22222222-2222-4222-8222-222222222222', status: 'waiting' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify(list), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(
    <QueryClientProvider client={client}>
      <AddendaSection travellerId="t1" />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("the family's change to the health lead", () => {
  it('asks for what changed before sending anything', async () => {
    const fetch = render([]);
    fireEvent.click(screen.getByRole('button', { name: 'Send a change to the health lead' }));
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends the text and shows the changes sent with their state', async () => {
    const fetch = render([READ]);
    expect(await screen.findByText('Started an inhaler')).toBeTruthy();
    expect(screen.getByText(/Read by the health lead on 2 March 2027/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/What changed/), { target: { value: 'New allergy to walnuts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a change to the health lead' }));
    await waitFor(() => expect(screen.getByText('Sent to the health lead.')).toBeTruthy());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('api/my/travellers/t1/health/addenda');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ text: 'New allergy to walnuts', section: null });
  });
});
