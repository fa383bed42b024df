import type { IdDocumentType, RegistrationDraft } from '@voyage/domain';
import { useEffect, useRef, useState } from 'react';
import { uploadDocument } from '../api/upload-document.ts';

type UploadState = { isUploading: boolean; fraction: number; fileName: string | null; error: unknown };
const IDLE: UploadState = { isUploading: false, fraction: 0, fileName: null, error: null };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** One upload at a time with its progress; it can be cancelled, and leaving the step cancels it. */
export function useDocumentUpload(onUploaded: (draft: RegistrationDraft) => void) {
  const [state, setState] = useState<UploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function upload(type: IdDocumentType, file: File) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ isUploading: true, fraction: 0, fileName: file.name, error: null });
    try {
      const draft = await uploadDocument(
        type,
        file,
        (fraction) => setState((previous) => ({ ...previous, fraction })),
        current.signal,
      );
      setState(IDLE);
      onUploaded(draft);
    } catch (error) {
      if (controller.current !== current) return;
      setState(isAbort(error) ? IDLE : { ...IDLE, error });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }

  return {
    ...state,
    upload,
    cancel: () => controller.current?.abort(),
  };
}
