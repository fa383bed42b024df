// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { MyRoommates } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { traveller } from './payments/test-payments.ts';
import { TravellerRoommates } from './traveller-roommates.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the card meets it: the roommates, then a change's answer, which a reload then reads. */
function stubApi(first: MyRoommates, change: { status?: number; body: unknown }) {
  const posts: { url: string; body: unknown }[] = [];
  let now = first;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return json(now);
      posts.push({ url, body: JSON.parse(String(init?.body)) });
      if (!change.status) now = change.body as MyRoommates;
      return json(change.body, change.status);
    }),
  );
  return posts;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <TravellerRoommates traveller={traveller({ id: 't1' })} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const asked: MyRoommates = {
  named: [{ name: 'ANNA SMITH', together: false }],
  requests: [{ id: 'r1', name: 'NIKOS PAPAS' }],
};

describe('TravellerRoommates', () => {
  it('shows a name not named back as asked, and confirms a schoolmate who asks', async () => {
    const posts = stubApi(asked, {
      body: {
        named: [
          { name: 'ANNA SMITH', together: false },
          { name: 'NIKOS PAPAS', together: true },
        ],
        requests: [],
      },
    });
    const { user } = renderCard();
    const card = await screen.findByRole('region', { name: 'Roommates' });
    const names = await within(card).findByRole('list', { name: 'Roommates you named' });
    expect(names).toHaveTextContent('ANNA SMITH');
    expect(names).toHaveTextContent('Asked, not yet named back');
    expect(card).toHaveTextContent('Asking to share a room with your child');

    await user.click(within(card).getByRole('button', { name: 'Confirm NIKOS PAPAS as a roommate' }));
    expect(await within(card).findByText('Together')).toBeVisible();
    expect(posts).toEqual([{ url: '/api/my/travellers/t1/roommates/confirm', body: { travellerId: 'r1' } }]);
    expect(within(card).queryByText('Asking to share a room with your child')).toBeNull();
  });

  it('says why a third roommate is refused', async () => {
    stubApi(asked, { status: 409, body: { code: 'ROOMMATES_MAX', message: 'max' } });
    const { user } = renderCard();
    const card = await screen.findByRole('region', { name: 'Roommates' });
    await user.click(await within(card).findByRole('button', { name: 'Confirm NIKOS PAPAS as a roommate' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'A traveller names at most two roommates: withdraw one first.',
    );
  });

  it('asks before withdrawing a name, then sends it', async () => {
    const posts = stubApi(asked, { body: { named: [], requests: asked.requests } });
    const { user } = renderCard();
    const card = await screen.findByRole('region', { name: 'Roommates' });
    await user.click(await within(card).findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw ANNA SMITH as a roommate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(card).findByText('No roommates named.')).toBeVisible();
    expect(posts).toEqual([{ url: '/api/my/travellers/t1/roommates/withdraw', body: { name: 'ANNA SMITH' } }]);
  });
});
