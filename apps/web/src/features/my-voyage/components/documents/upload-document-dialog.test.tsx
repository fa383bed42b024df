// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestXhr } from '../../../../components/upload/test-xhr.ts';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { traveller } from '../payments/test-payments.ts';
import { travellerDocument } from './test-documents.ts';
import { UploadDocumentDialog, type UploadKind } from './upload-document-dialog.tsx';

const SIGNED = new File(['%PDF-1.7 signed'], 'signed.pdf', { type: 'application/pdf' });
const SCAN = new File(['jpeg'], 'id.jpg', { type: 'image/jpeg' });

function renderDialog(kind: UploadKind = 'consent', idType?: 'passport' | 'id_card') {
  const shown = traveller();
  const onUploaded = vi.fn();
  const onStale = vi.fn();
  const onClose = vi.fn();
  const result = renderWithProviders(
    <UploadDocumentDialog
      open
      traveller={shown}
      kind={kind}
      idType={idType}
      onClose={onClose}
      onUploaded={onUploaded}
      onStale={onStale}
    />,
  );
  return { ...result, onUploaded, onStale, onClose, shown };
}

const chooser = () => screen.getByLabelText('Choose the file');

async function sendWith(file: File, kind: UploadKind = 'consent') {
  const rendered = renderDialog(kind);
  await rendered.user.upload(chooser(), file);
  await rendered.user.click(screen.getByRole('button', { name: 'Upload' }));
  return rendered;
}

describe('UploadDocumentDialog', () => {
  beforeEach(() => {
    TestXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', TestXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says the limits before anything is chosen: PDF, JPG or PNG for the consent form too, a Word file saved as PDF', () => {
    renderDialog('consent');
    expect(screen.getByRole('dialog', { name: 'Upload the signed consent form' })).toBeInTheDocument();
    expect(screen.getByText('PDF, JPG or PNG, up to 10 MB. A Word file: save it as PDF first.')).toBeInTheDocument();
    expect(chooser()).not.toHaveAttribute('accept', expect.stringContaining('.doc'));
  });

  it('refuses a Word file for the consent form as soon as it is chosen, and says to save it as PDF', () => {
    renderDialog('consent');
    fireEvent.change(chooser(), { target: { files: [new File(['x'], 'signed.docx')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This type of file is not accepted. Choose a PDF, JPG or PNG file (save a Word file as PDF first).',
    );
  });

  it('sends the signed travel authorisation letter as its own type, with the signed forms’ limits', async () => {
    const { user } = renderDialog('travelAuthorisation');
    expect(screen.getByRole('dialog', { name: 'Upload the signed travel authorisation letter' })).toBeInTheDocument();
    expect(screen.getByText(/signed by both parents or guardians/)).toBeInTheDocument();
    expect(screen.getByText('PDF, JPG or PNG, up to 10 MB. A Word file: save it as PDF first.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.upload(chooser(), SIGNED);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(TestXhr.sent[0]!.body!.get('type')).toBe('travel_authorisation');
  });

  it('for an ID: asks which one it is (the rejected one’s type first) and takes PDF, JPG or PNG only', () => {
    renderDialog('id', 'id_card');
    expect(screen.getByRole('dialog', { name: 'Upload a new passport or ID' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ID card' })).toBeChecked();
    expect(screen.getByText('PDF, JPG or PNG, up to 10 MB.')).toBeInTheDocument();
    expect(chooser()).not.toHaveAttribute('accept', expect.stringContaining('.docx'));
  });

  it('refuses a file of another kind as soon as it is chosen, and sends nothing', async () => {
    const { user } = renderDialog('id');
    // The picker offers the accepted kinds only; a phone may still hand over another kind.
    fireEvent.change(chooser(), { target: { files: [new File(['x'], 'id.docx')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This type of file is not accepted. Choose a PDF, JPG or PNG file.',
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the file to upload.');
    expect(TestXhr.sent).toHaveLength(0);
  });

  it('sends the type then the file with one Idempotency-Key, once however often it is pressed', async () => {
    const { user, onUploaded, shown } = renderDialog('consent');
    await user.upload(chooser(), SIGNED);
    expect(screen.getByText(/^signed\.pdf \(/)).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Upload' }));
    expect(TestXhr.sent).toHaveLength(1);
    const [request] = TestXhr.sent;
    expect(request!.url).toBe(`/api/my/travellers/${shown.id}/documents`);
    expect([...request!.body!.keys()]).toEqual(['type', 'file']);
    expect(request!.body!.get('type')).toBe('consent');
    expect(request!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('progressbar', { name: 'Upload of signed.pdf' })).toBeInTheDocument();
    const answer = { ...shown, documents: [travellerDocument({ type: 'consent', fileName: 'signed.pdf' })] };
    request!.respond(201, answer);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(answer));
  });

  it('sends the ID type chosen', async () => {
    const { user } = renderDialog('id', 'passport');
    await user.click(screen.getByRole('radio', { name: 'ID card' }));
    await user.upload(chooser(), SCAN);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(TestXhr.sent[0]!.body!.get('type')).toBe('id_card');
  });

  it.each([
    [413, { code: 'PAYLOAD_TOO_LARGE', message: 'too large' }, 'This file is larger than 10 MB.'],
    [
      415,
      { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'type' },
      'Choose a PDF, JPG or PNG file (save a Word file as PDF first).',
    ],
    [422, { code: 'FILE_UNREADABLE', message: 'unreadable' }, 'We could not read this file.'],
    [415, { code: 'PDF_ENCRYPTED', message: 'encrypted' }, 'Password-protected PDFs are not accepted.'],
    [422, { code: 'PDF_PAGE_TREE_INVALID', message: 'loop' }, 'The list of pages inside this PDF is damaged'],
    [422, { code: 'PDF_UNPACKS_TOO_LARGE', message: 'bomb' }, 'This PDF holds far more data than its pages need.'],
    [422, { code: 'PDF_TOO_COMPLEX', message: 'slow' }, 'This PDF took too long to check.'],
  ])('puts the refusal %i %o on the file', async (status, body, text) => {
    const { onStale } = await sendWith(SIGNED);
    TestXhr.sent[0]!.respond(status, body);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onStale).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
  });

  it.each([
    [
      'consent' as const,
      'DOCUMENTS_CLOSED',
      'The signed form can be uploaded only while the registration is approved.',
    ],
    ['id' as const, 'DOCUMENTS_CLOSED', 'Documents can no longer be sent for this registration.'],
    ['id' as const, 'DOCUMENT_ACCEPTED', 'Our staff have already accepted a passport or ID for this traveller'],
  ])('for %s, says what %s means and reloads the page’s data', async (kind, code, text) => {
    const { onStale } = await sendWith(kind === 'consent' ? SIGNED : SCAN, kind);
    TestXhr.sent[0]!.respond(409, { code, message: code });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onStale).toHaveBeenCalled();
  });

  it('when the answer is lost, says so, and a retry carries the same Idempotency-Key', async () => {
    const { user } = await sendWith(SIGNED);
    const first = TestXhr.sent[0]!;
    first.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('we do not know whether the file arrived');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(TestXhr.sent).toHaveLength(2);
    expect(TestXhr.sent[1]!.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });
});
