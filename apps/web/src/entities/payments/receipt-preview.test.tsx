// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils.tsx';
import { ReceiptPreview } from './receipt-preview.tsx';
import { testStaffPayment } from './test-staff-payment.ts';

const RECEIPT = '/api/admin/payments/7a2b3c4d-0000-4000-8000-000000000001/receipt';
const pdf = testStaffPayment({ fileName: 'transfer.pdf', fileMediaType: 'application/pdf' });

describe('ReceiptPreview', () => {
  it('opens a PDF receipt in a new tab, as a document is, with a download beside it', () => {
    renderWithProviders(<ReceiptPreview payment={pdf} />);
    const open = screen.getByRole('link', { name: /^Open receipt/ });
    expect(open).toHaveAttribute('href', RECEIPT);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).not.toHaveAttribute('download');
    const download = screen.getByRole('link', { name: /^Download/ });
    expect(download).toHaveAttribute('href', RECEIPT);
    expect(download).toHaveAttribute('download', 'transfer.pdf');
    expect(download).not.toHaveAttribute('target');
  });

  it('names each link by its visible words first, then whose receipt it is, in either language', () => {
    const { unmount } = renderWithProviders(<ReceiptPreview payment={pdf} />);
    expect(screen.getByRole('link', { name: /^Open receipt/ })).toHaveTextContent('Open receipt');
    expect(screen.getByRole('link', { name: /^Open receipt/ })).toHaveAccessibleName(
      'Open receipt: €300 from GEORGIOU Maria (transfer.pdf), in a new tab',
    );
    expect(screen.getByRole('link', { name: /^Download/ })).toHaveAccessibleName(
      'Download: receipt of €300 from GEORGIOU Maria (transfer.pdf)',
    );
    unmount();
    renderWithProviders(<ReceiptPreview payment={pdf} />, { language: 'el' });
    const open = screen.getByRole('link', { name: /^Άνοιγμα απόδειξης: / });
    expect(open).toHaveTextContent('Άνοιγμα απόδειξης');
    expect(screen.getByRole('link', { name: /^Λήψη: / })).toHaveTextContent('Λήψη');
  });

  it('opens an image receipt in the image viewer', async () => {
    const { user } = renderWithProviders(<ReceiptPreview payment={testStaffPayment()} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View the receipt: €300 from GEORGIOU Maria' }));
    expect(await screen.findByRole('dialog', { name: /Receipt of GEORGIOU Maria for €300/ })).toBeInTheDocument();
  });

  it('says when a payment was recorded without a receipt, and names a file it may not open', () => {
    const { unmount } = renderWithProviders(<ReceiptPreview payment={testStaffPayment({ fileName: null })} />);
    expect(screen.getByText('No receipt')).toBeVisible();
    unmount();
    renderWithProviders(<ReceiptPreview payment={pdf} canOpen={false} />);
    expect(screen.getByText('transfer.pdf')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
