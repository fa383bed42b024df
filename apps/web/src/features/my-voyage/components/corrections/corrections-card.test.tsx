// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { FamilyChangeRequest, MyCorrections } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testTraveller } from '../../../../entities/travellers/test-traveller.ts';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { CorrectionsCard } from './corrections-card.tsx';

const traveller = testTraveller({ status: 'approved', roommates: ['ANNA SMITH'] });
const open: MyCorrections = { isOpen: true, frozen: false, freezesOn: '2027-02-27', requests: [] };
const frozen: MyCorrections = { ...open, frozen: true };
const waiting: FamilyChangeRequest = {
  id: '5d1f3c2a-8b7e-4c6d-9a5f-1e2d3c4b5a69',
  changes: [{ field: 'city', from: 'Lemesos', to: 'Paphos' }],
  status: 'waiting',
  sentAt: '2027-03-01T09:00:00.000Z',
  decidedAt: null,
  reason: null,
};

/** The API as the card meets it: the corrections, then the correction's answer with `outcome`. */
function stubApi(corrections: MyCorrections, outcome: 'applied' | 'requested' = 'applied') {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return Response.json(corrections);
      const body = JSON.parse(String(init?.body ?? '{}'));
      sent.push({ method, url, body });
      if (url.endsWith('/withdraw')) return Response.json({ ...corrections, requests: [] });
      const request = outcome === 'requested' ? waiting : null;
      return Response.json({ outcome, fields: ['phone'], request, traveller });
    }),
  );
  return sent;
}

function renderCard(language: 'el' | 'en' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <CorrectionsCard traveller={traveller} />
    </QueryClientProvider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CorrectionsCard', () => {
  it('before the freeze, says until which day and corrects at once with the details filled in', async () => {
    const sent = stubApi(open);
    const { user } = renderCard();
    const card = screen.getByRole('region', { name: 'Your details' });
    expect(within(card).getByText('ANNA SMITH')).toBeInTheDocument();
    // The last day before the freeze day.
    expect(await within(card).findByText('You can correct these until 26 Feb 2027.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Go to the passport or ID card details' })).toHaveAttribute(
      'href',
      '#voyage-passport',
    );
    await user.click(within(card).getByRole('button', { name: 'Correct details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Correct details' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('+357 99 123456');
    expect(within(dialog).getByRole('textbox', { name: 'Roommate 1 (optional)' })).toHaveValue('ANNA SMITH');
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Enter a phone number with 8 to 15 digits/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '+357 96 555 010');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      url: `/api/my/travellers/${traveller.id}/details`,
      body: {
        details: {
          guardianName: 'Maria Pavlou',
          phone: '+357 96 555 010',
          city: 'Lemesos',
          district: 'lemesos',
          roommates: ['ANNA SMITH'],
        },
      },
    });
    expect(within(card).getByRole('status')).toHaveTextContent('Your details were corrected.');
  });

  it('from the freeze, sends a request to the office instead, in Greek', async () => {
    const sent = stubApi(frozen, 'requested');
    const { user } = renderCard('el');
    const card = screen.getByRole('region', { name: 'Τα στοιχεία σας' });
    expect(
      await within(card).findByText('Από τις 27 Φεβ 2027 οι αλλαγές στέλνονται στο γραφείο για έγκριση.'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Αίτημα αλλαγής' }));
    const dialog = await screen.findByRole('dialog', { name: 'Αίτημα αλλαγής' });
    expect(dialog).toHaveTextContent('η αλλαγή σας πηγαίνει στο γραφείο');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Πόλη' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Πόλη' }), 'Paphos');
    await user.click(within(dialog).getByRole('button', { name: 'Αποστολή αιτήματος' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]!.body).toMatchObject({ details: { city: 'Paphos' } });
    expect(within(card).getByRole('status')).toHaveTextContent('Το αίτημά σας στάλθηκε στο γραφείο.');
  });

  it('while a request waits, offers no form but the request, which the family may withdraw', async () => {
    const sent = stubApi({ ...frozen, requests: [waiting] });
    const { user } = renderCard();
    const card = screen.getByRole('region', { name: 'Your details' });
    expect(await within(card).findByText(/withdraw it to send another/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Ask for a change' })).not.toBeInTheDocument();
    expect(within(card).getByText('Waiting for the office')).toBeInTheDocument();
    expect(within(card).getByText('from Lemesos to Paphos')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^Withdraw the request sent on/ }));
    const question = await screen.findByRole('dialog', { name: 'Withdraw this change request?' });
    // The safe answer first: a hurried Enter keeps the request.
    expect(within(question).getByRole('button', { name: 'Keep the request' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(sent[0]?.url).toBe(`/api/my/travellers/${traveller.id}/change-requests/${waiting.id}/withdraw`),
    );
    expect(await within(card).findByText('The request was withdrawn.')).toBeInTheDocument();
  });

  it('shows a refused request with the office’s reason', async () => {
    const refused = {
      ...waiting,
      status: 'refused' as const,
      decidedAt: '2027-03-02T09:00:00.000Z',
      reason: 'Rooms booked.',
    };
    stubApi({ ...frozen, requests: [refused] });
    renderCard();
    const card = screen.getByRole('region', { name: 'Your details' });
    expect(await within(card).findByText('Refused on 2 Mar 2027')).toBeInTheDocument();
    expect(within(card).getByText('Reason: Rooms booked.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ask for a change' })).toBeInTheDocument();
  });
});
