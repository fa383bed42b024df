import { useEffect, useRef, useState } from 'react';
import type { UploadProgressListener } from '../../lib/api-client.ts';

type UploadState = { isUploading: boolean; fraction: number; fileName: string | null; error: unknown };
const IDLE: UploadState = { isUploading: false, fraction: 0, fileName: null, error: null };

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Sends one file: reports the share sent so far, and stops when the signal aborts. */
export type UploadSender<T> = (onProgress: UploadProgressListener, signal: AbortSignal) => Promise<T>;

/**
 * One upload at a time with its progress (shown by `UploadProgress`); it can be cancelled, and leaving
 * the screen cancels it. `upload` resolves with the answer, or `undefined` when the upload failed (the
 * error is kept in `error`) or was cancelled (nothing is kept).
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function upload<T>(fileName: string, send: UploadSender<T>): Promise<T | undefined> {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ isUploading: true, fraction: 0, fileName, error: null });
    try {
      const answer = await send((fraction) => setState((previous) => ({ ...previous, fraction })), current.signal);
      setState(IDLE);
      return answer;
    } catch (error) {
      if (controller.current === current) setState(isAbort(error) ? IDLE : { ...IDLE, error });
      return undefined;
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }

  return {
    ...state,
    upload,
    cancel: () => controller.current?.abort(),
    clearError: () => setState((previous) => ({ ...previous, error: null })),
  };
}
