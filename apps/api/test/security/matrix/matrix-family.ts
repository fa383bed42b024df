import { randomUUID } from 'node:crypto';
import { tripDate } from '@voyage/domain';
import * as corpus from '../../files/corpus.ts';
import { multipartBody } from '../../files/upload-kit.ts';
import { ofFamilyA, type Entry } from './matrix-check.ts';
import { approvedOfA, ID_DOCUMENT, offered, payment, registration, uploadedDocument } from './matrix-kit.ts';

/** A family's own routes (`/api/my/…`) in the route-by-role matrix: theirs only, staff have their own screens. */
export const familyMatrix: Record<string, Entry> = {
  // A guardian's own registrations: nobody else's, not even an admin's (who has the staff screens).
  'GET /api/my/travellers': {
    call: () => ({ url: '/api/my/travellers' }),
    expect: { anonymous: 401, guardianA: 200, guardianB: 200, admin: 403 },
  },
  'GET /api/my/travellers/:id': ofFamilyA((world) => ({
    url: `/api/my/travellers/${world.familyA.travellers[0]!.id}`,
  })),
  'GET /api/my/travellers/:id/timeline': ofFamilyA((world) => ({
    url: `/api/my/travellers/${world.familyA.travellers[0]!.id}/timeline`,
  })),
  // What a withdrawal would keep and refund: guardian A's own registration; B, naming it, finds nothing.
  'GET /api/my/travellers/:id/cancellation': ofFamilyA((world) => ({
    url: `/api/my/travellers/${world.familyA.travellers[0]!.id}/cancellation`,
  })),
  // A new registration of guardian A's family for each call: guardian A withdraws it; B, even naming it, finds nothing.
  'POST /api/my/travellers/:id/withdraw': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await registration(world, { guardianEmail: world.familyA.email })}/withdraw`,
    payload: { expectedStatus: 'pending' },
  })),
  // The waiting list (docs/product/places.md#waiting-list): guardian A's own registration with an open offer.
  'GET /api/my/waiting-list': {
    call: () => ({ url: '/api/my/waiting-list' }),
    expect: { anonymous: 401, guardianA: 200, guardianB: 200, admin: 403 },
  },
  'POST /api/my/travellers/:id/waiting-list/accept': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await offered(world)}/waiting-list/accept`,
  })),
  'POST /api/my/travellers/:id/waiting-list/decline': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await offered(world)}/waiting-list/decline`,
  })),
  // Roommates (docs/product/my-voyage.md#roommates): guardian A's own registration, as above.
  'GET /api/my/travellers/:id/roommates': ofFamilyA((world) => ({
    url: `/api/my/travellers/${world.familyA.travellers[0]!.id}/roommates`,
  })),
  'POST /api/my/travellers/:id/roommates/withdraw': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await registration(world, { guardianEmail: world.familyA.email, roommates: ['ANNA ASKED'] })}/roommates/withdraw`,
    payload: { name: 'ANNA ASKED' },
  })),
  // Guardian A's child is asked for by a schoolmate; A confirms the request.
  'POST /api/my/travellers/:id/roommates/confirm': ofFamilyA(async (world) => {
    const lastName = `MTRX${randomUUID()
      .replace(/[^a-f]/g, '')
      .toUpperCase()}`;
    const id = await registration(world, { guardianEmail: world.familyA.email, lastName });
    const asker = await registration(world, { firstName: 'ASKING', lastName, roommates: [`MATRIX ${lastName}`] });
    return { url: `/api/my/travellers/${id}/roommates/confirm`, payload: { travellerId: asker } };
  }),
  // Payments (docs/product/payments.md): guardian A reports the deposit of an approved registration of their own.
  'POST /api/my/travellers/:id/payments': ofFamilyA(
    async (world) => ({
      url: `/api/my/travellers/${await approvedOfA(world)}/payments`,
      multipart: multipartBody([
        { name: 'amountCents', value: '30000' },
        { name: 'transferDate', value: tripDate(new Date()) },
        { name: 'file', fileName: 'receipt.png', bytes: await corpus.png(), contentType: 'image/png' },
      ]),
    }),
    201,
  ),
  'POST /api/my/travellers/:id/payments/:paymentId/withdraw': ofFamilyA(async (world) => {
    const id = await approvedOfA(world);
    return { url: `/api/my/travellers/${id}/payments/${await payment(world, id)}/withdraw`, payload: {} };
  }),
  'GET /api/my/payments/:id/receipt': ofFamilyA(async (world) => ({
    url: `/api/my/payments/${await payment(world, await approvedOfA(world))}/receipt`,
  })),
  // Documents (docs/product/documents.md): guardian A uploads the consent of an approved registration of their own.
  'POST /api/my/travellers/:id/documents': ofFamilyA(
    async (world) => ({
      url: `/api/my/travellers/${await approvedOfA(world)}/documents`,
      multipart: multipartBody([
        { name: 'type', value: 'consent' },
        { name: 'file', fileName: 'consent.png', bytes: await corpus.png(), contentType: 'image/png' },
      ]),
    }),
    201,
  ),
  'POST /api/my/travellers/:id/documents/:documentId/withdraw': ofFamilyA(async (world) => {
    const id = await approvedOfA(world);
    return { url: `/api/my/travellers/${id}/documents/${await uploadedDocument(world, id)}/withdraw`, payload: {} };
  }),
  'GET /api/my/documents/:id/file': ofFamilyA(async (world) => ({
    url: `/api/my/documents/${await uploadedDocument(world, await approvedOfA(world))}/file`,
  })),
  'PUT /api/my/travellers/:id/id-document': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await approvedOfA(world)}/id-document`,
    payload: ID_DOCUMENT,
  })),
  // The consent form (docs/product/documents.md#consent-form), written for an approved registration of guardian A's.
  'GET /api/my/travellers/:id/consent-form': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await approvedOfA(world)}/consent-form`,
  })),
  // The travel authorisation letter (docs/product/documents.md#travel-authorisation-letter), likewise.
  'GET /api/my/travellers/:id/travel-authorisation': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await approvedOfA(world)}/travel-authorisation?lang=el`,
  })),
  'GET /api/my/messages': {
    call: () => ({ url: '/api/my/messages' }),
    expect: { anonymous: 401, guardianA: 200, guardianB: 200, admin: 403 },
  },

  // Data rights (docs/product/data-rights.md): a family's own export and erasure requests; staff carry them out.
  'GET /api/my/data-export': {
    call: () => ({ url: '/api/my/data-export' }),
    expect: { anonymous: 401, guardianA: 200, guardianB: 200, admin: 403 },
  },
  'GET /api/my/recent-sign-in': {
    call: () => ({ url: '/api/my/recent-sign-in' }),
    expect: { anonymous: 401, guardianA: 204, guardianB: 204, admin: 403 },
  },
  'GET /api/my/erasure-requests': {
    call: () => ({ url: '/api/my/erasure-requests' }),
    expect: { anonymous: 401, guardianA: 200, guardianB: 200, admin: 403 },
  },
  // A new registration of guardian A's family for each call: B, naming it, finds nothing.
  'POST /api/my/erasure-requests': {
    call: async (world) => ({
      url: '/api/my/erasure-requests',
      payload: { travellerId: await registration(world, { guardianEmail: world.familyA.email }), scope: 'traveller' },
    }),
    expect: { anonymous: 401, guardianA: 201, guardianB: 404, admin: 403 },
  },
};
