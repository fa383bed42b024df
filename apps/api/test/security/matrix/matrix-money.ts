import { tripDate } from '@voyage/domain';
import { adminOnly, type Entry } from './matrix-check.ts';
import { approvedOfA, owedRefund, payment, staffPayment, trip } from './matrix-kit.ts';

/** The money rows of the route-by-role matrix (docs/product/payments.md): payments, refunds, prices, the ledger. */
export const moneyMatrix: Record<string, Entry> = {
  'GET /api/admin/payments/ledger': {
    call: (world) => ({ url: `/api/admin/payments/ledger?trip_id=${world.tripId}&format=csv` }),
    expect: adminOnly(),
  },
  // Refunds (docs/product/payments.md#refunds): staff only; each change on a refund owed of its own.
  'GET /api/admin/refunds': { call: trip('/api/admin/refunds'), expect: adminOnly() },
  'GET /api/admin/refunds/export': {
    call: (world) => ({ url: `/api/admin/refunds/export?trip_id=${world.tripId}&format=csv` }),
    expect: adminOnly(),
  },
  'POST /api/admin/refunds/:id/iban': {
    call: async (world) => ({
      url: `/api/admin/refunds/${await owedRefund(world)}/iban`,
      payload: { iban: 'CY17002001280000001200527600', reason: 'Matrix' },
    }),
    expect: adminOnly(),
  },
  'POST /api/admin/refunds/:id/refunded': {
    call: async (world) => ({
      url: `/api/admin/refunds/${await owedRefund(world)}/refunded`,
      payload: { refundedOn: tripDate(new Date()) },
    }),
    expect: adminOnly(),
  },
  'GET /api/admin/payments': { call: trip('/api/admin/payments'), expect: adminOnly() },
  'GET /api/admin/payments/:id/receipt': {
    call: async (world) => ({ url: `/api/admin/payments/${await payment(world, await approvedOfA(world))}/receipt` }),
    expect: adminOnly(),
  },
  'POST /api/admin/payments/:id/confirm': staffPayment('/confirm', { receivedOn: '2026-01-01' }),
  'POST /api/admin/payments/:id/reject': staffPayment('/reject', { reason: 'Matrix' }),
  'PATCH /api/admin/payments/:id': staffPayment(
    '',
    { amountCents: 30_000, receivedOn: '2026-01-01', reason: 'Matrix' },
    'approved',
  ),
  'GET /api/admin/travellers/:id/payments': {
    call: async (world) => ({ url: `/api/admin/travellers/${await approvedOfA(world)}/payments` }),
    expect: adminOnly(),
  },
  'POST /api/admin/travellers/:id/payments': {
    call: async (world) => ({
      url: `/api/admin/travellers/${await approvedOfA(world)}/payments`,
      payload: { amountCents: 30_000, receivedOn: '2026-01-01', method: 'cash' },
    }),
    expect: adminOnly(201),
  },
  'PUT /api/admin/travellers/:id/price': {
    call: async (world) => ({
      url: `/api/admin/travellers/${await approvedOfA(world)}/price`,
      payload: { cents: 80_000, reason: 'Matrix' },
    }),
    expect: adminOnly(),
  },
  'DELETE /api/admin/travellers/:id/price': {
    call: async (world) => ({ url: `/api/admin/travellers/${await approvedOfA(world)}/price` }),
    expect: adminOnly(),
  },
};
