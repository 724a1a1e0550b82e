import { SALES_REVENUE_MONTHS } from '@job-board/contract';
import type { PartnerPlan } from './people.js';
import type { Random } from './random.js';
import { PACKAGES } from './reference-data.js';
import { DAY, laterThan, type Clock } from './timeline.js';

export type SubscriptionPlan = {
  partnerIndex: number;
  packageIndex: number;
  startsMs: number;
  endsMs: number;
};

export type InvoicePlan = {
  partnerIndex: number;
  packageIndex: number;
  amountCents: number;
  isPaid: boolean;
  invoicedMs: number;
  paidMs: number | null;
};

const PERIOD_DAYS = { monthly: 30, annual: 365 } as const;
const TOP_PACKAGE_INDEX = PACKAGES.length - 1;

const isPaidPackage = (packageIndex: number) => (PACKAGES[packageIndex]?.priceCents ?? 0) > 0;

/**
 * Two partners in five hold a package. The oldest partner always holds the top one, so a partner
 * entitled to premium post durations exists whenever a job is created.
 */
export function planSubscriptions(
  rng: Random,
  clock: Clock,
  partners: readonly PartnerPlan[],
): SubscriptionPlan[] {
  return partners.flatMap((partner, partnerIndex) => {
    if (partnerIndex % 5 !== 0 && partnerIndex % 5 !== 2) return [];
    const packageIndex =
      partnerIndex === 0 ? TOP_PACKAGE_INDEX : rng.weightedIndex(PACKAGES.map((p) => p.weight));
    const periodDays = PERIOD_DAYS[PACKAGES[packageIndex]?.subscriptionType ?? 'monthly'];
    // Some periods started long enough ago to have lapsed.
    const earliestStart = Math.max(partner.createdMs, clock.now - (periodDays + 40) * DAY);
    const startsMs = rng.timeBetween(earliestStart, clock.now);
    return [{ partnerIndex, packageIndex, startsMs, endsMs: startsMs + periodDays * DAY }];
  });
}

/** Partners entitled to premium post durations, oldest first. */
export function paidPartnerIndexes(subscriptions: readonly SubscriptionPlan[]): number[] {
  return subscriptions.filter((s) => isPaidPackage(s.packageIndex)).map((s) => s.partnerIndex);
}

/**
 * The first instant of the sales revenue chart's first month: the chart shows the last 12
 * calendar months, so every demo invoice is issued in one of them and the chart's figures are
 * the sums of the paid ones.
 */
function firstChartedMonthStart(clock: Clock): number {
  const today = new Date(clock.now);
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (SALES_REVENUE_MONTHS - 1), 1);
}

/**
 * Invoices of paid packages issued within the sales revenue chart's 12 months, oldest first
 * (so their ids, and the numbers the database gives them, follow the issue date), each for the
 * package's price; recent ones are more often unpaid, a paid one is paid within a week.
 */
export function planInvoices(
  rng: Random,
  clock: Clock,
  partners: readonly PartnerPlan[],
  subscriptions: readonly SubscriptionPlan[],
  count: number,
): InvoicePlan[] {
  const paying = subscriptions.filter((s) => isPaidPackage(s.packageIndex));
  const invoices = Array.from({ length: count }, (): InvoicePlan => {
    const subscription = rng.pick(paying);
    const partner = partners[subscription.partnerIndex] as PartnerPlan;
    const invoicedMs = rng.timeBetween(
      Math.min(clock.now, Math.max(partner.createdMs, firstChartedMonthStart(clock))),
      clock.now,
    );
    const isPaid = rng.chance(invoicedMs < clock.daysAgo(30) ? 0.92 : 0.5);
    return {
      partnerIndex: subscription.partnerIndex,
      packageIndex: subscription.packageIndex,
      amountCents: PACKAGES[subscription.packageIndex]?.priceCents ?? 0,
      isPaid,
      invoicedMs,
      paidMs: isPaid ? laterThan(rng, clock, invoicedMs, 7 * DAY) : null,
    };
  });
  return invoices.sort((a, b) => a.invoicedMs - b.invoicedMs);
}
