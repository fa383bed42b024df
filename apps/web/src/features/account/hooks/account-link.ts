import type { AccountType } from '@voyage/domain';

export type AccountLink = { type: AccountType; token: string; travellerId?: string };
type LinkParams = { type?: string; code?: string; id?: string };

/**
 * What a create-account address carries. Admin invitations: `/admin/create/account/{token}`.
 * Guardians: `/create/guardian/{token}/{travellerId}`. Anything else is not a link we send.
 */
export function accountLinkFrom(params: LinkParams, isAdminRoute: boolean): AccountLink | null {
  if (isAdminRoute) return params.id ? { type: 'admin', token: params.id } : null;
  if (params.type !== 'guardian' || !params.code || !params.id) return null;
  return { type: 'guardian', token: params.code, travellerId: params.id };
}
