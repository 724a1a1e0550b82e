import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon, ImageIcon } from '../../../components/ui/icons';
import { KYC_TEXT } from '../messages';

type KycDocumentImageProps = {
  title: string;
  src: string;
  alt: string;
  /** Shown under the image when it fails to load. */
  errorText: string;
  /** Called when the image at `src` has loaded, so the page knows the reviewer could see it. */
  onLoaded?: (src: string) => void;
};

const ZOOMS = [1, 1.5, 2, 3, 4] as const;

const ZoomOutIcon = () => (
  <Icon>
    <circle cx="8.5" cy="8.5" r="5.5" />
    <path d="M6 8.5h5M12.5 12.5 17 17" />
  </Icon>
);
const ZoomInIcon = () => (
  <Icon>
    <circle cx="8.5" cy="8.5" r="5.5" />
    <path d="M6 8.5h5M8.5 6v5M12.5 12.5 17 17" />
  </Icon>
);
const RotateIcon = () => (
  <Icon>
    <path d="M16 10a6 6 0 1 1-1.76-4.24M16 3v3.5h-3.5" />
  </Icon>
);
const FullScreenIcon = () => (
  <Icon>
    <path d="M3 7.5V3h4.5M12.5 3H17v4.5M17 12.5V17h-4.5M7.5 17H3v-4.5" />
  </Icon>
);

/**
 * One identity document from its short-lived signed link, with buttons to zoom, rotate and show
 * it full screen. A failure is remembered per address, so a reloaded record (with new links)
 * gets a fresh try.
 */
export function KycDocumentImage({ title, src, alt, errorText, onLoaded }: KycDocumentImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [zoomStep, setZoomStep] = useState(0);
  const [quarterTurns, setQuarterTurns] = useState(0);
  const viewer = useRef<HTMLDivElement>(null);
  const failed = failedSrc === src;
  const captionId = useId();
  const zoom = ZOOMS[zoomStep] ?? 1;
  const canFullScreen = typeof document !== 'undefined' && document.fullscreenEnabled !== false;

  function showFullScreen() {
    const element = viewer.current;
    if (!element || typeof element.requestFullscreen !== 'function') return;
    void element.requestFullscreen().catch(() => undefined);
  }

  return (
    <figure aria-labelledby={captionId} className="m-0 flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={captionId} className="text-sm font-medium text-slate-700">
          {title}
        </figcaption>
        <div
          role="toolbar"
          aria-label={KYC_TEXT.documentTools(title)}
          className="flex items-center gap-1"
        >
          <Button
            size="sm"
            variant="secondary"
            aria-label={KYC_TEXT.zoomOut(title)}
            disabled={failed || zoomStep === 0}
            onClick={() => setZoomStep((step) => Math.max(0, step - 1))}
          >
            <ZoomOutIcon />
          </Button>
          <span className="min-w-11 text-center text-xs text-slate-600" aria-live="polite">
            {KYC_TEXT.zoomLevel(Math.round(zoom * 100))}
          </span>
          <Button
            size="sm"
            variant="secondary"
            aria-label={KYC_TEXT.zoomIn(title)}
            disabled={failed || zoomStep === ZOOMS.length - 1}
            onClick={() => setZoomStep((step) => Math.min(ZOOMS.length - 1, step + 1))}
          >
            <ZoomInIcon />
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={KYC_TEXT.rotate(title)}
            disabled={failed}
            onClick={() => setQuarterTurns((turns) => (turns + 1) % 4)}
          >
            <RotateIcon />
          </Button>
          {canFullScreen && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={KYC_TEXT.fullScreen(title)}
              disabled={failed}
              onClick={showFullScreen}
            >
              <FullScreenIcon />
            </Button>
          )}
        </div>
      </div>
      <div
        ref={viewer}
        // Scrollable when zoomed, so every part of the document can be reached by keyboard too.
        tabIndex={zoom > 1 ? 0 : undefined}
        aria-label={zoom > 1 ? alt : undefined}
        role={zoom > 1 ? 'region' : undefined}
        className={clsx(
          'flex aspect-4/3 overflow-auto rounded-md border border-slate-200 bg-slate-50',
          zoom > 1 ? 'items-start justify-start' : 'items-center justify-center',
        )}
      >
        {failed ? (
          <ImageIcon aria-hidden="true" className="size-10 text-slate-400" />
        ) : (
          <img
            src={src}
            alt={alt}
            data-zoom={zoom}
            data-rotation={quarterTurns * 90}
            className="max-w-none shrink-0 object-contain transition-transform"
            // Zoomed by size (not a transform), so the frame scrolls over the enlarged image.
            style={{
              width: `${zoom * 100}%`,
              height: `${zoom * 100}%`,
              transform: quarterTurns ? `rotate(${quarterTurns * 90}deg)` : undefined,
            }}
            onLoad={() => onLoaded?.(src)}
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
