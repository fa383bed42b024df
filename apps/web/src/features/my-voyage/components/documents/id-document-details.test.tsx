// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { Traveller } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { myTravellersQuery } from '../../api/get-my-travellers.ts';
import { PassportDetails } from './passport-details.tsx';
import { traveller } from '../payments/test-payments.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The trip flies back on 30 June 2026: a passport must be valid until 30 December 2026 at least. */
const RETURNS_ON = '2026-06-30';

function renderForm(shown: Traveller = traveller(), returnsOn: string | null = RETURNS_ON) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(myTravellersQuery.queryKey, [shown]);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PassportDetails traveller={shown} returnsOn={returnsOn} />
    </QueryClientProvider>,
  );
}

const number = () => screen.getByRole('textbox', { name: 'Passport number' });
const expiry = () => screen.getByLabelText('Expiry date');

describe('PassportDetails', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the number and the date with the API’s own schema before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm();
    await user.type(number(), 'K12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(number()).toHaveAccessibleDescription(
      'Enter the passport number as printed: 5 to 20 Latin capital letters and digits.',
    );
    expect(number()).toHaveAttribute('aria-invalid', 'true');
    expect(expiry()).toHaveAccessibleDescription('Enter a real date.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('warns, without refusing, when the passport expires less than six months after the return', async () => {
    const { user } = renderForm();
    await user.type(expiry(), '2026-12-29');
    expect(screen.getByRole('status')).toHaveTextContent(
      'This passport expires on 29 Dec 2026. Airlines ask for a passport valid for six months after the return (30 Jun 2026), that is until at least 30 Dec 2026.',
    );
    await user.clear(expiry());
    await user.type(expiry(), '2026-12-30');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not warn while the return date is unknown', async () => {
    const { user } = renderForm(traveller(), null);
    await user.type(expiry(), '2026-07-01');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('saves the number as printed (spaces dropped, capitals) and says so', async () => {
    const shown = traveller();
    const saved = { ...shown, passportNumber: 'K1234567', passportExpiresOn: '2026-08-01' };
    const fetch = vi.fn().mockResolvedValue(json(saved));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm(shown);
    await user.type(number(), 'k123 4567');
    await user.type(expiry(), '2026-08-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The passport details were saved.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(`/api/my/travellers/${shown.id}/passport`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ passportNumber: 'K1234567', passportExpiresOn: '2026-08-01' });
    // Saved, and still too soon for a June return: the warning stays beside the saved date.
    expect(number()).toHaveValue('K1234567');
    expect(screen.getByText(/This passport expires on 1 Aug 2026/)).toBeInTheDocument();
  });

  it('shows the details already given, and the server’s field errors on their fields', async () => {
    const shown = traveller({ passportNumber: 'K1234567', passportExpiresOn: '2031-01-01' });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        json(
          {
            code: 'VALIDATION_FAILED',
            message: 'no',
            fieldErrors: { passportNumber: ['validation.passportNumber'] },
          },
          400,
        ),
      ),
    );
    const { user } = renderForm(shown);
    expect(number()).toHaveValue('K1234567');
    expect(expiry()).toHaveValue('2031-01-01');
    await user.clear(number());
    await user.type(number(), 'K7654321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/5 to 20 Latin capital letters and digits/)).toBeInTheDocument();
  });
});
