import type { DownloadState } from '../../lib/use-download';
import { Button } from './button';

/** "1.2 MB" for a byte count. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

type DownloadButtonProps = {
  label: string;
  download: DownloadState;
  onClick: () => void;
};

/**
 * Starts a download and, while it runs, shows its progress: a bar when the size is known, the
 * bytes received otherwise. A failure is shown beside it.
 */
export function DownloadButton({ label, download, onClick }: DownloadButtonProps) {
  const { isDownloading, received, total, error } = download;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={onClick} busy={isDownloading}>
        {label}
      </Button>
      {isDownloading && (
        <span role="status" className="flex items-center gap-2 text-sm text-slate-600">
          {total ? (
            <progress value={received} max={total} aria-label={`${label} progress`} />
          ) : (
            <span
              aria-hidden="true"
              className="size-3.5 animate-spin rounded-full border-2 border-slate-300 border-t-teal-700"
            />
          )}
          Downloading… {formatBytes(received)}
        </span>
      )}
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
