// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTraveller } from '@voyage/domain';
import { renderWithProviders } from '../../../test-utils.tsx';
import { PassportPanel } from './passport-panel.tsx';
import { testTraveller } from './test-traveller.ts';

const TRIP = '/api/trip?trip_id=1';

function renderPanel(traveller: AdminTraveller, answer: (url: string, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    url === TRIP ? Response.json({ startsOn: '2027-03-18', endsOn: '2027-03-23' }) : answer(url, init),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <PassportPanel traveller={traveller} />
    </QueryClientProvider>,
  );
  return { ...result, fetch, panel: screen.getByRole('region', { name: 'Passport' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('PassportPanel', { timeout: 20_000 }, () => {
  it('warns when the passport ends less than six months after the return', async () => {
    const { panel } = renderPanel(
      testTraveller({ status: 'approved', passportNumber: 'K1234567', passportExpiresOn: '2027-08-01' }),
      () => Response.json([]),
    );
    expect(within(panel).getByRole('textbox', { name: 'Passport number' })).toHaveValue('K1234567');
    expect(
      await within(panel).findByText(
        'The passport expires on 1 Aug 2027: airlines ask for a passport valid until at least 23 Sept 2027, six months after the return. Ask the family to renew it.',
      ),
    ).toBeVisible();
  });

  it('lets staff write the number and expiry, checked first, the server’s refusal shown on its field', async () => {
    const traveller = testTraveller({ status: 'approved' });
    const { panel, user, fetch } = renderPanel(traveller, () =>
      Response.json(
        { code: 'VALIDATION_FAILED', message: 'Invalid', fieldErrors: { passportExpiresOn: ['validation.date'] } },
        { status: 422 },
      ),
    );
    expect(within(panel).getByRole('textbox', { name: 'Passport number' })).toHaveValue('Not given yet');
    await user.click(within(panel).getByRole('button', { name: 'Edit the passport' }));
    const number = within(panel).getByRole('textbox', { name: 'Passport number' });
    await user.type(number, 'k1');
    await user.click(within(panel).getByRole('button', { name: 'Save the passport' }));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/passport'), expect.anything());

    await user.type(number, '2 345 67');
    await user.type(within(panel).getByLabelText('Expires on'), '2029-01-01');
    await user.click(within(panel).getByRole('button', { name: 'Save the passport' }));
    expect(await within(panel).findByText('Enter a real date.')).toBeVisible();
    const [, init] = fetch.mock.calls.find(([url]) => url === `/api/admin/travellers/${traveller.id}/passport`)!;
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ passportNumber: 'K1234567', passportExpiresOn: '2029-01-01' });
  });
});
