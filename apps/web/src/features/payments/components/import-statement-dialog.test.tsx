// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatementImport } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import el from '../../../locales/el/payments.json';
import elCommon from '../../../locales/el/common.json';
import { ImportStatementDialog } from './import-statement-dialog.tsx';

const previewed: StatementImport = {
  id: '5b7c0000-0000-4000-8000-000000000001',
  status: 'preview',
  format: 'camt053',
  fileName: 'statement.xml',
  accountIban: 'CY35002001950000000012345678',
  createdAt: '2026-11-24T08:00:00.000Z',
  result: null,
  lines: [
    {
      position: 0,
      bookingDate: '2026-11-23',
      amountCents: 30_000,
      currency: 'EUR',
      direction: 'credit',
      text: '',
      payerName: 'ΠΑΠΑΔΟΠΟΥΛΟΥ ΕΛΕΝΗ',
      payerIban: null,
      reference: 'RF23PAR270046',
      state: 'matched',
      why: null,
      travellerId: '6f1c2a3e-0000-4000-8000-000000000001',
      travellerName: 'MARIA GEORGIOU',
      suggestions: [],
    },
    {
      position: 1,
      bookingDate: '2026-11-23',
      amountCents: 1_250,
      currency: 'EUR',
      direction: 'debit',
      text: 'Bank fees',
      payerName: null,
      payerIban: null,
      reference: null,
      state: 'ignored',
      why: 'debit',
      travellerId: null,
      travellerName: null,
      suggestions: [],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('ImportStatementDialog', { timeout: 20_000 }, () => {
  it('reads the file into a preview, applies it and says what it did', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/admin/statements?trip_id=1')) {
        expect((init?.body as FormData).get('format')).toBe('camt053');
        return Response.json(previewed, { status: 201 });
      }
      expect(url).toBe(`/api/admin/statements/${previewed.id}/apply`);
      return Response.json({
        ...previewed,
        status: 'applied',
        result: { confirmed: 1, recorded: 0, waiting: 0, skipped: 0 },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <ImportStatementDialog tripId={1} open onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import bank statement' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['<Document/>'], 'statement.xml', { type: 'application/xml' }));
    await user.click(within(dialog).getByRole('button', { name: 'Read statement' }));
    const table = await within(dialog).findByRole('table', { name: 'Lines of the statement' });
    expect(within(table).getByText('MARIA GEORGIOU')).toBeVisible();
    expect(within(table).getByText('Matched')).toBeVisible();
    expect(within(table).getByText('Money going out')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(/1 payments confirmed, 0 recorded/)).toBeVisible();
  });

  it('says in Greek why a statement of another account was refused, and shows no preview', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 'STATEMENT_OTHER_ACCOUNT', message: 'The statement is of another account' },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <ImportStatementDialog tripId={1} open onClose={() => {}} />
      </QueryClientProvider>,
      { language: 'el' },
    );
    const dialog = await screen.findByRole('dialog', { name: el.statements.title });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['<Document/>'], 'kinisi.xml', { type: 'application/xml' }));
    await user.click(within(dialog).getByRole('button', { name: el.statements.read }));
    expect(await within(dialog).findByText(elCommon.errors.STATEMENT_OTHER_ACCOUNT)).toBeVisible();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('fills in the columns remembered for the bank named, sends the name with the file, and says so', async () => {
    const remembered = {
      columns: { date: 'Ημερομηνία', amount: 'Ποσό', description: 'Αιτιολογία', payerName: 'Εντολέας' },
      dateFormat: 'DD/MM/YYYY',
      decimalMark: ',',
      thousandsSeparator: '.',
      delimiter: ';',
      header: true,
    };
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/admin/statement-mappings?')) {
        const bank = url === '/api/admin/statement-mappings?bank=Bank%20of%20Cyprus';
        return Response.json({ key: 'k', mapping: bank ? remembered : null });
      }
      const form = init?.body as FormData;
      expect(form.get('bankName')).toBe('Bank of Cyprus');
      expect(JSON.parse(form.get('mapping') as string).columns.payerName).toBe('Εντολέας');
      return Response.json({ ...previewed, format: 'csv' }, { status: 201 });
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <ImportStatementDialog tripId={1} open onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import bank statement' });
    await user.click(within(dialog).getByRole('combobox', { name: 'File format' }));
    await user.click(await screen.findByRole('option', { name: 'CSV exported from the bank' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank (optional)' }), 'Bank of Cyprus');
    expect(
      await within(dialog).findByText(
        'The columns remembered for this bank are filled in: check them, then read the statement.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Date column' })).toHaveValue('Ημερομηνία');
    expect(within(dialog).getByRole('textbox', { name: 'Payer name column (optional)' })).toHaveValue('Εντολέας');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['Ημερομηνία;Ποσό\n'], 'statement.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Read statement' }));
    expect(await within(dialog).findByRole('table', { name: 'Lines of the statement' })).toBeVisible();
  });
});
