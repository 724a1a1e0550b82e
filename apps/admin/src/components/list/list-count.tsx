import clsx from 'clsx';

export type CountMeta = {
  from: number | null;
  to: number | null;
  total: number;
  total_is_estimate?: boolean;
};

const number = (value: number) => value.toLocaleString('en-US');

/** "1–10 of 3,214", or "1–10 of about 300,000" when the server estimated the total. */
export function countText({ from, to, total, total_is_estimate }: CountMeta): string {
  if (from === null || to === null || total === 0) return '';
  return `${number(from)}–${number(to)} of ${total_is_estimate ? 'about ' : ''}${number(total)}`;
}

/** Which rows the page shows, announced politely to screen readers as it changes. */
export function ListCount({ meta, className }: { meta: CountMeta; className?: string }) {
  return (
    <p aria-live="polite" aria-atomic="true" className={clsx('text-sm text-slate-600', className)}>
      {countText(meta)}
    </p>
  );
}
