import type { PartnerPlan, UserPlan } from './people.js';
import type { Random } from './random.js';
import { JOB_TYPES, PAY_FACTOR_BY_JOB_TYPE, POST_DURATIONS } from './reference-data.js';
import { at, escapeHtml, joinAsList, withArticle } from './helpers.js';
import {
  DAY,
  HOUR,
  MINUTE,
  countAtOrBefore,
  laterThan,
  spreadTimes,
  type Clock,
} from './timeline.js';
import {
  BENEFITS,
  CATEGORIES,
  CITIES,
  SENIORITY,
  SKILLS,
  SOFT_REQUIREMENTS,
} from './vocabulary.js';

export type JobPlan = {
  partnerIndex: number;
  categoryIndex: number;
  jobTypeIndex: number;
  durationIndex: number;
  skillIndexes: number[];
  title: string;
  description: string;
  city: string | null;
  country: string | null;
  isRemote: boolean;
  noPayRange: boolean;
  minSalaryCents: number | null;
  maxSalaryCents: number | null;
  status: 'active' | 'paused';
  publishedMs: number | null;
  expirationMs: number | null;
  createdMs: number;
  updatedMs: number;
};

export type ApplicationPlan = {
  jobIndex: number;
  userIndex: number;
  appliedMs: number;
  selectedMs: number | null;
};

const MAX_SKILLS_PER_JOB = 4;
const SKILL_INDEX_BY_NAME = new Map<string, number>(
  SKILLS.map((skill, index) => [skill.name, index]),
);

/**
 * Jobs of the last 12 months, weighted towards recent weeks (so both expired and open posts exist
 * and the weekly insight has two weeks to compare). Ordered oldest first. The first jobs walk
 * through every category, job type and post duration so that each is in use.
 */
export function planJobs(
  rng: Random,
  clock: Clock,
  count: number,
  partners: readonly PartnerPlan[],
  premiumPartnerIndexes: readonly number[],
): JobPlan[] {
  const createdTimes = spreadTimes(rng, count, [
    { from: clock.startOfWeek, to: clock.now, share: 0.05 },
    { from: clock.startOfPreviousWeek, to: clock.startOfWeek, share: 0.05 },
    { from: clock.daysAgo(60), to: clock.now, share: 0.25 },
    { from: clock.daysAgo(365), to: clock.now },
  ]);
  const partnerJoined = partners.map((partner) => partner.createdMs);
  const premiumPartnerJoined = premiumPartnerIndexes.map((index) => at(partners, index).createdMs);
  const pickPartner = (createdMs: number, premium: boolean): number => {
    // Only partners that had joined by then; premium durations only for paid packages.
    const candidates = premium ? premiumPartnerJoined : partnerJoined;
    const joined = Math.max(1, countAtOrBefore(candidates, createdMs));
    const index = rng.int(0, joined - 1);
    return premium ? at(premiumPartnerIndexes, index) : index;
  };

  const jobs = createdTimes.map((createdMs, index): JobPlan => {
    const categoryIndex = index < CATEGORIES.length ? index : rng.int(0, CATEGORIES.length - 1);
    const jobTypeIndex =
      index < JOB_TYPES.length ? index : rng.weightedIndex(JOB_TYPES.map((type) => type.weight));
    const durationIndex =
      index < POST_DURATIONS.length
        ? index
        : rng.weightedIndex(POST_DURATIONS.map((d) => d.weight));
    const category = at(CATEGORIES, categoryIndex);
    const jobType = at(JOB_TYPES, jobTypeIndex);
    const duration = at(POST_DURATIONS, durationIndex);
    const partnerIndex = pickPartner(createdMs, duration.isPaid);
    const partner = at(partners, partnerIndex);

    const baseTitle = rng.pick(category.titles);
    const [seniority] = at(SENIORITY, rng.weightedIndex(SENIORITY.map(([, weight]) => weight)));
    const title =
      jobType.name === 'Internship' ? `${baseTitle} Intern` : `${seniority}${baseTitle}`;

    const isRemote = rng.chance(0.25);
    const [city, country] = isRemote
      ? [null, null]
      : rng.chance(0.7)
        ? [partner.city, partner.country]
        : rng.pick(CITIES);

    const noPayRange = rng.chance(0.15);
    const [low, high] = category.salary;
    const payFactor = PAY_FACTOR_BY_JOB_TYPE[jobType.name];
    const minSalary = roundTo(rng.int(low, Math.round(high * 0.8)) * payFactor, 1000);
    const maxSalary = minSalary + roundTo(minSalary * (0.1 + rng.next() * 0.3), 1000);

    const publishedMs = rng.chance(0.82) ? laterThan(rng, clock, createdMs, 2 * DAY) : null;
    const lastChangeMs = publishedMs ?? createdMs;
    const skillCount = rng.int(1, Math.min(MAX_SKILLS_PER_JOB, category.skills.length));
    return {
      partnerIndex,
      categoryIndex,
      jobTypeIndex,
      durationIndex,
      skillIndexes: rng.sample(category.skills, skillCount).map(skillIndexOf),
      title,
      description: '',
      city,
      country,
      isRemote,
      noPayRange,
      minSalaryCents: noPayRange ? null : minSalary * 100,
      maxSalaryCents: noPayRange ? null : maxSalary * 100,
      status: rng.chance(0.15) ? 'paused' : 'active',
      publishedMs,
      expirationMs: publishedMs === null ? null : publishedMs + duration.duration * MINUTE,
      createdMs,
      updatedMs: rng.chance(0.35) ? laterThan(rng, clock, lastChangeMs, 30 * DAY) : lastChangeMs,
    };
  });

  useEverySkill(jobs);
  for (const job of jobs) job.description = describeJob(rng, job, at(partners, job.partnerIndex));
  return jobs;
}

/** Gives each skill no job picked to a job that can take one more, preferably of a matching category. */
function useEverySkill(jobs: JobPlan[]): void {
  const used = new Set(jobs.flatMap((job) => job.skillIndexes));
  SKILLS.forEach((skill, skillIndex) => {
    if (used.has(skillIndex)) return;
    const hasRoom = (job: JobPlan) => job.skillIndexes.length < MAX_SKILLS_PER_JOB;
    const receiver =
      jobs.find(
        (job) => hasRoom(job) && at(CATEGORIES, job.categoryIndex).skills.includes(skill.name),
      ) ?? jobs.find(hasRoom);
    receiver?.skillIndexes.push(skillIndex);
  });
}

function describeJob(rng: Random, job: JobPlan, partner: PartnerPlan): string {
  const category = at(CATEGORIES, job.categoryIndex);
  const place = job.isRemote ? 'as a fully remote role' : `in ${job.city}, ${job.country}`;
  const skills = job.skillIndexes.map((index) => at(SKILLS, index).name);
  const experience =
    at(JOB_TYPES, job.jobTypeIndex).name === 'Internship'
      ? 'No previous experience needed: curiosity and drive matter most'
      : `${rng.int(1, 7)}+ years of experience in a similar role`;
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return [
    `<p>${escapeHtml(partner.companyName)} is hiring ${escapeHtml(withArticle(job.title))} to join our ${category.team} team ${escapeHtml(place)}.</p>`,
    `<p><strong>What you will do</strong></p>`,
    list(rng.sample(category.duties, 3)),
    `<p><strong>What we are looking for</strong></p>`,
    list([
      experience,
      `Hands-on experience with ${joinAsList(skills)}`,
      rng.pick(SOFT_REQUIREMENTS),
    ]),
    `<p>${escapeHtml(rng.pick(BENEFITS))}</p>`,
  ].join('');
}

/**
 * Applications to published jobs, each made while its job was open and by a user who had signed
 * up by then; one per (job, user). Some jobs are far more popular than others. About a fifth are
 * selected later on. Ordered by application time.
 */
export function planApplications(
  rng: Random,
  clock: Clock,
  count: number,
  jobs: readonly JobPlan[],
  users: readonly UserPlan[],
): ApplicationPlan[] {
  const byPopularity = rng.shuffle(
    jobs.flatMap((job, index) => (job.publishedMs === null ? [] : [index])),
  );
  const userJoined = users.map((user) => user.createdMs);
  const taken = new Set<number>();
  const applications: ApplicationPlan[] = [];
  const maxAttempts = count * 50 + 1_000;
  for (let attempt = 0; applications.length < count; attempt++) {
    if (attempt >= maxAttempts || byPopularity.length === 0) {
      throw new Error('Could not place every demo application: too few open jobs or users.');
    }
    const jobIndex = at(byPopularity, Math.floor(byPopularity.length * rng.next() ** 1.6));
    const job = at(jobs, jobIndex);
    const openedMs = job.publishedMs ?? job.createdMs;
    const appliedMs = rng.timeBetween(openedMs, Math.min(job.expirationMs ?? clock.now, clock.now));
    const signedUp = countAtOrBefore(userJoined, appliedMs);
    if (signedUp === 0) continue;
    const userIndex = rng.int(0, signedUp - 1);
    const key = jobIndex * users.length + userIndex;
    if (taken.has(key)) continue;
    taken.add(key);
    const canBeSelected = appliedMs + HOUR <= clock.now;
    applications.push({
      jobIndex,
      userIndex,
      appliedMs,
      selectedMs:
        canBeSelected && rng.chance(0.2) ? laterThan(rng, clock, appliedMs + HOUR, 21 * DAY) : null,
    });
  }
  return applications.sort((a, b) => a.appliedMs - b.appliedMs);
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function skillIndexOf(name: string): number {
  const index = SKILL_INDEX_BY_NAME.get(name);
  if (index === undefined) throw new Error(`Unknown skill ${name}.`);
  return index;
}
