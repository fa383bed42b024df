import {
  adminTravellerSchema,
  travellerListPageSchema,
  type AdminTraveller,
  type TravellerListRow,
} from '@voyage/domain';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * Every row of an admin list (`/api/students`, `/api/registrations…`): the lists are paged, and a test
 * trip fits in one page of 100.
 */
export async function listRows(
  t: TestApp,
  path: string,
  query: Record<string, string>,
  cookie: string,
): Promise<TravellerListRow[]> {
  const response = await t.app.inject({ url: path, query: { page_size: '100', ...query }, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  const page = travellerListPageSchema.parse(response.json());
  expect(page.rows).toHaveLength(page.total);
  return page.rows;
}

/** One registration in full, as its page reads it (`GET /api/admin/travellers/:id`). */
export async function registrationDetail(t: TestApp, id: string, cookie: string): Promise<AdminTraveller> {
  const response = await t.app.inject({ url: `/api/admin/travellers/${id}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return adminTravellerSchema.parse((response.json() as { traveller: unknown }).traveller);
}

/** Every registration of a list in full: the list's rows, each read on its own. */
export async function fullRows(
  t: TestApp,
  path: string,
  query: Record<string, string>,
  cookie: string,
): Promise<AdminTraveller[]> {
  const rows = await listRows(t, path, query, cookie);
  return Promise.all(rows.map((row) => registrationDetail(t, row.id, cookie)));
}
