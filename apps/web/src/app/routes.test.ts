import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { entriesOf, translationFile } from '../locales/translation-files.ts';
import { paths } from '../lib/paths.ts';
import { routes } from './routes.tsx';

function flatten(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

const allRoutes = flatten(routes);
const screens = allRoutes.filter((route) => route.id !== undefined && route.id in paths);

function hasText(language: string, titleKey: string): boolean {
  const [namespace, key] = titleKey.split(':') as [string, string];
  return entriesOf(translationFile(language, namespace) ?? {}).some(
    ([path, text]) => path === key && typeof text === 'string' && text !== '',
  );
}

describe('route table', () => {
  it('declares each of the 27 screens of the product, plus reset-password, the outbox, a family’s messages, the audit log and the payments and documents queues and a departure’s rooming the two-step sign-in’s code and set-up screens and the data-retention page and the waiting list and a child’s health record and the health lead’s changes waiting and the accessibility statement and a departure’s readiness board and the announcements and the change requests waiting, exactly once', () => {
    expect(Object.keys(paths)).toHaveLength(44);
    expect(screens.map((route) => route.id).sort()).toEqual(Object.keys(paths).sort());
  });

  it('uses the pattern from paths for every screen', () => {
    for (const route of screens) expect(route.path, route.id).toBe(paths[route.id as keyof typeof paths].pattern);
  });

  it('loads every screen lazily', () => {
    for (const route of screens) {
      expect(typeof route.lazy, route.id).toBe('function');
      expect(route.Component ?? route.element, route.id).toBeUndefined();
    }
  });

  it('gives every screen a title that exists in Greek and English', () => {
    for (const route of [...screens, ...allRoutes.filter((route) => route.path === '*')]) {
      const title = (route.handle as { title?: string } | undefined)?.title;
      expect(title, route.id).toMatch(/^\w+:[\w.]+$/);
      expect(hasText('el', title!), `${title} (el)`).toBe(true);
      expect(hasText('en', title!), `${title} (en)`).toBe(true);
    }
  });

  it('has a catch-all route for unknown addresses', () => {
    expect(allRoutes.some((route) => route.path === '*')).toBe(true);
  });
});
