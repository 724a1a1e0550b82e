import clsx from 'clsx';
import { useState } from 'react';
import { resolveImageUrl } from '../../utils/image-url';
import { ImageIcon } from './icons';

type ImageWithFallbackProps = {
  /** The server's address; local development hosts are rewritten (see resolveImageUrl). */
  src: string | null | undefined;
  alt: string;
  /** Shown when `src` is empty or fails to load, e.g. "/img/sample-profile.jpg". */
  fallbackSrc?: string;
  className?: string;
};

/**
 * An image that never shows a broken icon: a missing or failing address falls back to
 * `fallbackSrc`, and when that is missing or fails too, to a neutral placeholder with the same
 * accessible name.
 */
export function ImageWithFallback({ src, alt, fallbackSrc, className }: ImageWithFallbackProps) {
  const resolved = resolveImageUrl(src);
  const candidates = [resolved, fallbackSrc].filter((url): url is string => Boolean(url));
  // Failures are remembered per address, so a new `src` gets its own chance to load.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const current = candidates.find((url) => !failed.has(url));

  if (!current) {
    return (
      <span
        role="img"
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={clsx(
          'inline-flex items-center justify-center bg-slate-100 text-slate-400',
          className,
        )}
      >
        <ImageIcon className="size-1/2 max-h-6 max-w-6" />
      </span>
    );
  }
  return (
    <img
      src={current}
      alt={alt}
      loading="lazy"
      className={clsx('object-cover', className)}
      onError={() => setFailed((previous) => new Set(previous).add(current))}
    />
  );
}
