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
  return { ...result, fetch, panel: screen.getByRole('region', { name: 'Travel document' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('PassportPanel', { timeout: 20_000 }, () => {
  it('warns when the passport ends less than six months after the return', async () => {
    const { panel } = renderPanel(
      testTraveller({
        status: 'approved',
        idDocumentType: 'passport',
        idDocumentNumber: 'K1234567',
        idDocumentExpiresOn: '2027-08-01',
        idDocumentIssuingCountry: 'CY',
      }),
      () => Response.json([]),
    );
    expect(within(panel).getByRole('textbox', { name: 'Document number' })).toHaveValue('K1234567');
    expect(within(panel).getByRole('textbox', { name: 'Issuing country' })).toHaveValue('Cyprus');
    expect(
      await within(panel).findByText(
        'The passport expires on 1 Aug 2027: airlines ask for a passport valid until at least 23 Sept 2027, six months after the return. Ask the family to renew it.',
      ),
    ).toBeVisible();
  });

  it('holds an ID card to the return day only: no warning while it is still valid then', async () => {
    const idCard = { status: 'approved' as const, idDocumentType: 'id_card' as const, idDocumentNumber: '0912345' };
    const { panel, unmount } = renderPanel(
      testTraveller({ ...idCard, idDocumentExpiresOn: '2027-03-23', idDocumentIssuingCountry: 'GR' }),
      () => Response.json([]),
    );
    expect(within(panel).getByRole('textbox', { name: 'Document' })).toHaveValue('ID card');
    expect(within(panel).getByRole('textbox', { name: 'Document number' })).toHaveValue('0912345');
    expect(within(panel).getByRole('textbox', { name: 'Issuing country' })).toHaveValue('Greece');
    await vi.waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    unmount();
    const expired = renderPanel(testTraveller({ ...idCard, idDocumentExpiresOn: '2027-03-22' }), () =>
      Response.json([]),
    );
    expect(await within(expired.panel).findByText(/The ID card expires on 22 Mar 2027/)).toBeVisible();
  });

  it('lets staff write an ID card’s number, expiry and country, checked first, the server’s refusal shown on its field', async () => {
    const traveller = testTraveller({ status: 'approved' });
    const { panel, user, fetch } = renderPanel(traveller, () =>
      Response.json(
        { code: 'VALIDATION_FAILED', message: 'Invalid', fieldErrors: { idDocumentExpiresOn: ['validation.date'] } },
        { status: 422 },
      ),
    );
    expect(within(panel).getByRole('textbox', { name: 'Document number' })).toHaveValue('Not given yet');
    await user.click(within(panel).getByRole('button', { name: 'Edit the document details' }));
    await user.click(within(panel).getByRole('radio', { name: 'ID card' }));
    const number = within(panel).getByRole('textbox', { name: 'Document number' });
    await user.type(number, 'k1');
    await user.click(within(panel).getByRole('button', { name: 'Save the document details' }));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/id-document'), expect.anything());

    await user.type(number, '2 345 67');
    await user.type(within(panel).getByLabelText('Expiry date'), '2029-01-01');
    // The issuing country starts as the traveller's nationality.
    expect(within(panel).getByRole('combobox', { name: 'Issuing country' })).toHaveValue('CY');
    await user.click(within(panel).getByRole('button', { name: 'Save the document details' }));
    expect(await within(panel).findByText('Enter a real date.')).toBeVisible();
    const [, init] = fetch.mock.calls.find(([url]) => url === `/api/admin/travellers/${traveller.id}/id-document`)!;
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      idDocumentType: 'id_card',
      idDocumentNumber: 'K1234567',
      idDocumentExpiresOn: '2029-01-01',
      idDocumentIssuingCountry: 'CY',
    });
  });
});
