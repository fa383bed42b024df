// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@voyage/domain';
import DocumentsScreen from '../features/documents/routes/documents.tsx';
import RegistrationsScreen from '../features/registrations/routes/registrations.tsx';
import { renderStaffScreen, stubScreenWidth } from '../test-utils.tsx';
import { prefetchFirstScreen } from './first-screen-data.ts';

const ADMIN: SessionUser = {
  id: 'a',
  name: 'Admin',
  email: 'a@x.test',
  role: 'admin',
  twoFactorEnabled: true,
  weeklyDigest: false,
};
const FAMILY: SessionUser = { ...ADMIN, role: 'guardian', twoFactorEnabled: false };
const START_UP = ['/api/session', '/api/trip/all', '/api/trip/active'];

/** The API of the start-up (the session of `user`, the trip Paris 2027) and empty lists; every call is kept. */
function stubApi(user: SessionUser | null) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const address = new URL(url, 'http://voyage.test');
      asked.push(`${address.pathname}${address.search}`);
      if (address.pathname === '/api/session') return Response.json({ user });
      if (address.pathname === '/api/trip/all')
        return Response.json([{ id: 1, name: { el: 'Παρίσι', en: 'Paris' }, year: 2027, active: true }]);
      if (address.pathname === '/api/trip/active') return Response.json({ id: 1 });
      if (address.searchParams.has('page_size')) return Response.json({ rows: [], total: 0 });
      return Response.json([]);
    }),
  );
  return asked;
}

/** The calls the start-up makes ahead for `address` beside its own. */
async function askedAhead(address: string, user: SessionUser | null): Promise<string[]> {
  const asked = stubApi(user);
  const url = new URL(address, 'http://voyage.test');
  await prefetchFirstScreen(new QueryClient(), url as unknown as Location);
  // Let the calls asked for without waiting reach the stub.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return asked.filter((call) => !START_UP.some((path) => call.startsWith(path))).sort();
}

/** The calls the screen itself makes at `address` once drawn. */
async function askedByScreen(ui: ReactElement, path: string, address: string): Promise<string[]> {
  stubScreenWidth(false);
  const asked = stubApi(ADMIN);
  renderStaffScreen(ui, { path, address });
  await waitFor(() => expect(asked.some((call) => call.includes('page_size=25'))).toBe(true));
  return [...new Set(asked)].sort();
}

afterEach(() => vi.unstubAllGlobals());

describe('The first screen’s data, asked for while its code loads', { timeout: 30_000 }, () => {
  it('registrations: the calls the screen makes at that address, no other', async () => {
    const address = '/admin/registrations?tab=all&search=maria&sort=name&order=desc';
    const ahead = await askedAhead(address, ADMIN);
    expect(ahead).toHaveLength(3);
    expect(await askedByScreen(<RegistrationsScreen />, '/admin/registrations', address)).toEqual(
      expect.arrayContaining(ahead),
    );
  });

  it('documents: the calls the screen makes at that address, no other', async () => {
    const address = '/admin/documents?school=4&type=passport';
    const ahead = await askedAhead(address, ADMIN);
    expect(ahead).toHaveLength(3);
    expect(await askedByScreen(<DocumentsScreen />, '/admin/documents', address)).toEqual(
      expect.arrayContaining(ahead),
    );
  });

  it('the dashboard and My Voyage: their own calls, for whom they are', async () => {
    expect(await askedAhead('/dashboard', ADMIN)).toEqual([
      '/api/admin/erasure-requests?trip_id=1',
      '/api/dashboard?trip_id=1',
    ]);
    expect(await askedAhead('/my-voyage', FAMILY)).toEqual(['/api/my/travellers']);
  });

  it('asks nothing of someone the screen is not for, nor on another screen', async () => {
    expect(await askedAhead('/dashboard', FAMILY)).toEqual([]);
    expect(await askedAhead('/dashboard', { ...ADMIN, twoFactorEnabled: false })).toEqual([]);
    expect(await askedAhead('/admin/documents', null)).toEqual([]);
    expect(await askedAhead('/my-voyage', ADMIN)).toEqual([]);
    expect(await askedAhead('/admin/payments', ADMIN)).toEqual([]);
  });
});
