import type { ReactNode } from 'react';
import { NOT_AVAILABLE } from '../../utils/format-date';
import { truncate } from '../../utils/truncate';
import { ImageWithFallback } from './image-with-fallback';

/** Table cell text is cut to this many characters plus "..." (spec §9). */
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

type TextCellProps = { value: CellValue; children?: ReactNode };

/** A text cell: "N/A" when empty, else the custom content or the truncated text. */
export function TextCell({ value, children }: TextCellProps) {
  if (isEmptyValue(value)) return <NotAvailable />;
  if (children !== undefined) return <>{children}</>;
  return <TruncatedText text={String(value)} />;
}

type BooleanCellProps = { value: boolean | null | undefined; label: string };

/** A read-only yes/no shown as a disabled checkbox named `label` ("Remote: Senior Developer"). */
export function BooleanCell({ value, label }: BooleanCellProps) {
  if (value === null || value === undefined) return <NotAvailable />;
  return (
    <input
      type="checkbox"
      checked={value}
      readOnly
      disabled
      aria-label={label}
      className="size-4 accent-teal-700"
    />
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
