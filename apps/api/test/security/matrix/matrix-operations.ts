import { randomUUID } from 'node:crypto';
import { adminOnly, type Entry } from './matrix-check.ts';
import { roomingChange, roomingDeparture } from './matrix-kit.ts';

/** Rooming, the flight manifest and the exports: rows of the route-by-role matrix (docs/product/rooming.md). */
export const operationsMatrix: Record<string, Entry> = {
  // Rooming (docs/product/rooming.md): staff only; a move names a traveller who is not the departure's (404).
  'GET /api/admin/departures/:id/rooming': {
    call: (world) => ({ url: `/api/admin/departures/${world.departureId}/rooming` }),
    expect: adminOnly(),
  },
  'GET /api/admin/departures/:id/rooming/list': {
    call: (world) => ({ url: `/api/admin/departures/${world.departureId}/rooming/list?format=xlsx` }),
    expect: adminOnly(),
  },
  'POST /api/admin/departures/:id/rooming/auto-fill': { call: roomingChange('auto-fill'), expect: adminOnly() },
  'POST /api/admin/departures/:id/rooming/lock': { call: roomingChange('lock'), expect: adminOnly() },
  'POST /api/admin/departures/:id/rooming/unlock': { call: roomingChange('unlock', true), expect: adminOnly() },
  'POST /api/admin/departures/:id/rooming/mix': {
    call: async (world) => ({
      url: `/api/admin/departures/${await roomingDeparture(world)}/rooming/mix`,
      payload: { mix: 'by-school', expectedUpdatedAt: null },
    }),
    expect: adminOnly(),
  },
  'POST /api/admin/departures/:id/rooming/move': {
    call: async (world) => ({
      url: `/api/admin/departures/${await roomingDeparture(world)}/rooming/move`,
      payload: { travellerId: randomUUID(), toRoom: 'new', expectedUpdatedAt: null },
    }),
    expect: adminOnly(404),
  },
  // Exports (docs/product/exports.md): staff only.
  'GET /api/admin/departures/:id/manifest': {
    call: (world) => ({ url: `/api/admin/departures/${world.departureId}/manifest?format=csv` }),
    expect: adminOnly(),
  },
  'GET /api/admin/students/export': {
    call: (world) => ({
      url: `/api/admin/students/export?trip_id=${world.tripId}&format=csv&school_id=${world.schoolId}`,
    }),
    expect: adminOnly(),
  },
  'GET /api/admin/travellers/export': {
    call: (world) => ({ url: `/api/admin/travellers/export?trip_id=${world.tripId}&format=xlsx&tab=pending` }),
    expect: adminOnly(),
  },
  'GET /api/admin/payments/export': {
    call: (world) => ({ url: `/api/admin/payments/export?trip_id=${world.tripId}&format=pdf&status=pending` }),
    expect: adminOnly(),
  },
  'GET /api/admin/schools/export': {
    call: (world) => ({ url: `/api/admin/schools/export?trip_id=${world.tripId}&format=csv&district=paphos` }),
    expect: adminOnly(),
  },
  'GET /api/admin/departures/export': {
    call: (world) => ({ url: `/api/admin/departures/export?trip_id=${world.tripId}&format=xlsx` }),
    expect: adminOnly(),
  },
  'GET /api/admin/waiting-list/export': {
    call: (world) => ({ url: `/api/admin/waiting-list/export?trip_id=${world.tripId}&format=csv` }),
    expect: adminOnly(),
  },
  'GET /api/admin/documents/export': {
    call: (world) => ({ url: `/api/admin/documents/export?trip_id=${world.tripId}&format=csv&type=passport` }),
    expect: adminOnly(),
  },
  'GET /api/admin/dashboard/payment-groups/export': {
    call: (world) => ({ url: `/api/admin/dashboard/payment-groups/export?trip_id=${world.tripId}&format=pdf` }),
    expect: adminOnly(),
  },
  'GET /api/admin/audit/export': { call: () => ({ url: '/api/admin/audit/export?format=csv' }), expect: adminOnly() },
  'GET /api/admin/outbox/export': {
    call: () => ({ url: '/api/admin/outbox/export?format=xlsx&status=failed' }),
    expect: adminOnly(),
  },
  'GET /api/admin/administrators/export': {
    call: () => ({ url: '/api/admin/administrators/export?format=pdf' }),
    expect: adminOnly(),
  },
  'GET /api/admin/trips/export': { call: () => ({ url: '/api/admin/trips/export?format=csv' }), expect: adminOnly() },
};
