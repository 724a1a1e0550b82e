import { useId, useState } from 'react';
import { ImageIcon } from '../../../components/ui/icons';

type KycDocumentImageProps = {
  title: string;
  src: string;
  alt: string;
  /** Shown under the image when it fails to load (spec §8). */
  errorText: string;
};

/**
 * One identity document from its short-lived signed link. A failure is remembered per address,
 * so a reloaded record (with new links) gets a fresh try.
 */
export function KycDocumentImage({ title, src, alt, errorText }: KycDocumentImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const captionId = useId();

  return (
    <figure aria-labelledby={captionId} className="m-0 flex flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-medium text-slate-700">
        {title}
      </figcaption>
      <div className="flex aspect-4/3 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
        {failed ? (
          <ImageIcon aria-hidden="true" className="size-10 text-slate-400" />
        ) : (
          <img
            src={src}
            alt={alt}
            className="h-full w-full object-contain"
            onError={() => setFailedSrc(src)}
          />
        )}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {errorText}
        </p>
      )}
    </figure>
  );
}
