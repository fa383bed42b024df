// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FILLED_HEALTH_RECORD,
  ROLE_CAPABILITIES,
  type AdminHealthRecord,
  type AdminTraveller,
  type HealthFlags,
  type StaffRole,
} from '@voyage/domain';
import { sessionQuery } from '../../../lib/session.tsx';
import { renderWithProviders } from '../../../test-utils.tsx';
import { HealthSection } from './health-section.tsx';

const TRAVELLER_ID = '0b6f1f4e-8d5c-4f7a-9a43-2f1e6c0d9b21';
const traveller = { id: TRAVELLER_ID, status: 'approved' } as AdminTraveller;
const SHOW_FULL = 'Show full record';

const FLAGS: HealthFlags = {
  completeness: { complete: true, missing: [] },
  flags: [],
  emergencyContacts: FILLED_HEALTH_RECORD.contacts!.contacts,
};
const FULL: AdminHealthRecord = {
  record: {
    ...FILLED_HEALTH_RECORD,
    conditions: { ...FILLED_HEALTH_RECORD.conditions!, epilepsy: true, canSwim: false },
    diet: { ...FILLED_HEALTH_RECORD.diet!, other: 'no mushrooms' },
    contacts: { ...FILLED_HEALTH_RECORD.contacts!, ehicNumber: '80357000012345678901', ehicExpiresOn: '2029-06-30' },
  },
  consent: { givenBy: 'Anna Georgiou', givenAt: '2026-11-02T09:30:00.000Z' },
  completeness: { complete: true, missing: [] },
  freezesOn: '2027-03-14',
  frozen: false,
  updatedAt: '2026-11-02T09:30:00.000Z',
  flags: [],
};

function renderAs(role: StaffRole, language: 'el' | 'en' = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/health/flags')
        ? Response.json(FLAGS)
        : url.endsWith('/health')
          ? Response.json(FULL)
          : Response.json([]),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQuery.queryKey, {
    user: null,
    staff: { role, departureIds: [], capabilities: [...ROLE_CAPABILITIES[role]] },
  });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <HealthSection traveller={traveller} />
    </QueryClientProvider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('HealthSection', () => {
  it.each(['health', 'escort', 'administrator'] as const)(
    'gives the %s role the medical card to download',
    async (role) => {
      renderAs(role);
      const card = await screen.findByRole('link', { name: 'Medical card (PDF)' });
      expect(card).toHaveAttribute('href', `/api/admin/travellers/${TRAVELLER_ID}/medical-card`);
      expect(card).toHaveAttribute('download');
    },
  );

  it('names the card in Greek', async () => {
    renderAs('health', 'el');
    expect(await screen.findByRole('link', { name: 'Ιατρική κάρτα (PDF)' })).toBeVisible();
  });

  it('shows no card to finance', async () => {
    renderAs('finance');
    expect(await screen.findByText('The record is complete.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Medical card (PDF)' })).toBeNull();
  });

  it('offers the full record to the health lead and administrators, and only the flags to an escort', async () => {
    const { unmount } = renderAs('health');
    expect(await screen.findByRole('button', { name: SHOW_FULL })).toBeVisible();
    unmount();
    renderAs('escort');
    expect(await screen.findByRole('link', { name: 'Medical card (PDF)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: SHOW_FULL })).toBeNull();
  });

  it('gives an escort who to call besides the guardians, with a link that dials', async () => {
    renderAs('escort');
    const contacts = await screen.findByRole('list', { name: 'Emergency contacts' });
    expect(within(contacts).getByText(/Ελένη Γεωργίου \(Γιαγιά\)/)).toBeVisible();
    expect(within(contacts).getByRole('link', { name: '99 123456' })).toHaveAttribute('href', 'tel:99123456');
  });

  it('shows the health lead everything the family gave: conditions, diet, swimming, insurance card and consent', async () => {
    renderAs('health');
    await userEvent.click(await screen.findByRole('button', { name: SHOW_FULL }));
    const terms = await screen.findAllByRole('term');
    const lines = terms.map((term) => `${term.textContent}${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allergy: Φιστίκια (severe, carries adrenaline)',
        'Diet: vegetarian, no nuts, no mushrooms',
        'Conditions: asthma, epilepsy',
        'Swimming: cannot swim',
        'Emergency contact: Ελένη Γεωργίου, Γιαγιά, 99 123456',
        'Family doctor: Δρ. Ανδρέας Νικολάου 22 334455',
        'European health insurance card: 80357000012345678901, valid until 30 June 2029',
        'Consent to emergency treatment: given by Anna Georgiou on 2 November 2026',
      ]),
    );
    // The full record lists the contacts itself; the escorts' list goes.
    expect(screen.queryByRole('list', { name: 'Emergency contacts' })).toBeNull();
  });
});
