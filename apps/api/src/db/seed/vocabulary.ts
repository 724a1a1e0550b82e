/** Word lists the demo data is composed from. Every company and person here is invented. */

export const FIRST_NAMES = [
  'Amelia',
  'Noah',
  'Olivia',
  'Liam',
  'Emma',
  'Mateo',
  'Ava',
  'Lucas',
  'Sofia',
  'Ethan',
  'Isabella',
  'Mason',
  'Mia',
  'Elijah',
  'Chloe',
  'James',
  'Zara',
  'Leo',
  'Aisha',
  'Daniel',
  'Priya',
  'Samuel',
  'Hannah',
  'David',
  'Grace',
  'Omar',
  'Layla',
  'Jonas',
  'Freya',
  'Kenji',
  'Yuki',
  'Chidi',
  'Amara',
  'Diego',
  'Lucía',
  'Tomás',
  'Ingrid',
  'Arjun',
  'Mei',
  'Kwame',
  'Fatima',
  'Nikolai',
  'Elena',
  'Rafael',
  'Sara',
  'Ibrahim',
  'Nora',
  'Felix',
] as const;

export const LAST_NAMES = [
  'Johnson',
  'Okafor',
  'Müller',
  'Garcia',
  'Smith',
  'Nakamura',
  'Rossi',
  'Kowalski',
  'Silva',
  'Brown',
  'Dubois',
  'Nguyen',
  'Patel',
  'Andersson',
  'Haddad',
  'Mensah',
  'Williams',
  'Novak',
  'Fernández',
  "O'Connor",
  'Kim',
  'Jensen',
  'Costa',
  'Schmidt',
  'Ivanova',
  'Taylor',
  'Chen',
  'Moreau',
  'Abdullah',
  'Hughes',
  'Lindqvist',
  'Bianchi',
  'Mwangi',
  'Santos',
  'Walker',
  'Singh',
  'Dimitrov',
  'Young',
  'Alvarez',
  'Fischer',
  'Tanaka',
  'Adeyemi',
  'Murphy',
  'Lopez',
  'Horvat',
] as const;

export const EMAIL_DOMAINS = [
  'example.com',
  'example.org',
  'example.net',
  'mail.example.com',
] as const;

export const PROFESSIONS = [
  'Software Engineer',
  'Frontend Developer',
  'Data Analyst',
  'Product Designer',
  'UX Researcher',
  'Marketing Specialist',
  'Content Writer',
  'Sales Representative',
  'Account Manager',
  'Customer Support Agent',
  'Accountant',
  'Financial Analyst',
  'HR Generalist',
  'Recruiter',
  'Project Manager',
  'Operations Coordinator',
  'Logistics Planner',
  'Registered Nurse',
  'Medical Assistant',
  'DevOps Engineer',
  'QA Tester',
  'Graphic Designer',
  'Student',
  'Business Analyst',
  'Office Administrator',
  'Teacher',
  'Electrician',
  'Chef',
] as const;

/** Brand words of the invented partner companies; each gets one logo. */
export const BRANDS = [
  'Northwind',
  'Bluepeak',
  'Brightline',
  'Cedarwood',
  'Clearwater',
  'Copperleaf',
  'Crestview',
  'Driftwood',
  'Evergreen',
  'Fernhill',
  'Goldcrest',
  'Granite',
  'Harborview',
  'Highland',
  'Ironbridge',
  'Juniper',
  'Keystone',
  'Lakeshore',
  'Lighthouse',
  'Maplestone',
  'Meridian',
  'Moonrise',
  'Nimbus',
  'Oakridge',
  'Orchard',
  'Pinecone',
  'Quartz',
  'Redwood',
  'Riverbend',
  'Sagebrush',
  'Silverline',
  'Skyward',
  'Stonegate',
  'Summit',
  'Sunflower',
  'Tidewater',
  'Trailhead',
  'Vantage',
  'Willow',
  'Zephyr',
] as const;

/** A company name's second word and what such a company does. */
export const COMPANY_KINDS = [
  ['Labs', 'software'],
  ['Technologies', 'technology'],
  ['Health', 'healthcare'],
  ['Logistics', 'logistics'],
  ['Studio', 'design'],
  ['Finance', 'financial services'],
  ['Media', 'digital media'],
  ['Retail', 'retail'],
  ['Robotics', 'robotics'],
  ['Energy', 'renewable energy'],
  ['Foods', 'food and beverage'],
  ['Systems', 'enterprise software'],
] as const;

export const BIO_MISSIONS = [
  'We help small businesses run smarter with tools that are simple to adopt.',
  'Our products are used by thousands of customers across three continents.',
  'We believe great work happens in small, autonomous teams.',
  'We are growing fast and invest heavily in learning and mentoring.',
  'Sustainability and fair pay are at the heart of how we operate.',
  'Our customers rely on us every day, so we care deeply about quality.',
] as const;

export const CITIES = [
  ['Berlin', 'Germany'],
  ['London', 'United Kingdom'],
  ['New York', 'United States'],
  ['San Francisco', 'United States'],
  ['Austin', 'United States'],
  ['Toronto', 'Canada'],
  ['Amsterdam', 'Netherlands'],
  ['Lisbon', 'Portugal'],
  ['Madrid', 'Spain'],
  ['Paris', 'France'],
  ['Dublin', 'Ireland'],
  ['Stockholm', 'Sweden'],
  ['Warsaw', 'Poland'],
  ['Sydney', 'Australia'],
  ['Singapore', 'Singapore'],
  ['Bangalore', 'India'],
  ['Nairobi', 'Kenya'],
  ['Lagos', 'Nigeria'],
  ['São Paulo', 'Brazil'],
  ['Mexico City', 'Mexico'],
  ['Tokyo', 'Japan'],
  ['Cape Town', 'South Africa'],
] as const;

/** `hinted` skills are suggested first in the apps' skill pickers. */
export const SKILLS = [
  { name: 'JavaScript', hinted: true },
  { name: 'TypeScript', hinted: true },
  { name: 'Python', hinted: true },
  { name: 'Java', hinted: false },
  { name: 'SQL', hinted: true },
  { name: 'Docker', hinted: false },
  { name: 'AWS', hinted: false },
  { name: 'Data Analysis', hinted: true },
  { name: 'Machine Learning', hinted: false },
  { name: 'Excel', hinted: true },
  { name: 'Figma', hinted: true },
  { name: 'UX Research', hinted: false },
  { name: 'SEO', hinted: false },
  { name: 'Content Writing', hinted: false },
  { name: 'Social Media', hinted: false },
  { name: 'Negotiation', hinted: false },
  { name: 'CRM', hinted: false },
  { name: 'Communication', hinted: true },
  { name: 'Problem Solving', hinted: true },
  { name: 'Accounting', hinted: false },
  { name: 'Financial Modeling', hinted: false },
  { name: 'Recruiting', hinted: false },
  { name: 'Project Management', hinted: true },
  { name: 'Logistics', hinted: false },
  { name: 'Patient Care', hinted: false },
] as const;

type SkillName = (typeof SKILLS)[number]['name'];

type CategoryVocabulary = {
  name: string;
  team: string;
  titles: readonly string[];
  skills: readonly SkillName[];
  duties: readonly string[];
  /** Yearly salary range of a full-time role, in whole currency units. */
  salary: readonly [number, number];
};

export const CATEGORIES: readonly CategoryVocabulary[] = [
  {
    name: 'Software Development',
    team: 'engineering',
    salary: [55_000, 160_000],
    titles: [
      'Backend Engineer',
      'Frontend Developer',
      'Full-Stack Developer',
      'Mobile Developer',
      'DevOps Engineer',
    ],
    skills: [
      'JavaScript',
      'TypeScript',
      'Python',
      'Java',
      'SQL',
      'Docker',
      'AWS',
      'Problem Solving',
    ],
    duties: [
      'Design, build and ship features used by thousands of people',
      'Review code and pair with teammates',
      'Keep our services fast, observable and reliable',
      'Write automated tests and improve our delivery pipeline',
    ],
  },
  {
    name: 'Data & Analytics',
    team: 'data',
    salary: [50_000, 150_000],
    titles: ['Data Analyst', 'Data Engineer', 'Data Scientist', 'BI Developer'],
    skills: ['Python', 'SQL', 'Excel', 'Data Analysis', 'Machine Learning'],
    duties: [
      'Turn raw data into dashboards the business relies on',
      'Build and maintain data pipelines',
      'Design experiments and explain their results',
      'Work with product teams to define key metrics',
    ],
  },
  {
    name: 'Design',
    team: 'design',
    salary: [45_000, 130_000],
    titles: ['Product Designer', 'UI Designer', 'UX Researcher', 'Graphic Designer'],
    skills: ['Figma', 'UX Research', 'Communication'],
    duties: [
      'Shape user journeys from first sketch to polished UI',
      'Run interviews and usability tests',
      'Maintain and extend our design system',
      'Present ideas clearly to stakeholders',
    ],
  },
  {
    name: 'Marketing',
    team: 'marketing',
    salary: [40_000, 110_000],
    titles: ['Marketing Manager', 'SEO Specialist', 'Content Marketer', 'Social Media Manager'],
    skills: ['SEO', 'Content Writing', 'Social Media', 'Data Analysis'],
    duties: [
      'Plan and run campaigns across channels',
      'Write content that ranks and converts',
      'Track performance and optimise the budget',
      'Grow our community on social media',
    ],
  },
  {
    name: 'Sales',
    team: 'sales',
    salary: [40_000, 120_000],
    titles: [
      'Account Executive',
      'Sales Development Representative',
      'Account Manager',
      'Sales Manager',
    ],
    skills: ['Negotiation', 'CRM', 'Communication'],
    duties: [
      'Build a healthy pipeline of qualified leads',
      'Run discovery calls and product demos',
      'Negotiate and close new business',
      'Keep the CRM accurate and up to date',
    ],
  },
  {
    name: 'Customer Support',
    team: 'customer success',
    salary: [30_000, 70_000],
    titles: ['Customer Support Agent', 'Technical Support Specialist', 'Customer Success Manager'],
    skills: ['Communication', 'Problem Solving', 'CRM'],
    duties: [
      'Answer customer questions by chat, email and phone',
      'Troubleshoot issues and escalate bugs',
      'Write and improve help-centre articles',
      'Turn customer feedback into product insight',
    ],
  },
  {
    name: 'Finance',
    team: 'finance',
    salary: [45_000, 140_000],
    titles: ['Accountant', 'Financial Analyst', 'Payroll Specialist', 'Finance Manager'],
    skills: ['Accounting', 'Excel', 'Financial Modeling'],
    duties: [
      'Prepare monthly closing and reporting',
      'Build forecasts and budget models',
      'Keep our books compliant and audit-ready',
      'Support leadership with financial analysis',
    ],
  },
  {
    name: 'Human Resources',
    team: 'people',
    salary: [40_000, 110_000],
    titles: [
      'HR Generalist',
      'Talent Acquisition Partner',
      'People Operations Manager',
      'Recruiter',
    ],
    skills: ['Recruiting', 'Communication', 'Project Management'],
    duties: [
      'Run hiring processes from sourcing to offer',
      'Onboard new joiners and support managers',
      'Improve our people policies and benefits',
      'Keep employee records accurate',
    ],
  },
  {
    name: 'Operations',
    team: 'operations',
    salary: [38_000, 115_000],
    titles: [
      'Operations Coordinator',
      'Project Manager',
      'Supply Chain Analyst',
      'Logistics Planner',
    ],
    skills: ['Project Management', 'Logistics', 'Excel', 'Problem Solving'],
    duties: [
      'Coordinate projects across several teams',
      'Plan routes, stock and deliveries',
      'Find and remove bottlenecks in our processes',
      'Report on operational KPIs every week',
    ],
  },
  {
    name: 'Healthcare',
    team: 'clinical',
    salary: [35_000, 120_000],
    titles: ['Registered Nurse', 'Medical Assistant', 'Care Coordinator', 'Physiotherapist'],
    skills: ['Patient Care', 'Communication', 'Problem Solving'],
    duties: [
      'Provide safe, compassionate patient care',
      'Keep accurate clinical records',
      'Work closely with doctors and care teams',
      'Educate patients and their families',
    ],
  },
];

export const SENIORITY = [
  ['', 45],
  ['Junior ', 20],
  ['Senior ', 25],
  ['Lead ', 7],
  ['Principal ', 3],
] as const;

export const SOFT_REQUIREMENTS = [
  'Clear written and spoken English',
  'A proactive, ownership-driven attitude',
  'Comfort working with people across time zones',
  'Attention to detail and a love of learning',
  'Good judgement when priorities compete',
] as const;

export const BENEFITS = [
  'We offer flexible hours, a learning budget and 25 days of paid leave.',
  'You get private health insurance, a home-office allowance and a yearly team retreat.',
  'Expect a supportive team, regular feedback and clear paths to grow.',
  'We provide a pension plan, paid parental leave and wellness days.',
] as const;

export type BlogTopic = { title: string; excerpt: string; points: readonly string[] };

export const BLOG_TOPICS: readonly BlogTopic[] = [
  {
    title: 'How to Write a Job Post That Attracts Great Candidates',
    excerpt:
      'A clear title, an honest salary range and a short list of must-haves make a job post stand out. Here is how to write one that people actually finish reading.',
    points: [
      'Lead with the impact of the role',
      'Publish a salary range',
      'Keep requirements to five or fewer',
    ],
  },
  {
    title: 'Remote Hiring: What We Learned From a Year of Data',
    excerpt:
      'Remote roles receive more applications, but not always better ones. We looked at a year of job posts to see what works.',
    points: [
      'Remote posts get about three times the applicants',
      'Time-zone requirements filter noise',
      'Async interviews save days',
    ],
  },
  {
    title: 'Five Interview Questions That Reveal Real Skills',
    excerpt:
      'Skip the brain teasers. These five questions help you understand how a candidate thinks, learns and works with others.',
    points: [
      'Ask about a recent mistake',
      'Walk through a real task',
      'Let candidates ask the questions',
    ],
  },
  {
    title: 'Why Salary Transparency Builds Trust',
    excerpt:
      'Posts with a salary range get more qualified applicants and fewer drop-outs late in the process.',
    points: [
      'Ranges reduce negotiation stress',
      'Candidates self-select earlier',
      'Teams see fairer pay',
    ],
  },
  {
    title: 'Onboarding New Hires in Their First 30 Days',
    excerpt:
      'The first month decides whether a new hire stays. A simple plan for the first thirty days keeps everyone on track.',
    points: [
      'Prepare equipment before day one',
      'Assign a buddy',
      'Set three goals for the first month',
    ],
  },
  {
    title: 'Building an Employer Brand on a Small Budget',
    excerpt:
      'You do not need a big budget to be known as a great place to work. Authentic stories from your team go a long way.',
    points: [
      'Share real stories from employees',
      'Answer every applicant',
      'Show your workplace honestly',
    ],
  },
  {
    title: 'Internships That Turn Into Full-Time Hires',
    excerpt:
      'A well-run internship is the best hiring channel many companies have. Here is how to design one that converts.',
    points: ['Give interns a real project', 'Pair them with a mentor', 'Decide on offers early'],
  },
  {
    title: 'Reading Your Job Board Analytics',
    excerpt:
      'Views, applications and selections tell a story. Learn which numbers matter and what to do when they drop.',
    points: [
      'Compare applications to views',
      'Watch the selection rate',
      'Refresh posts that stall',
    ],
  },
  {
    title: 'Writing Inclusive Job Descriptions',
    excerpt:
      'Small wording choices can quietly discourage great people from applying. Inclusive language widens your talent pool.',
    points: [
      'Avoid gendered wording',
      'Separate must-haves from nice-to-haves',
      'Describe flexible working clearly',
    ],
  },
  {
    title: 'The Hidden Cost of a Slow Hiring Process',
    excerpt:
      'Every extra week in your process costs you candidates. We break down where time is lost and how to win it back.',
    points: [
      'Schedule interviews in batches',
      'Give feedback within 48 hours',
      'Limit the number of rounds',
    ],
  },
  {
    title: 'Verifying Candidate Identity Safely',
    excerpt:
      'Identity checks protect both employers and candidates. Here is how our verification works and how documents are kept private.',
    points: [
      'Documents are stored privately',
      'Only administrators can review them',
      'Every review is logged',
    ],
  },
  {
    title: 'Choosing the Right Post Duration',
    excerpt:
      'One week, one month or three months? The right duration depends on the role, the market and how fast you need to hire.',
    points: [
      'Short posts create urgency',
      'Senior roles need more time',
      'Premium durations keep posts visible',
    ],
  },
];

export const KYC_ID_TYPES = ['Passport', 'National ID', "Driver's License"] as const;

export const KYC_COMMENTS = {
  approved: ['Documents verified against the profile.', 'ID number checked; all details match.'],
  rejected: [
    'The document photo is blurred; please upload a sharper image.',
    'The name on the document does not match the profile name.',
    'The document has expired.',
    'The selfie does not clearly show the face.',
  ],
  pending: ['Waiting for a clearer selfie before deciding.'],
} as const;
