// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_CAPABILITIES, type StaffAccess } from '@voyage/domain';
import DashboardScreen from '../features/dashboard/routes/dashboard.tsx';
import DocumentsScreen from '../features/documents/routes/documents.tsx';
import PaymentsScreen from '../features/payments/routes/payments.tsx';
import DeletedScreen from '../features/registrations/routes/deleted.tsx';
import RegistrationsScreen from '../features/registrations/routes/registrations.tsx';
import DeparturesListScreen from '../features/departures/routes/departures-list.tsx';
import AdminsScreen from '../features/admins/routes/admins.tsx';
import AuditScreen from '../features/audit/routes/audit.tsx';
import OutboxScreen from '../features/outbox/routes/outbox.tsx';
import TripsListScreen from '../features/trips/routes/trips-list.tsx';
import SchoolsListScreen from '../features/schools/routes/schools-list.tsx';
import SchoolsScreen from '../features/schools/routes/schools.tsx';
import { renderStaffScreen, stubScreenWidth } from '../test-utils.tsx';

const ADMIN = { id: 'a', name: 'Admin', email: 'a@x.test', role: 'admin', twoFactorEnabled: true };
/** The signed-in staff member's role: an administrator unless a test says otherwise. */
let STAFF: StaffAccess = {
  role: 'administrator',
  departureIds: [],
  capabilities: [...ROLE_CAPABILITIES.administrator],
};

/** An API with nothing in it: every list empty, every other read an empty answer. */
async function emptyApi(url: string) {
  const address = new URL(url, 'http://voyage.test');
  if (address.pathname === '/api/session') return Response.json({ user: ADMIN, staff: STAFF });
  if (address.searchParams.has('page_size')) return Response.json({ rows: [], total: 0 });
  // The dashboard's figures are not what these tests read: their part says it could not load them.
  if (address.pathname === '/api/dashboard')
    return Response.json({ code: 'INTERNAL', message: 'Down' }, { status: 500 });
  if (address.pathname === '/api/admin/dashboard/health')
    return Response.json({ tripId: 1, byDeparture: [], total: { complete: 0, missing: 0, addendaWaiting: 0 } });
  if (address.pathname === '/api/admin/audit') return Response.json({ entries: [], page: 1, pageSize: 50, total: 0 });
  if (address.pathname === '/api/admin/outbox') return Response.json({ deliveryConfigured: true, messages: [] });
  if (address.pathname === '/api/admin/administrators') return Response.json({ admins: [], invitations: [] });
  return Response.json([]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  STAFF = { role: 'administrator', departureIds: [], capabilities: [...ROLE_CAPABILITIES.administrator] };
});

/** Opens the export menu named `label` and reads each format's link: CSV, XLSX and PDF of the same list. */
async function exportLinks(
  user: UserEvent,
  label: string,
  words = ['CSV (opens in Excel)', 'Excel workbook (XLSX)', 'PDF'],
) {
  await user.click(await screen.findByRole('button', { name: label }));
  const menu = await screen.findByRole('menu', { name: label });
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(words);
  expect(items.every((item) => item.hasAttribute('download'))).toBe(true);
  const links = items.map((item) => new URL(item.getAttribute('href')!, 'http://voyage.test'));
  expect(links.map((link) => link.searchParams.get('format'))).toEqual(['csv', 'xlsx', 'pdf']);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return links.map(
    (link) =>
      `${link.pathname}?${[...link.searchParams]
        .filter(([key]) => key !== 'format')
        .map(([key, value]) => `${key}=${value}`)
        .join('&')}`,
  );
}

function render(ui: ReactElement, path: string, address = path) {
  stubScreenWidth(false);
  vi.stubGlobal('fetch', vi.fn(emptyApi));
  return renderStaffScreen(ui, { path, address });
}

/** Every staff list has one export menu with CSV, XLSX and PDF of what it shows (docs/product/exports.md). */
describe('The staff lists’ export menus', { timeout: 30_000 }, () => {
  it('registrations: the open tab with its search, filters and order', async () => {
    const { user } = render(
      <RegistrationsScreen />,
      '/admin/registrations',
      '/admin/registrations?tab=all&search=maria&status=pending&sort=name&order=desc',
    );
    const [link] = await exportLinks(user, 'Export this list');
    expect(link).toBe(
      '/api/admin/travellers/export?trip_id=1&tab=all&lang=en&sort=name&order=desc&search=maria&status=pending',
    );
  });

  it('deleted registrations', async () => {
    const { user } = render(<DeletedScreen />, '/deleted', '/deleted?search=dora');
    // The deleted list opens newest deletion first: the file keeps that order.
    const [link] = await exportLinks(user, 'Export this list');
    expect(link).toBe(
      '/api/admin/travellers/export?trip_id=1&tab=deleted&lang=en&sort=statusChangedAt&order=desc&search=dora',
    );
  });

  it("the dashboard's registrations to review", async () => {
    const { user } = render(<DashboardScreen />, '/dashboard');
    const [link] = await exportLinks(user, 'Export registrations to review');
    expect(link).toBe('/api/admin/travellers/export?trip_id=1&tab=pending&lang=en');
  });

  it("every school's students at once, of the district chosen", async () => {
    const { user } = render(<SchoolsScreen />, '/schools');
    const [all] = await exportLinks(user, "Export all schools' students");
    expect(all).toBe('/api/admin/students/export?trip_id=1&lang=en');
    await user.click(screen.getByRole('button', { name: 'Paphos' }));
    const [paphos] = await exportLinks(user, "Export all schools' students");
    expect(paphos).toBe('/api/admin/students/export?trip_id=1&lang=en&district=paphos');
    const [schools] = await exportLinks(user, 'Export schools');
    expect(schools).toBe('/api/admin/schools/export?trip_id=1&lang=en&district=paphos');
  });

  it("the schools table: the schools and every school's students", async () => {
    const { user } = render(<SchoolsListScreen />, '/schools/list');
    expect(await exportLinks(user, 'Export schools')).toContain('/api/admin/schools/export?trip_id=1&lang=en');
    const [students] = await exportLinks(user, "Export all schools' students");
    expect(students).toBe('/api/admin/students/export?trip_id=1&lang=en');
  });

  it('the departures', async () => {
    const { user } = render(<DeparturesListScreen />, '/admin/departures/list');
    const [link] = await exportLinks(user, 'Export departures');
    expect(link).toBe('/api/admin/departures/export?trip_id=1&lang=en');
  });

  it("the payments queue as its tab shows it, and the accountant's ledger", async () => {
    const { user } = render(<PaymentsScreen />, '/admin/payments', '/admin/payments?search=karr&method=cash');
    const [queue] = await exportLinks(user, 'Export payments');
    expect(queue).toBe('/api/admin/payments/export?trip_id=1&lang=en&search=karr&method=cash&status=pending');
    const ledgerWords = ['CSV file (.csv)', 'Excel workbook (.xlsx)', 'PDF document (.pdf)'];
    const [ledger] = await exportLinks(user, 'Download ledger', ledgerWords);
    expect(ledger).toBe('/api/admin/payments/ledger?trip_id=1');
  });

  it('the documents queue with its type, school and status', async () => {
    const { user } = render(
      <DocumentsScreen />,
      '/admin/documents',
      '/admin/documents?tab=all&type=passport&status=approved&school=4',
    );
    const [link] = await exportLinks(user, 'Export documents');
    expect(link).toBe('/api/admin/documents/export?trip_id=1&lang=en&type=passport&status=approved&school_id=4');
  });

  it('the audit log with the filters applied, every page of it', async () => {
    const { user } = render(
      <AuditScreen />,
      '/admin/audit',
      '/admin/audit?actor=maria&action=registration.&from=2026-11-01&page=3',
    );
    const [link] = await exportLinks(user, 'Export the audit log');
    expect(link).toBe('/api/admin/audit/export?lang=en&actor=maria&action=registration.&from=2026-11-01');
  });

  it('the lists not about one trip: messages, administrators, trips', async () => {
    const outbox = render(<OutboxScreen />, '/admin/outbox');
    expect(await exportLinks(outbox.user, 'Export messages')).toContain('/api/admin/outbox/export?lang=en');
    outbox.unmount();
    const admins = render(<AdminsScreen />, '/admins');
    expect(await exportLinks(admins.user, 'Export administrators')).toContain(
      '/api/admin/administrators/export?lang=en',
    );
    admins.unmount();
    const trips = render(<TripsListScreen />, '/trips/list');
    expect(await exportLinks(trips.user, 'Export trips')).toContain('/api/admin/trips/export?lang=en');
  });

  it("the dashboard's payments by group", async () => {
    const { user } = render(<DashboardScreen />, '/dashboard');
    const [link] = await exportLinks(user, 'Export payments by group');
    expect(link).toBe('/api/admin/dashboard/payment-groups/export?trip_id=1&lang=en');
  });

  it('none, and no approving, for an escort, whose role has neither (docs/product/staff-roles.md)', async () => {
    STAFF = { role: 'escort', departureIds: [1], capabilities: [...ROLE_CAPABILITIES.escort] };
    render(<RegistrationsScreen />, '/admin/registrations', '/admin/registrations?tab=pending');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('grid')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Export this list' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Approve selected/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('a read-only dashboard asks for no erasure requests and shows no such part, which its role may not read', async () => {
    STAFF = { role: 'readonly', departureIds: [], capabilities: [...ROLE_CAPABILITIES.readonly] };
    render(<DashboardScreen />, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Erasure requests' })).toBeNull();
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.includes('erasure-requests'))).toBe(false);
  });
});
