import type { KycStats } from '@job-board/contract';
import clsx from 'clsx';
import { StatCard } from '../../../components/ui/stat-card';
import { KYC_TEXT } from '../messages';

const STAT_KEYS = ['total', 'pending', 'approved', 'rejected'] as const;

type KycStatCardsProps = {
  stats: KycStats | undefined;
  /** While true and no counts are known, the cards show placeholders; afterwards "—". */
  isLoading: boolean;
  /** Adds "{n}% of all" under Pending, Approved and Rejected. */
  showShare?: boolean;
  className?: string;
};

function shareOf(count: number, total: number): string {
  return `${total > 0 ? Math.round((count / total) * 100) : 0}%`;
}

/** A grey placeholder that fits inside the card's value paragraph. */
function LoadingValue() {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block h-7 w-12 animate-pulse rounded-md bg-slate-200"
      />
      <span className="sr-only">Loading…</span>
    </>
  );
}

/** Total, Pending, Approved and Rejected; grey placeholders while the counts load. */
export function KycStatCards({
  stats,
  isLoading,
  showShare = false,
  className,
}: KycStatCardsProps) {
  return (
    <section
      aria-label={KYC_TEXT.statsLabel}
      className={clsx('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}
    >
      {STAT_KEYS.map((key) => (
        <StatCard
          key={key}
          label={KYC_TEXT.stats[key]}
          value={stats ? stats[key] : isLoading ? <LoadingValue /> : '—'}
          hint={
            showShare && stats && key !== 'total'
              ? KYC_TEXT.shareOfTotal(shareOf(stats[key], stats.total))
              : undefined
          }
        />
      ))}
    </section>
  );
}
