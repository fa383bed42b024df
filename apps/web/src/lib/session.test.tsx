// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignOut } from './session.tsx';
import { TRIP_DAY_STORAGE_PREFIX } from './trip-day-storage.ts';

describe('signing out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("ends the session on the server and wipes an escort's trip-day pack from the browser", async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    localStorage.clear();
    localStorage.setItem(`${TRIP_DAY_STORAGE_PREFIX}vault`, '{"version":1}');
    localStorage.setItem('voyage.theme', 'dark');
    let signOut: () => Promise<void> = async () => {};
    function SignOutHolder() {
      signOut = useSignOut();
      return null;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <SignOutHolder />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await act(() => signOut());
    expect(calls).toEqual(['POST /api/auth/sign-out']);
    expect(Object.keys(localStorage)).toEqual(['voyage.theme']);
  });
});
