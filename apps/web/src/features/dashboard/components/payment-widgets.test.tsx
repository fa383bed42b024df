// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { formatEuro, type DashboardPayments } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
/** The theme's error colour, as its CSS variable (the theme is built on CSS variables). */
const ERROR_COLOUR = 'var(--mui-palette-error-main)';
import { renderWithProviders } from '../../../test-utils.tsx';
import { PaymentWidgets } from './payment-widgets.tsx';

const money = (
  expectedCents: number,
  receivedCents: number,
  processingCents: number,
  outstandingCents: number,
  overdueCents: number,
) => ({ expectedCents, receivedCents, processingCents, outstandingCents, overdueCents });

const payments: DashboardPayments = {
  expectedCents: 545_000,
  receivedCents: 149_000,
  processingCents: 30_000,
  outstandingCents: 366_000,
  overdue: { count: 2, cents: 50_000 },
  bySchool: [
    { schoolId: 1, name: 'Alpha school', ...money(218_000, 30_000, 0, 188_000, 30_000) },
    { schoolId: 2, name: 'Beta school', ...money(218_000, 10_000, 30_000, 178_000, 20_000) },
    { schoolId: 3, name: 'Gamma school', ...money(109_000, 109_000, 0, 0, 0) },
  ],
  byDeparture: [
    {
      departureId: 7,
      label: { el: 'Αναχώρηση Α', en: 'Departure A' },
      outboundDate: '2027-03-18',
      ...money(436_000, 40_000, 30_000, 366_000, 50_000),
    },
    { departureId: null, label: null, outboundDate: null, ...money(109_000, 109_000, 0, 0, 0) },
  ],
};

/** A stat card's value, found by its label (a term and its definition). */
function statValue(label: string): HTMLElement {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === label);
  if (!dt) throw new Error(`no stat card "${label}"`);
  return dt.nextElementSibling as HTMLElement;
}

const euro = (cents: number) => formatEuro(cents, 'en');

describe('PaymentWidgets', () => {
  it('shows the trip’s money in stat cards, the overdue amount in the error colour with how many travellers', () => {
    renderWithProviders(<PaymentWidgets payments={payments} />);
    expect(statValue('Expected')).toHaveTextContent(euro(545_000));
    expect(statValue('Received')).toHaveTextContent(euro(149_000));
    expect(statValue('Waiting for confirmation')).toHaveTextContent(euro(30_000));
    expect(statValue('Outstanding')).toHaveTextContent(euro(366_000));
    const overdue = statValue('Overdue');
    expect(overdue).toHaveTextContent(euro(50_000));
    expect(within(overdue).getByText(euro(50_000))).toHaveStyle({ color: ERROR_COLOUR });
    expect(screen.getByText('2 travellers late with an instalment')).toBeVisible();
  });

  it('lists the money by school in a table with column and row headers', () => {
    renderWithProviders(<PaymentWidgets payments={payments} />);
    const table = screen.getByRole('table', { name: 'Payments by school' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['School', 'Expected', 'Received', 'Waiting for confirmation', 'Outstanding', 'Overdue']);
    const beta = within(table).getByRole('rowheader', { name: 'Beta school' }).closest('tr')!;
    expect(
      within(beta)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([euro(218_000), euro(10_000), euro(30_000), euro(178_000), euro(20_000)]);
    expect(within(beta).getAllByRole('cell')[4]).toHaveStyle({ color: ERROR_COLOUR });
    const gamma = within(table).getByRole('rowheader', { name: 'Gamma school' }).closest('tr')!;
    expect(within(gamma).getAllByRole('cell')[4]).not.toHaveStyle({ color: ERROR_COLOUR });
    // On a phone the table scrolls in its own frame, which the keyboard can reach.
    expect(screen.getByRole('region', { name: 'Payments by school' })).toHaveAttribute('tabindex', '0');
  });

  it('names each departure by its label and date, and the travellers not placed yet', () => {
    renderWithProviders(<PaymentWidgets payments={payments} />);
    const table = screen.getByRole('table', { name: 'Payments by departure' });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual(['Departure A · 18 Mar 2027', 'No departure yet']);
  });

  it('speaks Greek, and leaves the overdue card in the usual colour when nothing is late', () => {
    const onTime = { ...payments, overdue: { count: 0, cents: 0 } };
    renderWithProviders(<PaymentWidgets payments={onTime} />, { language: 'el' });
    // Greek euro amounts hold a no-break space, which the text matchers would fold into a plain one.
    expect(statValue('Αναμένουν επιβεβαίωση').textContent).toBe(formatEuro(30_000, 'el'));
    const overdue = statValue('Ληξιπρόθεσμα');
    expect(overdue.textContent).toBe(formatEuro(0, 'el'));
    expect(overdue.firstElementChild).not.toHaveStyle({ color: ERROR_COLOUR });
    expect(screen.getByText('0 ταξιδιώτες με καθυστερημένη δόση')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Πληρωμές ανά σχολείο' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Χωρίς αναχώρηση ακόμη' })).toBeVisible();
  });

  it('says so when the trip has no schools yet', () => {
    renderWithProviders(<PaymentWidgets payments={{ ...payments, bySchool: [], byDeparture: [] }} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('This trip has no schools yet.')).toBeVisible();
  });
});
