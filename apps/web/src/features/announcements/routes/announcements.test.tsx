// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_CAPABILITIES } from '@voyage/domain';
import { renderStaffScreen } from '../../../test-utils.tsx';
import AnnouncementsScreen from './announcements.tsx';

const preview = {
  count: 1,
  recipients: [
    { guardianName: 'Eleni Georgiou', email: 'eleni@example.org', language: 'el', children: ['MARIA GEORGIOU'] },
  ],
};

function stubApi(calls: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url} ${String(init?.body ?? '')}`);
      if (url === '/api/session') {
        const staff = { role: 'administrator', departureIds: [], capabilities: ROLE_CAPABILITIES.administrator };
        return Response.json({ user: { id: 'u1', name: 'Staff', role: 'admin' }, staff });
      }
      if (url.startsWith('/api/admin/announcements/preview')) return Response.json(preview);
      if (url.startsWith('/api/admin/announcements') && init?.method === 'POST') {
        return Response.json({ status: 'sent', recipients: 1 }, { status: 201 });
      }
      return Response.json([]);
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AnnouncementsScreen', { timeout: 30_000 }, () => {
  it('says what is missing, in words, and sends only after showing who will receive it', async () => {
    const calls: string[] = [];
    stubApi(calls);
    const { user } = renderStaffScreen(<AnnouncementsScreen />, { path: '/admin/announcements' });
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'See who will receive it' }));
    expect(await screen.findByText('1 family will receive it.')).toBeVisible();
    expect(screen.getByText('Eleni Georgiou · Greek')).toBeVisible();
    expect(screen.getByText('MARIA GEORGIOU')).toBeVisible();
    expect(calls.some((call) => call.includes('/preview?trip_id=1') && call.includes('"kind":"trip"'))).toBe(true);
    expect(send).toBeEnabled();

    await user.click(send);
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(4);
    expect(calls.some((call) => call.startsWith('POST /api/admin/announcements?'))).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Subject in Greek' }), 'Συνάντηση');
    await user.type(screen.getByRole('textbox', { name: 'Message in Greek' }), 'Την Πέμπτη.');
    await user.type(screen.getByRole('textbox', { name: 'Subject in English' }), 'Meeting');
    await user.type(screen.getByRole('textbox', { name: 'Message in English' }), 'On Thursday.');
    await user.click(send);
    expect(await screen.findByText('Sent: 1 e-mail is on its way.')).toBeVisible();
    const posted = calls.find((call) => call.startsWith('POST /api/admin/announcements?trip_id=1'));
    expect(JSON.parse(posted!.split(' ').slice(2).join(' '))).toEqual({
      subject: { el: 'Συνάντηση', en: 'Meeting' },
      body: { el: 'Την Πέμπτη.', en: 'On Thursday.' },
      audience: { kind: 'trip' },
      sendAt: null,
    });
  });

  it('asks for a time when sending later', async () => {
    stubApi([]);
    const { user } = renderStaffScreen(<AnnouncementsScreen />, { path: '/admin/announcements' });
    await user.click(await screen.findByRole('radio', { name: 'At a set time' }));
    await user.click(screen.getByRole('button', { name: 'See who will receive it' }));
    await user.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(5);
  });
});
