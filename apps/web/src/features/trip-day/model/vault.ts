import { TRIP_DAY_STORAGE_PREFIX, wipeTripDay } from '../../../lib/trip-day-storage.ts';
import type { TripDayState } from './trip-day-state.ts';

/**
 * The trip-day pack on the phone (docs/product/trip-day.md#on-the-phone), sealed with a key derived from the
 * escort's PIN: PBKDF2 (SHA-256) and AES-GCM through WebCrypto. What is kept outside the seal tells only which
 * packs there are and when they go, so the phone can wipe them without the PIN.
 */
const VAULT_KEY = `${TRIP_DAY_STORAGE_PREFIX}vault`;
const ITERATIONS = 310_000;
/** Wrong PINs in a row after which the pack is wiped. */
export const PIN_ATTEMPTS = 10;
/** A PIN is four to eight digits. */
export const PIN_PATTERN = /^\d{4,8}$/;

export type VaultLabel = { packId: string; wipeOn: string; departureId: number };

type Envelope = {
  version: 1;
  salt: string;
  iv: string;
  sealed: string;
  packs: VaultLabel[];
  wrongPins: number;
};

export type OpenVault = { key: CryptoKey; salt: Uint8Array<ArrayBuffer>; state: TripDayState };

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (letter) => letter.charCodeAt(0));
const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

async function deriveKey(pin: string, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ITERATIONS },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function readEnvelope(): Envelope | null {
  try {
    const text = localStorage.getItem(VAULT_KEY);
    const envelope = text ? (JSON.parse(text) as Envelope) : null;
    return envelope?.version === 1 ? envelope : null;
  } catch {
    return null;
  }
}

const labelsOf = (state: TripDayState): VaultLabel[] =>
  state.packs.map((pack) => ({ packId: pack.packId, wipeOn: pack.wipeOn, departureId: pack.departure.id }));

/** Which packs the phone keeps, readable without the PIN; null when it keeps none. */
export function vaultLabels(): { packs: VaultLabel[]; wrongPins: number } | null {
  const envelope = readEnvelope();
  return envelope ? { packs: envelope.packs, wrongPins: envelope.wrongPins } : null;
}

/** Seals the state with the key and keeps it; each sealing has its own random IV. */
export async function saveVault(vault: Pick<OpenVault, 'key' | 'salt'>, state: TripDayState): Promise<void> {
  const iv = randomBytes(12);
  const plain = new TextEncoder().encode(JSON.stringify(state));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, vault.key, plain));
  const envelope: Envelope = {
    version: 1,
    salt: toBase64(vault.salt),
    iv: toBase64(iv),
    sealed: toBase64(sealed),
    packs: labelsOf(state),
    wrongPins: 0,
  };
  localStorage.setItem(VAULT_KEY, JSON.stringify(envelope));
}

/** A new vault for the state, sealed under the PIN with a new salt. */
export async function createVault(pin: string, state: TripDayState): Promise<OpenVault> {
  const salt = randomBytes(16);
  const key = await deriveKey(pin, salt);
  await saveVault({ key, salt }, state);
  return { key, salt, state };
}

export type OpenResult = { ok: true; vault: OpenVault } | { ok: false; reason: 'none' | 'wrong-pin' | 'wiped' };

/**
 * Opens the vault with the PIN. A wrong PIN opens nothing (AES-GCM refuses the key) and is counted; after
 * `PIN_ATTEMPTS` in a row the pack is wiped.
 */
export async function openVault(pin: string): Promise<OpenResult> {
  const envelope = readEnvelope();
  if (!envelope) return { ok: false, reason: 'none' };
  const salt = fromBase64(envelope.salt);
  const key = await deriveKey(pin, salt);
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(envelope.iv) },
      key,
      fromBase64(envelope.sealed),
    );
    const state = JSON.parse(new TextDecoder().decode(plain)) as TripDayState;
    if (envelope.wrongPins > 0) localStorage.setItem(VAULT_KEY, JSON.stringify({ ...envelope, wrongPins: 0 }));
    return { ok: true, vault: { key, salt, state } };
  } catch {
    const wrongPins = envelope.wrongPins + 1;
    if (wrongPins >= PIN_ATTEMPTS) {
      await wipeTripDay();
      return { ok: false, reason: 'wiped' };
    }
    localStorage.setItem(VAULT_KEY, JSON.stringify({ ...envelope, wrongPins }));
    return { ok: false, reason: 'wrong-pin' };
  }
}
