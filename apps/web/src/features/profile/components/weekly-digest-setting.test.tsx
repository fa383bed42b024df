// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { SessionUser } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { WeeklyDigestSetting } from './weekly-digest-setting.tsx';

const guardian = (weeklyDigest: boolean): SessionUser => ({
  id: 'u1',
  name: 'Maria',
  email: 'maria@example.com',
  role: 'guardian',
  twoFactorEnabled: false,
  weeklyDigest,
});

function renderSetting(weeklyDigest: boolean, language: 'el' | 'en' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <WeeklyDigestSetting user={guardian(weeklyDigest)} />
    </QueryClientProvider>,
    { language },
  );
}

const bodies = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).includes('api/auth/update-user'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

afterEach(() => vi.unstubAllGlobals());

describe('WeeklyDigestSetting', () => {
  it('shows the setting as it is and turns it off through the profile’s update, saying so', async () => {
    const fetch = vi.fn(async () => Response.json({ status: true }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSetting(true);
    const toggle = screen.getByRole('switch', { name: 'Weekly summary e-mail' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Every Monday morning/);

    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent('You will no longer get the weekly summary e-mail.');
    expect(toggle).not.toBeChecked();
    expect(bodies(fetch)).toEqual([{ weeklyDigest: false }]);
  });

  it('turns it back on, and goes back to how it was when saving fails', async () => {
    const fetch = vi.fn(async () => Response.json({ status: true }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSetting(false);
    const toggle = screen.getByRole('switch', { name: 'Weekly summary e-mail' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent('You will get the weekly summary e-mail.');
    expect(bodies(fetch)).toEqual([{ weeklyDigest: true }]);

    fetch.mockImplementation(async () => Response.json({ code: 'INTERNAL' }, { status: 500 }));
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(toggle).toBeChecked();
  });

  it('speaks Greek', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderSetting(true, 'el');
    expect(screen.getByRole('switch', { name: 'Εβδομαδιαία σύνοψη με e-mail' })).toBeChecked();
  });
});
