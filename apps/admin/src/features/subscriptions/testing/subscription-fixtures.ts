import type {
  FeatureItem,
  InvoiceItem,
  PackageItem,
  Paged,
  SalesRevenue,
} from '@job-board/contract';
import type { MockRoutes } from '../../../testing/mock-fetch';

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

export function invoicesPage(page: number, lastPage = 2): Paged<InvoiceItem> {
  const first = (page - 1) * 3 + 1;
  return {
    data: [0, 1, 2].map((offset) => ({
      id: first + offset,
      partner: `Partner ${first + offset}`,
      package: 'Gold',
      amount: 49.99,
      paid: offset !== 1,
      invoiced_date: '2026-03-01T10:00:00.000Z',
    })),
    links: { first: '', last: '', prev: null, next: null },
    meta: {
      current_page: page,
      from: first,
      last_page: lastPage,
      path: '/api/admin/invoices',
      per_page: 3,
      to: first + 2,
      total: lastPage * 3,
    },
  };
}

export const salesRevenue: SalesRevenue = {
  Gold: { '2026-01': 100, '2026-02': 150.5, '2026-03': 0 },
  Silver: { '2026-01': 20, '2026-02': 0, '2026-03': 40 },
};

/** Every GET of the screen, answered with the fixtures above. */
export function subscriptionRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/admin/packages': { body: { data: packages } },
    'GET /api/admin/features': { body: { data: features } },
    'GET /api/admin/invoices': ({ query }) => ({
      body: invoicesPage(Number(query.get('page') ?? '1')),
    }),
    'GET /api/invoices/sales-revenue': { body: { result: true, data: salesRevenue } },
    ...overrides,
  };
}
