// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { Traveller } from '@voyage/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { myTravellersQuery } from '../api/get-my-travellers.ts';
import { StatusPanel } from './status-panel.tsx';
import { testTraveller } from '../../../entities/travellers/test-traveller.ts';
import { travellerDocument } from './documents/test-documents.ts';

const NOW = new Date('2026-05-02T09:00:00Z');

const traveller = testTraveller;

const approved = (extra: Partial<Traveller> = {}) =>
  traveller({
    status: 'approved',
    personalCode: 'KX4-7PM',
    approvedAt: '2026-04-30T08:00:00.000Z',
    consentDeadline: '2026-05-14',
    ...extra,
  });

/** The panel as My Voyage shows it: fed by the family's travellers query, which a withdrawal updates. */
function Harness({ id }: { id: string }) {
  const rows = useQuery(myTravellersQuery).data ?? [];
  const shown = rows.find((row) => row.id === id);
  return shown ? <StatusPanel traveller={shown} now={NOW} /> : null;
}

function renderPanel(shown: Traveller, { language = 'en' }: { language?: 'el' | 'en' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(myTravellersQuery.queryKey, [shown]);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness id={shown.id} />
      </MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the panel meets it: the withdrawal's answer, then the reloaded list. */
function stubApi(withdrawAnswer: () => Response, afterwards: Traveller) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'POST') return json([afterwards]);
      calls.push({ method, url, body: JSON.parse(String(init?.body)) });
      return withdrawAnswer();
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const panel = (name: string) => screen.getByRole('region', { name });
const withdrawButton = () => screen.queryByRole('button', { name: 'Withdraw this registration' });

describe('StatusPanel, by status', () => {
  it('Processing: the e-mail is confirmed, staff review it, then what happens; it can be withdrawn', () => {
    renderPanel(traveller());
    const region = panel('What happens next');
    expect(region).toHaveTextContent('Your e-mail address is confirmed');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'We are reviewing the registration and the document you sent.',
      'You will receive an e-mail with our decision.',
      expect.stringContaining('payment instructions'),
    ]);
    expect(withdrawButton()).toBeVisible();
  });

  it('Approved: the date it was approved, what to do, the consent deadline with the days left and where the form is', () => {
    renderPanel(approved());
    const region = panel('What to do now');
    expect(region).toHaveTextContent('The registration was approved on 30 Apr 2026.');
    const consent = within(region).getByRole('heading', { name: 'Consent form', level: 3 }).parentElement!;
    expect(consent).toHaveTextContent('Due by 14 May 2026');
    expect(within(consent).getByText('12 days left')).toBeVisible();
    expect(consent).toHaveTextContent('under “Documents” below');
    expect(consent).toHaveTextContent(
      'If it has not arrived by the end of 14 May 2026, the registration is cancelled.',
    );
    expect(withdrawButton()).toBeVisible();
  });

  it.each([
    ['2026-05-03', '1 day left'],
    ['2026-05-02', 'Due today'],
    ['2026-04-29', '3 days overdue'],
  ])('Approved with the deadline on %s: "%s"', (consentDeadline, countdown) => {
    renderPanel(approved({ consentDeadline }));
    expect(screen.getByText(countdown)).toBeVisible();
  });

  it('Approved in Greek: the countdown in Greek plural', () => {
    renderPanel(approved(), { language: 'el' });
    expect(panel('Τι κάνετε τώρα')).toHaveTextContent('Απομένουν 12 ημέρες');
    expect(screen.getByRole('button', { name: 'Απόσυρση της εγγραφής' })).toBeVisible();
  });

  it('Approved with a signed consent form Processing: it says it is being checked, no countdown', () => {
    const consent = travellerDocument({ type: 'consent', status: 'pending', uploadedAt: NOW.toISOString() });
    renderPanel(approved({ documents: [consent] }));
    expect(screen.getByText(/We have received the signed consent form: our staff are checking it/)).toBeVisible();
    expect(screen.queryByText('12 days left')).toBeNull();
  });

  it('Approved with the consent form Accepted: nothing more is due', () => {
    const consent = travellerDocument({ type: 'consent', status: 'approved', uploadedAt: NOW.toISOString() });
    renderPanel(approved({ documents: [consent] }));
    expect(screen.getByText('The consent form has been accepted: there is nothing more to send.')).toBeVisible();
    expect(screen.queryByText('12 days left')).toBeNull();
  });

  it('Approved with a rejected or withdrawn consent form only: the countdown still runs', () => {
    const documents = [
      travellerDocument({ type: 'consent', status: 'rejected' }),
      travellerDocument({ type: 'consent', status: 'withdrawn' }),
    ];
    renderPanel(approved({ documents }));
    expect(screen.getByText('12 days left')).toBeVisible();
  });

  it('Rejected: the reason staff gave, whom to ask; no withdrawal', () => {
    renderPanel(traveller({ status: 'rejected', statusReason: 'The trip is full.' }));
    const region = panel('Registration not approved');
    expect(within(region).getByRole('figure', { name: 'Reason given' })).toHaveTextContent('The trip is full.');
    expect(region).toHaveTextContent("please contact the trip's teacher");
    expect(withdrawButton()).toBeNull();
  });

  it('Cancelled by the family: says they withdrew it, no reason box', () => {
    renderPanel(traveller({ status: 'cancelled', statusReason: 'withdrawn' }));
    const region = panel('Registration cancelled');
    expect(region).toHaveTextContent('You withdrew this registration');
    expect(within(region).queryByRole('figure')).toBeNull();
    expect(withdrawButton()).toBeNull();
  });

  it('Cancelled for want of the consent form: names the date it was due', () => {
    renderPanel(traveller({ status: 'cancelled', statusReason: 'consent-missing', consentDeadline: '2026-04-20' }));
    expect(panel('Registration cancelled')).toHaveTextContent(
      'The signed consent form did not arrive by 20 Apr 2026, so the registration was cancelled.',
    );
  });

  it('Cancelled by staff: their reason, in their words', () => {
    renderPanel(traveller({ status: 'cancelled', statusReason: 'The family asked us by phone.' }));
    const region = panel('Registration cancelled');
    expect(region).toHaveTextContent('Our staff cancelled this registration.');
    expect(within(region).getByRole('figure', { name: 'Reason given' })).toHaveTextContent(
      'The family asked us by phone.',
    );
  });
});

describe('StatusPanel, withdrawing', () => {
  it('asks first: what it means, that staff see it; Keep (focused first) changes nothing', async () => {
    const calls = stubApi(() => json({}), traveller());
    const { user } = renderPanel(traveller());
    await user.click(withdrawButton()!);

    const dialog = screen.getByRole('dialog', { name: 'Withdraw the registration of ELENI PAVLOU?' });
    expect(dialog).toHaveAccessibleDescription(/This cannot be undone.*Our staff will see that you withdrew it\./);
    const keep = within(dialog).getByRole('button', { name: 'Keep the registration' });
    expect(keep).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(panel('What happens next')).toBeVisible();
  });

  it('withdraws on confirmation: the panel turns to Cancelled and its heading takes focus', async () => {
    const withdrawn = traveller({ status: 'cancelled', statusReason: 'withdrawn' });
    const calls = stubApi(() => json(withdrawn), withdrawn);
    const { user } = renderPanel(approved());
    await user.click(withdrawButton()!);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));

    const region = await screen.findByRole('region', { name: 'Registration cancelled' });
    // The status the family saw travels with the call, so a decision made meanwhile is not overridden.
    expect(calls).toEqual([
      { method: 'POST', url: `/api/my/travellers/${withdrawn.id}/withdraw`, body: { expectedStatus: 'approved' } },
    ]);
    expect(region).toHaveTextContent('You withdrew this registration');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(region).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(withdrawButton()).toBeNull();
  });

  it('when staff decided meanwhile (409), closes and shows where the registration now stands', async () => {
    const refused = () => json({ code: 'INVALID_TRANSITION', message: 'Cannot withdraw' }, 409);
    stubApi(refused, traveller({ status: 'rejected', statusReason: 'The trip is full.' }));
    const { user } = renderPanel(traveller());
    await user.click(withdrawButton()!);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));

    const region = await screen.findByRole('region', { name: 'Registration not approved' });
    expect(within(region).getByRole('status')).toHaveTextContent('This registration can no longer be withdrawn');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the reason when the call fails otherwise', async () => {
    stubApi(() => json({ code: 'INTERNAL', message: 'boom' }, 500), traveller());
    const { user } = renderPanel(traveller());
    await user.click(withdrawButton()!);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(dialog).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
