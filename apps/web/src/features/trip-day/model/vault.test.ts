// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyState } from './trip-day-state.ts';
import { testPack } from './test-pack.ts';
import { createVault, openVault, PIN_ATTEMPTS, saveVault, vaultLabels } from './vault.ts';

const state = () => emptyState({ id: 'escort-1', name: 'Eleni K.' }, [testPack()]);

describe('the pack sealed under the PIN', () => {
  beforeEach(() => localStorage.clear());

  it('keeps nothing readable: no name, phone or code outside the seal, only which packs and when they go', async () => {
    await createVault('4821', state());
    const kept = Object.values({ ...localStorage }).join('\n');
    for (const secret of ['GEORGIOU', '+357', 'PAR27', 'Ventolin', 'Eleni']) expect(kept).not.toContain(secret);
    expect(vaultLabels()).toEqual({
      packs: [{ packId: testPack().packId, wipeOn: '2099-12-31', departureId: 7 }],
      wrongPins: 0,
    });
  });

  it('opens with the right PIN only, and each sealing uses a new IV', async () => {
    const vault = await createVault('4821', state());
    const first = localStorage.getItem('voyage.tripDay.vault');
    await saveVault(vault, state());
    expect(localStorage.getItem('voyage.tripDay.vault')).not.toBe(first);
    expect(await openVault('1111')).toEqual({ ok: false, reason: 'wrong-pin' });
    expect(vaultLabels()?.wrongPins).toBe(1);
    const opened = await openVault('4821');
    expect(opened.ok && opened.vault.state.packs[0]!.travellers[0]!.lastName).toBe('GEORGIOU');
    expect(vaultLabels()?.wrongPins).toBe(0);
  });

  it(`wipes everything after ${PIN_ATTEMPTS} wrong PINs in a row`, { timeout: 60_000 }, async () => {
    await createVault('4821', state());
    for (let attempt = 1; attempt < PIN_ATTEMPTS; attempt += 1) {
      expect(await openVault('0000')).toEqual({ ok: false, reason: 'wrong-pin' });
    }
    expect(await openVault('0000')).toEqual({ ok: false, reason: 'wiped' });
    expect(vaultLabels()).toBeNull();
    expect(await openVault('4821')).toEqual({ ok: false, reason: 'none' });
  });
});
