import type { IdDocumentType, RegistrationDraft } from '@voyage/domain';
import { useUpload } from '../../../components/upload/use-upload.ts';
import { uploadDocument } from '../api/upload-document.ts';

/** One upload at a time with its progress; it can be cancelled, and leaving the step cancels it. */
export function useDocumentUpload(onUploaded: (draft: RegistrationDraft) => void) {
  const { upload, ...state } = useUpload();

  async function uploadFile(type: IdDocumentType, file: File) {
    const result = await upload(file.name, (onProgress, signal) => uploadDocument(type, file, onProgress, signal));
    if (result.status === 'done') onUploaded(result.answer);
  }

  return { ...state, upload: uploadFile };
}
