/** The query keys of the subscriptions area; ['subscriptions'] covers all of them. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  packages: () => [...subscriptionKeys.all, 'packages'] as const,
  features: () => [...subscriptionKeys.all, 'features'] as const,
  invoices: (page: number) => [...subscriptionKeys.all, 'invoices', { page }] as const,
  salesRevenue: () => [...subscriptionKeys.all, 'sales-revenue'] as const,
};
