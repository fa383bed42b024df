import type { LedgerFormat } from '@voyage/domain';

/** Where staff download the trip's ledger; the API answers it as an attachment. */
export function ledgerUrl(tripId: number, format: LedgerFormat): string {
  const search = new URLSearchParams({ trip_id: String(tripId), format });
  return `/api/admin/payments/ledger?${search.toString()}`;
}
