/** The texts of the Subscriptions screen; the server's messages come from the contract. */
export const SUBSCRIPTIONS_TEXT = {
  title: 'Subscriptions',
  subtitle: 'Monetize your job portal',

  packagesHeading: 'Packages',
  newPackage: '+ New Package',
  newPackageTitle: 'New Package',
  editPackageTitle: 'Edit Package',
  createPackage: 'Create Package',
  updatePackage: 'Update Package',
  noPackages: 'No packages yet.',
  packageName: 'Package Name',
  price: 'Price',
  subscriptionType: 'Subscription Type',
  packageActive: 'Active',
  packageFeatures: 'Features',
  loadingFeatureOptions: 'Loading features…',
  noFeatureOptions: 'No features yet. Add one with "+ New Feature" first.',
  featureOptionsFailed: (reason: string) =>
    `The features could not be loaded, so they cannot be changed now: ${reason}`,
  packageSaveFailed: 'Could not save the package. Please try again.',

  featuresHeading: 'Features',
  newFeature: '+ New Feature',
  newFeatureTitle: 'New Feature',
  editFeatureTitle: 'Edit Feature',
  createFeature: 'Create Feature',
  updateFeature: 'Update Feature',
  noFeatures: 'No features yet.',
  featureName: 'Feature Name',
  configName: 'Config Name',
  configNameHint: 'Lower-case letters and digits joined by - or _ (for example "job_posts_15").',
  systemConfigHint: 'The system reads this config name, so it cannot be changed.',
  displayOnly: 'Display only',
  codedOnSystem: 'Coded on the system',
  featureSaveFailed: 'Could not save the feature. Please try again.',

  loadFailed: (what: string) => `Could not load the ${what}.`,

  salesRevenueHeading: 'Sales Revenue',
  noSales: 'No sales in the last 12 months.',
  invoicesHeading: 'Invoices',
  invoicesPages: 'Invoices pages',
  noInvoices: 'No invoices yet.',
  partnerColumn: 'Partner',
  packageColumn: 'Package',
  paidColumn: 'Paid',
  viewAllInvoices: 'View all invoices >',
} as const;

/** The texts of the Invoices screen. */
export const INVOICES_TEXT = {
  title: 'Invoices',
  subtitle: 'Every invoice of the partners, with its payment',
  tableLabel: 'Invoices',
  loadFailed: 'Could not load the invoices.',
  empty: 'No invoices yet.',
  noMatch: 'No invoice matches these filters.',

  paid: 'Paid',
  unpaid: 'Unpaid',

  exportFileName: 'invoices.csv',

  markPaid: 'Mark paid',
  markUnpaid: 'Mark unpaid',
  onlyPartner: "Show this partner's invoices",
  confirmPaidTitle: (number: string) => `Mark invoice ${number} as paid?`,
  confirmUnpaidTitle: (number: string) => `Mark invoice ${number} as unpaid?`,
  confirmPaidBody: (amount: string, partner: string) =>
    `${amount} from ${partner} will count as received today, and in the sales revenue.`,
  confirmUnpaidBody: (amount: string, partner: string) =>
    `${amount} from ${partner} will count as not received; its paid date is cleared.`,
  noun: 'invoices',
  confirmBulkPaid: (count: number) =>
    `Mark ${count} ${count === 1 ? 'invoice' : 'invoices'} as paid?`,
  confirmBulkUnpaid: (count: number) =>
    `Mark ${count} ${count === 1 ? 'invoice' : 'invoices'} as unpaid?`,
  confirmBulkBody:
    'Each invoice is changed on its own; invoices already in that state are skipped.',
  confirmPaid: 'Mark paid',
  confirmUnpaid: 'Mark unpaid',
} as const;

export const SUBSCRIPTION_TYPE_LABELS = { monthly: 'Monthly', annual: 'Annual' } as const;

/** The most options a multiselect lists. */
export const MULTISELECT_OPTION_LIMIT = 1000;
