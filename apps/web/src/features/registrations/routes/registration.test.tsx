// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_CAPABILITIES, type AdminTraveller, type StaffRole } from '@voyage/domain';
import { renderWithProviders } from '../../../test-utils.tsx';
import { testTraveller } from '../components/test-traveller.ts';
import RegistrationScreen from './registration.tsx';

function renderRegistration(traveller: AdminTraveller, role: StaffRole = 'administrator') {
  const staff = { role, departureIds: role === 'escort' ? [1] : [], capabilities: ROLE_CAPABILITIES[role] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === `/api/admin/travellers/${traveller.id}`) return Response.json({ traveller: traveller, related: [] });
      if (url === '/api/session') return Response.json({ user: { id: 'u1', name: 'Staff', role: 'admin' }, staff });
      if (url.endsWith('/checklist')) {
        const item = { dueDate: null, instalment: null, amountCents: null, problem: null };
        return Response.json({
          travellerId: traveller.id,
          ready: false,
          items: [
            { ...item, kind: 'approved', state: 'done' },
            { ...item, kind: 'health', state: 'todo', dueDate: '2027-03-27' },
          ],
        });
      }
      if (url.endsWith('/health/flags')) {
        return Response.json({ completeness: { complete: false, missing: ['consent'] }, flags: [] });
      }
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/registration/1/${traveller.id}`]}>
        <Routes>
          <Route path="/admin/registration/:tripId/:id" element={<RegistrationScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RegistrationScreen', { timeout: 20_000 }, () => {
  it('links to the traveller’s page once there is a personal code', async () => {
    const maria = testTraveller({ status: 'approved', personalCode: 'PAR-0042' });
    renderRegistration(maria);
    expect(await screen.findByRole('heading', { level: 1, name: 'GEORGIOU Maria' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Traveller page: GEORGIOU Maria (PAR-0042)' })).toHaveAttribute(
      'href',
      `/voyageur/1/PAR-0042/${maria.id}`,
    );
  });

  it('shows the family’s checklist: what is done and what is left, by when', async () => {
    renderRegistration(testTraveller({ status: 'approved' }));
    const section = await screen.findByRole('region', { name: 'Ready to travel' });
    expect(await within(section).findByText('1 thing to do')).toBeVisible();
    expect(within(section).getByText('By 27 Mar 2027')).toBeVisible();
  });

  it('offers no traveller page before approval gives the code', async () => {
    renderRegistration(testTraveller());
    expect(await screen.findByRole('heading', { level: 1, name: 'GEORGIOU Maria' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /traveller page/i })).not.toBeInTheDocument();
  });

  // docs/product/staff-roles.md: each part of the record shows to the roles that may use it, no refused call.
  const sections = ['Actions', 'Payments', 'Documents', 'Health record', 'Timeline', 'Data erasure'];
  const shown = {
    administrator: sections,
    finance: ['Payments', 'Timeline'],
    escort: ['Health record'],
    readonly: ['Timeline'],
  } as const;
  for (const [role, expected] of Object.entries(shown) as [StaffRole, readonly string[]][]) {
    it(`shows a ${role} only the parts of the record the role includes`, async () => {
      renderRegistration(testTraveller({ status: 'approved', personalCode: 'PAR-0042' }), role);
      expect(await screen.findByRole('heading', { level: 1, name: 'GEORGIOU Maria' })).toBeVisible();
      for (const section of expected) expect(await screen.findByRole('heading', { name: section })).toBeVisible();
      for (const section of sections) {
        expect(screen.queryAllByRole('heading', { level: 2, name: section }), section).toHaveLength(
          expected.includes(section) ? 1 : 0,
        );
      }
      const full = screen.queryByRole('button', { name: 'Show full record' });
      expect(full === null).toBe(role !== 'administrator');
    });
  }
});
