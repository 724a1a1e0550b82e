/**
 * Downloads a file endpoint (a list's CSV export) through `api()`, following its progress, and
 * hands the file to the browser under the server's name (or `fallbackName`).
 *
 *   const download = useDownload();
 *   download.start(endpoints.users.export, { query }, 'users.csv');
 *   download.isDownloading; download.received  // bytes so far
 */
import type { Endpoint, EndpointInput } from '@job-board/contract';
import { useCallback, useRef, useState } from 'react';
import { api } from './api-client';
import { errorMessage } from './api-error';

export type DownloadState = {
  isDownloading: boolean;
  /** Bytes received so far. */
  received: number;
  /** The size, when the server said it. */
  total: number | null;
  error: string | null;
};

const IDLE: DownloadState = { isDownloading: false, received: 0, total: null, error: null };

/** Gives a Blob to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownload() {
  const [state, setState] = useState<DownloadState>(IDLE);
  const running = useRef(false);

  const start = useCallback(
    async <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, fallbackName: string) => {
      if (running.current) return false;
      running.current = true;
      setState({ ...IDLE, isDownloading: true });
      try {
        const file = (await api(endpoint, input, {
          onProgress: ({ received, total }) =>
            setState((previous) => ({ ...previous, received, total })),
        })) as Blob;
        saveFile(file, file instanceof File && file.name ? file.name : fallbackName);
        setState(IDLE);
        return true;
      } catch (error) {
        setState({ ...IDLE, error: errorMessage(error, 'The file could not be downloaded.') });
        return false;
      } finally {
        running.current = false;
      }
    },
    [],
  );

  return { ...state, start };
}
