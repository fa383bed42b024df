// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_EXPORT_FORMATS, MANIFEST_FORMATS } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { manifestUrl, registrationsExportUrl, studentsExportUrl } from '../../lib/api/export-urls.ts';
import { renderWithProviders } from '../../test-utils.tsx';
import { ExportMenu } from './export-menu.tsx';

describe('ExportMenu', () => {
  it('opens from the keyboard and offers each format as a link the browser saves', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ExportMenu label="Flight manifest" formats={MANIFEST_FORMATS} href={(format) => manifestUrl(7, format, 'en')} />,
    );
    const button = screen.getByRole('button', { name: 'Flight manifest' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Flight manifest' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/api/admin/departures/7/manifest?format=csv&lang=en',
      '/api/admin/departures/7/manifest?format=xlsx&lang=en',
      '/api/admin/departures/7/manifest?format=pdf&lang=en',
    ]);
    expect(items.every((item) => item.hasAttribute('download'))).toBe(true);
    expect(items[2]).toHaveTextContent('PDF');
  });

  it("names the lists' filters in their addresses", () => {
    expect(LIST_EXPORT_FORMATS).toEqual(['csv', 'xlsx', 'pdf']);
    expect(studentsExportUrl(3, 'csv', 'el', { fixed: { school_id: 12 } })).toBe(
      '/api/admin/students/export?trip_id=3&format=csv&lang=el&school_id=12',
    );
    const onScreen = {
      page: 4,
      pageSize: 50,
      order: 'desc',
      sort: 'paidCents',
      search: ' Νίκος ',
      filters: { district: ['paphos'] },
    } as const;
    expect(studentsExportUrl(3, 'xlsx', 'en', { state: onScreen })).toBe(
      '/api/admin/students/export?trip_id=3&format=xlsx&lang=en&sort=paidCents&order=desc&search=%CE%9D%CE%AF%CE%BA%CE%BF%CF%82&district=paphos',
    );
    expect(registrationsExportUrl(3, 'pending', 'xlsx', 'en')).toBe(
      '/api/admin/travellers/export?trip_id=3&tab=pending&format=xlsx&lang=en',
    );
  });
});
