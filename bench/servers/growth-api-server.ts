// The real API on a fresh database (PGlite, or PostgreSQL with BENCH_DATABASE_URL) seeded with
// BENCH_GROWTH_TRAVELLERS travellers per trip, signed in as the admin; announces the address of every staff
// list's first page as its screen asks for it (25 rows, the default order) and of the dashboard's calls.
import { announceReady } from '../lib/child.ts';
import { growthEndpoints, type GrowthEndpoint } from './growth-endpoints.ts';
import { startSeededApi } from './seeded-api.ts';

export type { GrowthEndpoint, GrowthTarget } from './growth-endpoints.ts';
export type GrowthApiInfo = { cookie: string; travellers: number; endpoints: GrowthEndpoint[] };

const travellers = Number(process.env.BENCH_GROWTH_TRAVELLERS);
if (!Number.isInteger(travellers) || travellers <= 0) throw new Error('BENCH_GROWTH_TRAVELLERS is required');

const api = await startSeededApi({ travellersPerTrip: travellers });
const info: GrowthApiInfo = { cookie: api.cookie, travellers, endpoints: await growthEndpoints(api) };
announceReady(info);
