import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminHealthRecord, HealthFlags } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

const healthUrl = (travellerId: string) => `api/admin/travellers/${encodeURIComponent(travellerId)}/health`;

/** The escorts' flags and how complete the record is: no diagnosis, not audited (docs/product/health.md#staff). */
export function useHealthFlags(travellerId: string) {
  return useQuery({
    queryKey: ['admin', 'health-flags', travellerId] as const,
    queryFn: () => api.get<HealthFlags>(`${healthUrl(travellerId)}/flags`),
  });
}

/** The full record: asked for by a button, each read an audit row, never cached. */
export function useFullHealthRecord(travellerId: string) {
  return useMutation({ mutationFn: () => api.get<AdminHealthRecord>(healthUrl(travellerId)) });
}

/** The medical card for a doctor (docs/product/health.md#medical-card): a plain link the browser saves, audited. */
export function medicalCardUrl(travellerId: string): string {
  return `/api/admin/travellers/${encodeURIComponent(travellerId)}/medical-card`;
}
