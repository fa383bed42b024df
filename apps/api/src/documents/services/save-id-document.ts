import { ID_DOCUMENT_FIELDS, isUuid } from '@voyage/domain';
import type { AdminTraveller, IdDocumentBody, Traveller } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findMyTraveller } from '../../travellers/queries/my-travellers.ts';
import { lockReviewedTraveller } from '../../review/queries/registration-review.ts';
import {
  findAdminTraveller,
  findTravellerIdDocument,
  updateTravellerIdDocument,
} from '../../travellers/queries/travellers.ts';
import { documentsClosed } from '../document-refusals.ts';

type IdDocumentOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  idDocument: IdDocumentBody;
  now: Date;
};

/**
 * Writes the identity document's type, number, expiry and issuing country under the traveller's lock, with
 * an audit row naming the fields that changed (never their values: docs/product/documents.md#identity-document).
 * The same details sent again change nothing and write no row.
 */
async function saveIdDocument(
  { db, travellerId, idDocument, now, ip, requestId }: IdDocumentOptions,
  actor: { actorUserId: string; guardianUserId?: string },
): Promise<void> {
  if (!isUuid(travellerId)) throw notFound('Traveller');
  await db.transaction(async (tx) => {
    const traveller = await lockReviewedTraveller(tx, travellerId, { guardianUserId: actor.guardianUserId });
    if (!traveller || traveller.status === 'deleted') throw notFound('Traveller');
    // A family gives it while the registration is pending or approved; staff whenever it is not deleted.
    if (actor.guardianUserId && traveller.status !== 'pending' && traveller.status !== 'approved') {
      throw documentsClosed();
    }
    const before = await findTravellerIdDocument(tx, travellerId);
    const fields = ID_DOCUMENT_FIELDS.filter((field) => before?.[field] !== idDocument[field]);
    if (fields.length === 0) return;
    await updateTravellerIdDocument(tx, travellerId, idDocument, now);
    await audit(tx, {
      ip,
      requestId,
      actorUserId: actor.actorUserId,
      action: 'registration.passport-updated',
      entityType: 'traveller',
      entityId: travellerId,
      tripId: traveller.tripId,
      details: { fields },
    });
  });
}

/** `PUT /api/my/travellers/:id/id-document`: the family describes the identity document; answers the Traveller. */
export async function saveMyIdDocument(options: IdDocumentOptions & { guardianUserId: string }): Promise<Traveller> {
  const { guardianUserId } = options;
  await saveIdDocument(options, { actorUserId: guardianUserId, guardianUserId });
  const traveller = await findMyTraveller(options.db, guardianUserId, options.travellerId);
  if (!traveller) throw notFound('Traveller');
  return traveller;
}

/** `PUT /api/admin/travellers/:id/id-document`: staff write the identity document; answers the AdminTraveller. */
export async function saveStaffIdDocument(
  options: IdDocumentOptions & { actorUserId: string },
): Promise<AdminTraveller> {
  await saveIdDocument(options, { actorUserId: options.actorUserId });
  const traveller = await findAdminTraveller(options.db, options.travellerId);
  if (!traveller) throw notFound('Traveller');
  return traveller;
}
