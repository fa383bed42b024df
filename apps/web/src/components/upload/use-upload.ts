import { useEffect, useRef, useState } from 'react';
import type { UploadProgressListener } from '../../lib/api-client.ts';

type UploadState = { isUploading: boolean; fraction: number; fileName: string | null; error: unknown };
const IDLE: UploadState = { isUploading: false, fraction: 0, fileName: null, error: null };

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Sends one file: reports the share sent so far, and stops when the signal aborts. */
export type UploadSender<T> = (onProgress: UploadProgressListener, signal: AbortSignal) => Promise<T>;

/** How an upload ended: with the answer, with an error (also kept in `error`), or cancelled. */
export type UploadResult<T> =
  { status: 'done'; answer: T } | { status: 'failed'; error: unknown } | { status: 'cancelled' };

/**
 * One upload at a time with its progress (shown by `UploadProgress`); it can be cancelled, and leaving
 * the screen cancels it. A failed upload's error stays in `error` until the next upload or `clearError`.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function upload<T>(fileName: string, send: UploadSender<T>): Promise<UploadResult<T>> {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ isUploading: true, fraction: 0, fileName, error: null });
    try {
      const answer = await send((fraction) => setState((previous) => ({ ...previous, fraction })), current.signal);
      setState(IDLE);
      return { status: 'done', answer };
    } catch (error) {
      if (isAbort(error)) {
        if (controller.current === current) setState(IDLE);
        return { status: 'cancelled' };
      }
      if (controller.current === current) setState({ ...IDLE, error });
      return { status: 'failed', error };
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
