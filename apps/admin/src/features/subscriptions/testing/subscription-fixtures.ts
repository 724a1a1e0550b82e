import {
  PAGE_SIZES,
  type FeatureItem,
  type InvoiceItem,
  type PackageItem,
  type SalesRevenue,
} from '@job-board/contract';
import type { MockRoutes } from '../../../testing/mock-fetch';
import { pagedBody } from '../../../testing/paged-body';

export const systemFeature: FeatureItem = {
  id: 1,
  name: 'Premium post durations',
  config: 'premium_post_durations',
  display: false,
};
export const supportFeature: FeatureItem = {
  id: 2,
  name: 'Priority support',
  config: 'priority_support',
  display: true,
};
export const badgeFeature: FeatureItem = {
  id: 3,
  name: 'Featured badge',
  config: 'featured_badge',
  display: true,
};
export const features = [systemFeature, supportFeature, badgeFeature];

export const freePackage: PackageItem = {
  id: 1,
  name: 'Free',
  price: 0,
  subscription_type: 'monthly',
  active: true,
  features: [],
};
export const goldPackage: PackageItem = {
  id: 2,
  name: 'Gold',
  price: 49.99,
  subscription_type: 'annual',
  active: false,
  features: [
    { id: 1, name: 'Premium post durations' },
    { id: 3, name: 'Featured badge' },
  ],
};
export const packages = [freePackage, goldPackage];

/** An invoice of Gold (package 2) issued on 1 March 2026; any field overridable. */
export function invoice(id: number, overrides: Partial<InvoiceItem> = {}): InvoiceItem {
  return {
    id,
    number: `INV-2026-${String(id).padStart(6, '0')}`,
    partner_id: 100 + id,
    partner: `Partner ${id}`,
    package_id: 2,
    package: 'Gold',
    amount: 49.99,
    currency: 'USD',
    paid: true,
    invoiced_date: '2026-03-01T10:00:00.000Z',
    paid_date: '2026-03-03T10:00:00.000Z',
    ...overrides,
  };
}

/** Page `page` of `lastPage` of the invoices, 3 a page: "Partner 1" to "Partner 3" on page 1. */
export function invoicesPage(page: number, lastPage = 2) {
  const first = (page - 1) * PAGE_SIZES.invoices + 1;
  const invoices = [0, 1, 2].map((offset) =>
    offset === 1
      ? invoice(first + offset, { paid: false, paid_date: null })
      : invoice(first + offset),
  );
  return pagedBody(invoices, page, lastPage, PAGE_SIZES.invoices);
}

export const salesRevenue: SalesRevenue = {
  Gold: { '2026-01': 100, '2026-02': 150.5, '2026-03': 0 },
  Silver: { '2026-01': 20, '2026-02': 0, '2026-03': 40 },
};

/** Every GET of the screen, answered with the fixtures above. */
export function subscriptionRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'packages.list': { body: { data: packages } },
    'features.list': { body: { data: features } },
    'invoices.list': ({ query }) => ({
      body: invoicesPage(Number(query.get('page') ?? '1')),
    }),
    'invoices.salesRevenue': { body: { result: true, data: salesRevenue } },
    ...overrides,
  };
}
