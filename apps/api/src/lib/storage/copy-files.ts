import { STORAGE_AREAS, sha256Hex, type FileStore, type StorageArea } from './file-store.js';

export type CopyReport = {
  copied: number;
  /** Already in the target with the same checksum. */
  skipped: number;
  /** Files whose copy differs from the source, one line each saying which and what to do. */
  mismatches: string[];
  /** Source files removed (only with deleteSource, and only when every file was verified). */
  deleted: number;
};

const described = (area: StorageArea, key: string) => `${area}/${key}`;

/**
 * Copies every file of both areas from `source` to `target`. Each copy is read back from the
 * target and its SHA-256 compared with the source's; a file already in the target with the same
 * checksum is skipped, so the copy can be run again. A copy that differs is reported, never
 * overwritten. The source is only removed when asked and when every file was verified.
 */
export async function copyFiles(
  source: FileStore,
  target: FileStore,
  options: { deleteSource?: boolean } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, mismatches: [], deleted: 0 };
  const verified: [StorageArea, string][] = [];
  for (const area of STORAGE_AREAS) {
    for await (const key of source.list(area)) {
      const original = await source.get(area, key);
      if (!original) continue;
      const expected = sha256Hex(original.bytes);
      const existing = await target.get(area, key);
      if (existing) {
        const actual = sha256Hex(existing.bytes);
        if (actual === expected) {
          report.skipped++;
          verified.push([area, key]);
        } else {
          report.mismatches.push(
            `${described(area, key)}: the ${target.driver} copy differs from the source (sha256 ${actual} instead of ${expected}) — remove it from the ${target.driver} storage and run again`,
          );
        }
        continue;
      }
      await target.put(area, key, original.bytes, original.contentType);
      const copy = await target.get(area, key);
      const actual = copy ? sha256Hex(copy.bytes) : 'nothing';
      if (actual === expected) {
        report.copied++;
        verified.push([area, key]);
      } else {
        // A bad copy is not left for a later run to take as done.
        await target.delete(area, key);
        report.mismatches.push(
          `${described(area, key)}: the copy read back from the ${target.driver} storage does not match (sha256 ${actual} instead of ${expected}); it was removed — run again`,
        );
      }
    }
  }
  if (options.deleteSource && report.mismatches.length === 0) {
    for (const [area, key] of verified) {
      await source.delete(area, key);
      report.deleted++;
    }
  }
  return report;
}
