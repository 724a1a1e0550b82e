/** Fixed reference rows of the demo data; they do not grow with the scale. */

/** `weight` is how often demo jobs use the type. */
export const JOB_TYPES = [
  { name: 'Full-time', weight: 55 },
  { name: 'Part-time', weight: 12 },
  { name: 'Contract', weight: 12 },
  { name: 'Internship', weight: 7 },
  { name: 'Temporary', weight: 5 },
  { name: 'Freelance', weight: 9 },
] as const;

/** How a type's pay compares with a full-time yearly salary. */
export const PAY_FACTOR_BY_JOB_TYPE: Record<(typeof JOB_TYPES)[number]['name'], number> = {
  'Full-time': 1,
  'Part-time': 0.5,
  Contract: 1.1,
  Internship: 0.35,
  Temporary: 0.6,
  Freelance: 0.9,
};

/** Durations are in minutes; paid ones are premium (for partners with a paid package). */
export const POST_DURATIONS = [
  { name: '1 Week', duration: 10_080, isPaid: false, weight: 25 },
  { name: '2 Weeks', duration: 20_160, isPaid: false, weight: 25 },
  { name: '1 Month', duration: 43_200, isPaid: false, weight: 30 },
  { name: '2 Months', duration: 86_400, isPaid: true, weight: 12 },
  { name: '3 Months', duration: 129_600, isPaid: true, weight: 8 },
] as const;

/** `isDisplay: false` marks a feature the system's code depends on. */
export const FEATURES = [
  { name: 'Up to 3 active job posts', configName: 'job_posts_3', isDisplay: true },
  { name: 'Up to 15 active job posts', configName: 'job_posts_15', isDisplay: true },
  { name: 'Unlimited job posts', configName: 'unlimited_job_posts', isDisplay: true },
  { name: 'Company profile page', configName: 'company_profile', isDisplay: true },
  { name: 'Featured company profile', configName: 'featured_company_profile', isDisplay: true },
  { name: 'Email support', configName: 'email_support', isDisplay: true },
  { name: 'Priority support', configName: 'priority_support', isDisplay: true },
  { name: 'Premium post durations', configName: 'premium_post_durations', isDisplay: false },
  { name: 'Applicant analytics', configName: 'applicant_analytics', isDisplay: false },
] as const;

type FeatureConfigName = (typeof FEATURES)[number]['configName'];

/** Package 1 is the free package; `weight` is how often subscribed demo partners pick it. */
export const PACKAGES: readonly {
  name: string;
  priceCents: number;
  subscriptionType: 'monthly' | 'annual';
  weight: number;
  features: readonly FeatureConfigName[];
}[] = [
  {
    name: 'Free',
    priceCents: 0,
    subscriptionType: 'monthly',
    weight: 30,
    features: ['job_posts_3', 'company_profile'],
  },
  {
    name: 'Standard',
    priceCents: 2_900,
    subscriptionType: 'monthly',
    weight: 45,
    features: ['job_posts_15', 'company_profile', 'email_support', 'premium_post_durations'],
  },
  {
    name: 'Premium',
    priceCents: 49_900,
    subscriptionType: 'annual',
    weight: 25,
    features: [
      'unlimited_job_posts',
      'featured_company_profile',
      'priority_support',
      'premium_post_durations',
      'applicant_analytics',
    ],
  },
];

const SITE = {
  name: 'Job Board',
  address: '221 Market Street, Suite 400, San Francisco, CA 94105',
  phone: '+1 (415) 555-0134',
  email: 'support@jobboard.example.com',
};

export const SETTINGS: readonly {
  configName: string;
  displayName: string;
  value: string | null;
  tab: 'general' | 'application';
}[] = [
  { configName: 'app_name', displayName: 'App Name', value: SITE.name, tab: 'general' },
  { configName: 'address', displayName: 'Address', value: SITE.address, tab: 'general' },
  { configName: 'phone', displayName: 'Phone', value: SITE.phone, tab: 'general' },
  { configName: 'email', displayName: 'Email', value: SITE.email, tab: 'general' },
  {
    configName: 'app_url_android',
    displayName: 'Android App URL',
    value: 'https://play.google.com/store/apps/details?id=com.example.jobboard',
    tab: 'general',
  },
  {
    configName: 'app_url_ios',
    displayName: 'iOS App URL',
    value: 'https://apps.apple.com/app/job-board/id6400000000',
    tab: 'general',
  },
  {
    configName: 'website_webhook_url',
    displayName: 'Website Webhook URL',
    // Empty: the demo has no website to rebuild, and its data never calls an outside address.
    value: null,
    tab: 'general',
  },
  {
    configName: 'recaptcha_active',
    displayName: 'reCAPTCHA Active',
    value: '0',
    tab: 'application',
  },
  {
    configName: 'recaptcha_site_key',
    displayName: 'reCAPTCHA Site Key',
    value: null,
    tab: 'application',
  },
  {
    configName: 'recaptcha_secret_key',
    displayName: 'reCAPTCHA Secret Key',
    value: null,
    tab: 'application',
  },
];

export const WEB_PAGES: readonly { title: string; slug: string; body: string }[] = [
  {
    title: 'About Us',
    slug: 'about-us',
    body: [
      `<h2>Connecting people with work they love</h2>`,
      `<p>${SITE.name} helps employers of every size reach candidates on the web and on our Android and iOS apps. Partners post jobs in minutes; candidates apply with one tap.</p>`,
      `<h3>What we stand for</h3>`,
      `<ul><li><strong>Transparency:</strong> we encourage every partner to publish a salary range.</li><li><strong>Safety:</strong> candidate identities are verified and documents are kept private.</li><li><strong>Speed:</strong> most roles receive their first application within a day.</li></ul>`,
      `<p>Questions? Visit our <a href="https://www.example.com/help">help centre</a> or write to <a href="mailto:${SITE.email}">${SITE.email}</a>.</p>`,
    ].join(''),
  },
  {
    title: 'Contact',
    slug: 'contact',
    body: [
      `<h2>Get in touch</h2>`,
      `<p>Our support team answers every message within one business day.</p>`,
      `<ul><li><strong>Email:</strong> <a href="mailto:${SITE.email}">${SITE.email}</a></li><li><strong>Phone:</strong> ${SITE.phone} (Monday to Friday, 9:00–17:00 PT)</li><li><strong>Office:</strong> ${SITE.address}</li></ul>`,
      `<p>Employers interested in a paid package can ask for a <em>free consultation</em> with our partnerships team.</p>`,
    ].join(''),
  },
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    body: [
      `<h2>Privacy Policy</h2>`,
      `<p>This policy explains what personal data ${SITE.name} collects, why, and the choices you have.</p>`,
      `<h3>Data we collect</h3>`,
      `<ul><li>Account details such as your name, email address and profession.</li><li>Applications you submit and the jobs you view.</li><li>Identity documents you upload for verification, stored privately and reviewed only by authorised administrators.</li></ul>`,
      `<h3>How we use it</h3>`,
      `<p>We use your data to run the service, match you with relevant jobs, prevent fraud and meet legal obligations. We never sell personal data.</p>`,
      `<h3>Your rights</h3>`,
      `<p>You can access, correct or delete your data at any time by contacting <a href="mailto:${SITE.email}">${SITE.email}</a>.</p>`,
    ].join(''),
  },
  {
    title: 'Terms and Conditions',
    slug: 'terms',
    body: [
      `<h2>Terms and Conditions</h2>`,
      `<p>By using ${SITE.name} you agree to these terms. Please read them carefully.</p>`,
      `<h3>Accounts</h3>`,
      `<p>You are responsible for keeping your login details safe and for the activity on your account.</p>`,
      `<h3>Job posts</h3>`,
      `<ol><li>Job posts must describe real, lawful positions.</li><li>Discriminatory or misleading content is removed.</li><li>Paid packages renew automatically until cancelled.</li></ol>`,
      `<h3>Liability</h3>`,
      `<p>The service is provided <em>as is</em>. We are not a party to any employment agreement between partners and candidates.</p>`,
    ].join(''),
  },
];
