import { vi } from 'vitest';
import type { MockRequest } from './mock-fetch';

/**
 * Catches what the app downloads from here on in this test: the files it makes blob URLs of
 * (`saved`) and the click on the download link (`click`, which does not navigate; its
 * `mock.contexts` are the links). `vi.restoreAllMocks()` removes the click spy.
 */
export function catchDownloads() {
  const saved: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { saved, click };
}

/**
 * A fake export endpoint: a CSV file named `fileName` whose text is `header` and the query it
 * was asked with.
 */
export const csvExport = (fileName: string, header: string) => (request: MockRequest) => ({
  body: `${header} ${request.query.toString()}` as never,
  headers: {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  },
});
