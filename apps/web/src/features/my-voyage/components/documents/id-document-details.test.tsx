// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { Traveller } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { myTravellersQuery } from '../../api/get-my-travellers.ts';
import { IdDocumentDetails } from './id-document-details.tsx';
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
      <IdDocumentDetails traveller={shown} returnsOn={returnsOn} />
    </QueryClientProvider>,
  );
}

const number = () => screen.getByRole('textbox', { name: 'Document number' });
const expiry = () => screen.getByLabelText('Expiry date');
const travelsWith = (type: 'Passport' | 'ID card') => screen.getByRole('radio', { name: type });

describe('IdDocumentDetails', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the type, number and date with the API’s own schema before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm();
    await user.type(number(), 'K12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(number()).toHaveAccessibleDescription(
      'Enter the number as printed on the passport or ID card: 5 to 20 Latin capital letters and digits.',
    );
    expect(number()).toHaveAttribute('aria-invalid', 'true');
    expect(expiry()).toHaveAccessibleDescription('Enter a real date.');
    expect(screen.getByText('Please fill in this field.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('warns, without refusing, when a passport expires less than six months after the return', async () => {
    const { user } = renderForm();
    await user.click(travelsWith('Passport'));
    await user.type(expiry(), '2026-12-29');
    expect(screen.getByRole('status')).toHaveTextContent(
      'This passport expires on 29 Dec 2026. Airlines ask for a passport valid for six months after the return (30 Jun 2026), that is until at least 30 Dec 2026.',
    );
    await user.clear(expiry());
    await user.type(expiry(), '2026-12-30');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('holds an ID card to the return day only', async () => {
    const { user } = renderForm();
    await user.click(travelsWith('ID card'));
    await user.type(expiry(), '2026-06-30');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.clear(expiry());
    await user.type(expiry(), '2026-06-29');
    expect(screen.getByRole('status')).toHaveTextContent('This ID card expires on 29 Jun 2026.');
  });

  it('does not warn while the return date is unknown', async () => {
    const { user } = renderForm(traveller(), null);
    await user.click(travelsWith('Passport'));
    await user.type(expiry(), '2026-07-01');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('saves an ID card as printed (spaces dropped, capitals), issued by the nationality’s country unless changed', async () => {
    const shown = traveller();
    const body = {
      idDocumentType: 'id_card',
      idDocumentNumber: 'AK1234567',
      idDocumentExpiresOn: '2028-08-01',
      idDocumentIssuingCountry: 'CY',
    };
    const fetch = vi.fn().mockResolvedValue(json({ ...shown, ...body }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderForm(shown);
    await user.click(travelsWith('ID card'));
    await user.type(number(), 'ak123 4567');
    await user.type(expiry(), '2028-08-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The document details were saved.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(`/api/my/travellers/${shown.id}/id-document`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual(body);
    expect(number()).toHaveValue('AK1234567');
  });

  it('shows the details already given, and the server’s field errors on their fields', async () => {
    const shown = traveller({
      idDocumentType: 'passport',
      idDocumentNumber: 'K1234567',
      idDocumentExpiresOn: '2031-01-01',
      idDocumentIssuingCountry: 'GR',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        json(
          {
            code: 'VALIDATION_FAILED',
            message: 'no',
            fieldErrors: { idDocumentIssuingCountry: ['validation.country'] },
          },
          400,
        ),
      ),
    );
    const { user } = renderForm(shown);
    expect(travelsWith('Passport')).toBeChecked();
    expect(number()).toHaveValue('K1234567');
    expect(expiry()).toHaveValue('2031-01-01');
    expect(screen.getByRole('combobox', { name: 'Issuing country' })).toHaveValue('GR');
    await user.clear(number());
    await user.type(number(), 'K7654321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a country from the list.')).toBeInTheDocument();
  });
});
