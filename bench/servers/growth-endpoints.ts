// Every staff list's first page as its screen asks for it (25 rows, the default order) and the dashboard's
// calls: what the growth and same-work benchmarks measure, as the signed-in admin of a seeded API asks.
import { getJson, type SeededApi } from './seeded-api.ts';

export type GrowthTarget = {
  ms?: number;
  kB?: number;
  /** The database the target is set for; both when absent. */
  backend?: 'PostgreSQL';
};
export type GrowthEndpoint = {
  /** What staff open, as the growth table names it. */
  name: string;
  url: string;
  /** A list page (its reply a page, or every row while it is not paged) or one of the dashboard's calls. */
  kind: 'list' | 'dashboard';
  /** What it should stay within at the largest size. */
  target?: GrowthTarget;
};

/** The lists' and the dashboard's addresses on `api`'s active trip. */
export async function growthEndpoints(api: SeededApi): Promise<GrowthEndpoint[]> {
  const trip = `trip_id=${api.tripId}`;
  // The payments and documents queues take the same paging once they are paged; until then they ignore it.
  const firstPage = `${trip}&page=0&page_size=25`;
  const schools = await getJson<{ id: number; travellerCount: number }[]>(api, `/api/schools?${trip}`);
  const [largest] = [...schools].sort((a, b) => b.travellerCount - a.travellerCount);
  if (!largest) throw new Error(`the active trip ${api.tripId} has no school`);

  const at = (path: string) => `${api.baseUrl}${path}`;
  const LIST_TARGET: GrowthTarget = { ms: 100, kB: 100 };
  const lists: Omit<GrowthEndpoint, 'kind' | 'target'>[] = [
    { name: 'students (GET /api/students)', url: at(`/api/students?${firstPage}`) },
    {
      name: 'registrations, Pending tab (GET /api/registrations/pending)',
      url: at(`/api/registrations/pending?${firstPage}`),
    },
    { name: 'registrations, All tab (GET /api/registrations)', url: at(`/api/registrations?${firstPage}`) },
    {
      name: "the largest school's students (GET /api/students?school_id)",
      url: at(`/api/students?${firstPage}&school_id=${largest.id}`),
    },
    {
      name: 'deleted registrations (GET /api/admin/travellers/deleted)',
      url: at(`/api/admin/travellers/deleted?${firstPage}`),
    },
    {
      name: 'payments queue, Waiting tab (GET /api/admin/payments)',
      url: at(`/api/admin/payments?${firstPage}&status=pending`),
    },
    {
      name: 'payments, All tab (GET /api/admin/payments)',
      url: at(`/api/admin/payments?${firstPage}`),
    },
    {
      name: 'documents queue, Waiting tab (GET /api/admin/documents)',
      url: at(`/api/admin/documents?${firstPage}&status=pending`),
    },
    {
      name: 'documents, All tab (GET /api/admin/documents)',
      url: at(`/api/admin/documents?${firstPage}`),
    },
  ];
  const endpoints: GrowthEndpoint[] = [
    ...lists.map((list) => ({ ...list, kind: 'list' as const, target: LIST_TARGET })),
    // What the dashboard's first view asks for (apps/web/src/features/dashboard/routes/dashboard.tsx).
    {
      name: 'dashboard (GET /api/dashboard)',
      url: at(`/api/dashboard?${trip}`),
      kind: 'dashboard',
      target: { ms: 50, backend: 'PostgreSQL' },
    },
    {
      name: "dashboard's erasure requests (GET /api/admin/erasure-requests)",
      url: at(`/api/admin/erasure-requests?${trip}`),
      kind: 'dashboard',
    },
  ];
  return endpoints;
}
