import { YES_NO_OPTIONS } from '@job-board/contract';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { NOT_AVAILABLE } from '../../utils/format-date';
import { truncate } from '../../utils/truncate';
import { ImageWithFallback } from './image-with-fallback';

/** Text cut to this many characters plus "..." by default (TruncatedText). */
export const TABLE_TEXT_LIMIT = 20;

export type CellValue = string | number | boolean | null | undefined;

export function isEmptyValue(value: CellValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** "N/A", the text of every empty cell. */
export function NotAvailable() {
  return <span className="text-slate-500">{NOT_AVAILABLE}</span>;
}

type TruncatedTextProps = {
  text: string;
  limit?: number;
  /** Cut only when the text is longer than this (default `limit`). */
  whenLongerThan?: number;
};

/**
 * Text cut to `limit` characters plus "...". When cut, the full text shows on hover (title) and
 * is what screen readers read.
 */
export function TruncatedText({
  text,
  limit = TABLE_TEXT_LIMIT,
  whenLongerThan,
}: TruncatedTextProps) {
  const shown = truncate(text, limit, { whenLongerThan });
  if (shown === text) return <>{text}</>;
  return (
    <span title={text}>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

/**
 * Text on one line that takes the room its column has: a table gives the column the text's full
 * width when it can and less when it cannot, and the text then ends in "…", the full text in its
 * tooltip (and read whole by screen readers). The text itself asks for no width
 * (`contain: inline-size`); a hidden copy drawn by CSS (`::after`, so not in the page's text)
 * asks for the full width but agrees to one letter.
 */
export function FittedText({ text, className }: { text: string; className?: string }) {
  return (
    <span
      data-text={text}
      className={clsx(
        'block after:invisible after:block after:h-0 after:overflow-hidden after:break-all after:content-[attr(data-text)]',
        className,
      )}
    >
      <span title={text} className="block truncate [contain:inline-size]">
        {text}
      </span>
    </span>
  );
}

type TextCellProps = { value: CellValue; children?: ReactNode };

/** A text cell: "N/A" when empty, else the custom content or the text fitted to the column. */
export function TextCell({ value, children }: TextCellProps) {
  if (isEmptyValue(value)) return <NotAvailable />;
  if (children !== undefined) return <>{children}</>;
  return <FittedText text={String(value)} />;
}

const [YES, NO] = YES_NO_OPTIONS;

/**
 * A read-only yes/no as the words "Yes" / "No" (those of the yes/no filters): the column's
 * header says what it means, and no disabled checkbox sits beside the selection ones.
 */
export function BooleanCell({ value }: { value: boolean | null | undefined }) {
  if (value === null || value === undefined) return <NotAvailable />;
  return value ? (
    <span className="font-medium text-teal-800">{YES.label}</span>
  ) : (
    <span className="text-slate-600">{NO.label}</span>
  );
}

type ImageCellProps = { src: string | null | undefined; alt: string; fallbackSrc?: string };

export function ImageCell({ src, alt, fallbackSrc }: ImageCellProps) {
  return (
    <ImageWithFallback
      src={src}
      alt={alt}
      fallbackSrc={fallbackSrc}
      className="size-9 rounded-full border border-slate-200"
    />
  );
}
