import type { ReactNode } from 'react';
import type { To } from 'react-router';
import type { Resources } from '../../lib/i18n-resources.ts';

/** A navigation entry; the shell builds these from `paths`, the layouts only draw them. */
export type NavItem = {
  to: To;
  /** Translation key in `common`. */
  labelKey: `nav.${keyof Resources['common']['nav']}`;
  icon?: ReactNode;
  /** Path prefixes that mark the entry as the current page. */
  activePrefixes?: readonly string[];
  /** A page of its own outside the app (the trip day's phone tool): loaded whole, not routed. */
  reloadDocument?: boolean;
};

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const prefixes = item.activePrefixes ?? (typeof item.to === 'string' ? [item.to] : []);
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
