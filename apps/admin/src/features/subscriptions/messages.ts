/** The texts of the Subscriptions screen (spec §2, §8); the server's messages come from the contract. */
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

  edit: 'Edit',
  delete: 'Delete',
  loadFailed: (what: string) => `Could not load the ${what}.`,

  salesRevenueHeading: 'Sales Revenue',
  noSales: 'No sales in the last 12 months.',
  invoicesHeading: 'Invoices',
  invoicesPages: 'Invoices pages',
  noInvoices: 'No invoices yet.',
  partnerColumn: 'Partner',
  packageColumn: 'Package',
  paidColumn: 'Paid',
} as const;

export const SUBSCRIPTION_TYPE_LABELS = { monthly: 'Monthly', annual: 'Annual' } as const;

/** The most options a multiselect lists (spec §9). */
export const MULTISELECT_OPTION_LIMIT = 1000;
