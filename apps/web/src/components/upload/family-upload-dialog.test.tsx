// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils.tsx';
import { FamilyUploadDialog, FamilyUploadForm, useFamilyUpload, type UploadFrame } from './family-upload-dialog.tsx';
import type { UploadSender } from './use-upload.ts';

// The machinery of every family upload (a payment's receipt, a signed form, a new ID), with an area made up for
// the test; the report-payment and upload-document dialogs' tests check their fields, words and calls.
type Send = (key: string) => UploadSender<string>;

function SampleForm({ frame, send, onClose }: { frame: UploadFrame; send: Send; onClose(): void }) {
  const upload = useFamilyUpload(frame);
  const submit = async () => {
    if (!upload.file) return upload.setFileProblem({ required: true });
    const result = await upload.send(upload.file.name, send(upload.idempotencyKey));
    if (result?.status === 'failed') upload.setGeneral('We do not know whether it arrived.');
  };
  return (
    <FamilyUploadForm
      frame={frame}
      upload={upload}
      texts={{
        title: 'Send the form',
        lead: 'For Maria.',
        fileLegend: 'The file',
        limits: 'PDF, JPG or PNG, up to 10 MB.',
        chosen: (file) => `Chosen: ${file.name}`,
        choose: 'Choose the file',
        change: 'Choose another file',
        cancel: 'Cancel',
        send: 'Send',
        fileProblem: (problem) => ('required' in problem ? 'Choose a file.' : 'Not this kind of file.'),
      }}
      onCancel={onClose}
      onSend={() => void submit()}
    />
  );
}

function renderDialog() {
  const pending: { resolve(answer: string): void; reject(error: unknown): void }[] = [];
  const keys: string[] = [];
  const send: Send = (key) => () => {
    keys.push(key);
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  const onClose = vi.fn();
  const result = renderWithProviders(
    <FamilyUploadDialog open onClose={onClose}>
      {(frame) => <SampleForm frame={frame} send={send} onClose={onClose} />}
    </FamilyUploadDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Send the form' });
  return { ...result, dialog, pending, keys, onClose };
}

const PDF = new File(['%PDF-1.7'], 'form.pdf', { type: 'application/pdf' });

describe('FamilyUploadDialog', () => {
  it('says what it is for and the limits before anything is chosen', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleDescription('For Maria.');
    expect(within(dialog).getByText('PDF, JPG or PNG, up to 10 MB.')).toBeVisible();
  });

  it('refuses a file of another kind as soon as it is chosen, and does not keep it', async () => {
    const { dialog, user, keys } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Choose the file'), {
      target: { files: [new File(['x'], 'form.heic')] },
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not this kind of file.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a file.');
    expect(keys).toHaveLength(0);
  });

  it('sends once however often it is pressed, showing the progress, and cannot be closed meanwhile', async () => {
    const { dialog, user, keys, pending, onClose } = renderDialog();
    await user.upload(within(dialog).getByLabelText('Choose the file'), PDF);
    expect(within(dialog).getByText('Chosen: form.pdf')).toBeVisible();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send' }));
    expect(keys).toHaveLength(1);
    expect(within(dialog).getByRole('progressbar', { name: 'Upload of form.pdf' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    pending[0]!.resolve('done');
  });

  it('says a failure above the buttons, and a retry carries the same Idempotency-Key', async () => {
    const { dialog, user, keys, pending } = renderDialog();
    await user.upload(within(dialog).getByLabelText('Choose the file'), PDF);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    pending[0]!.reject(new TypeError('Failed to fetch'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We do not know whether it arrived.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
