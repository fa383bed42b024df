// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRIP_DAY_STORAGE_PREFIX, wipeTripDay } from '../../../lib/trip-day-storage.ts';
import { contactServer } from './contact.ts';
import { testPack } from './test-pack.ts';
import { emptyState, newAction, withAction } from './trip-day-state.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const office = { departureId: 7, travellers: [], checkpoints: [], missing: [] };

/** The server as the phone meets it: each call answered by the first rule whose path it matches. */
function server(rules: [RegExp, (init?: RequestInit) => Response][]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const rule = rules.find(([path]) => path.test(url));
    return Promise.resolve(rule ? rule[1](init) : json({ code: 'NOT_FOUND', message: 'none' }, 404));
  });
  return calls;
}

describe("the phone's contact with the server", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the queue, keeps what was recorded and reads the office view', async () => {
    const state = withAction(
      emptyState({ id: 'e', name: 'Eleni K.' }, [testPack()]),
      newAction.mark(7, 'hotel', testPack().travellers[0]!.id, 'present'),
    );
    const calls = server([
      [/packs\//, () => json({ wipe: false, reason: null, wipeOn: '2099-12-31' })],
      [/actions$/, () => json({ results: [{ actionId: state.queue[0]!.actionId, result: 'recorded' }], missing: [] })],
      [/checkpoints$/, () => json(office)],
    ]);
    const outcome = await contactServer(state);
    expect(calls).toEqual([
      `GET /api/trip-day/packs/${testPack().packId}`,
      'POST /api/admin/trip-day/departures/7/actions',
      'GET /api/admin/trip-day/departures/7/checkpoints',
    ]);
    expect(outcome.kind === 'synced' && outcome.state.queue).toEqual([]);
    expect(outcome.kind === 'synced' && outcome.state.office['7']).toEqual(office);
  });

  it('is told to wipe when the escort no longer accompanies the departure, and sends nothing', async () => {
    const calls = server([[/packs\//, () => json({ wipe: true, reason: 'revoked', wipeOn: null })]]);
    const state = withAction(emptyState({ id: 'e', name: 'E' }, [testPack()]), newAction.close(7, 'hotel'));
    expect(await contactServer(state)).toEqual({ kind: 'wipe', reason: 'revoked' });
    expect(calls).toHaveLength(1);
  });

  it('keeps everything when there is no network, and says when the session has ended', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const state = emptyState({ id: 'e', name: 'E' }, [testPack()]);
    expect(await contactServer(state)).toEqual({ kind: 'offline' });
    server([[/packs\//, () => json({ code: 'UNAUTHENTICATED', message: 'Sign in' }, 401)]]);
    expect(await contactServer(state)).toEqual({ kind: 'signed-out' });
  });

  it('wipes every trace of the trip day, and nothing else of the browser', async () => {
    localStorage.clear();
    localStorage.setItem(`${TRIP_DAY_STORAGE_PREFIX}vault`, '{}');
    localStorage.setItem('voyage.locale', 'el');
    await wipeTripDay();
    expect(Object.keys(localStorage)).toEqual(['voyage.locale']);
  });
});
