import { slugFromTitle } from '@job-board/contract';
import { initialsOf, type LogoSpec } from './images.js';
import type { Random } from './random.js';
import { toAsciiLower, withArticle } from './helpers.js';
import { DAY, laterThan, spreadTimes, type Clock } from './timeline.js';
import {
  BIO_MISSIONS,
  BRANDS,
  CITIES,
  COMPANY_KINDS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  PROFESSIONS,
} from './vocabulary.js';

/** A partner company's identity; each brand has one logo that every partner of the brand shares. */
export type Brand = { name: string; kind: string; industry: string };

export type PartnerPlan = {
  companyName: string;
  email: string;
  bio: string | null;
  logoIndex: number;
  city: string;
  country: string;
  createdMs: number;
  updatedMs: number;
};

export type UserPlan = {
  firstName: string;
  lastName: string;
  email: string;
  profession: string | null;
  /** Index in the avatar pool, or null for no picture. */
  avatarIndex: number | null;
  isBlocked: boolean;
  createdMs: number;
  updatedMs: number;
};

export function planBrands(rng: Random): Brand[] {
  return rng.shuffle(BRANDS).map((name) => {
    const [kind, industry] = rng.pick(COMPANY_KINDS);
    return { name, kind, industry };
  });
}

export const logoOf = (brand: Brand): LogoSpec => ({
  initials: initialsOf(`${brand.name} ${brand.kind}`),
  label: brand.name,
});

/**
 * Partners joined over two years; a few joined this week, this month and last month so the
 * dashboard's "new partners" insight has something to compare. Ordered oldest first.
 */
export function planPartners(
  rng: Random,
  clock: Clock,
  count: number,
  brands: readonly Brand[],
): PartnerPlan[] {
  const createdTimes = spreadTimes(rng, count, [
    { from: clock.startOfWeek, to: clock.now, share: 0.05 },
    { from: clock.startOfMonth, to: clock.now, share: 0.07 },
    { from: clock.startOfPreviousMonth, to: clock.startOfMonth, share: 0.06 },
    { from: clock.daysAgo(730), to: clock.daysAgo(545), share: 0.12 },
    { from: clock.daysAgo(730), to: clock.now },
  ]);
  return createdTimes.map((createdMs, index) => {
    const logoIndex = index % brands.length;
    const brand = brands[logoIndex] as Brand;
    // Past the first round of brands, partners are regional branches of an earlier brand.
    const round = Math.floor(index / brands.length);
    const [city, country] = rng.pick(CITIES);
    const brandName = `${brand.name} ${brand.kind}`;
    const companyName = round === 0 ? brandName : `${brandName} ${city}`;
    const domain =
      round === 0 ? slugFromTitle(brandName) : `${slugFromTitle(brandName)}-${round + 1}`;
    const bio = rng.chance(0.9)
      ? `${companyName} is ${withArticle(brand.industry)} company based in ${city}, ${country}. ${rng.pick(BIO_MISSIONS)} We are a team of ${rng.int(12, 900)} people.`
      : null;
    return {
      companyName,
      email: `careers@${domain}.example.com`,
      bio,
      logoIndex,
      city,
      country,
      createdMs,
      updatedMs: rng.chance(0.3) ? laterThan(rng, clock, createdMs, 200 * DAY) : createdMs,
    };
  });
}

/** Users signed up over the last 18 months, a few this week and this month. Ordered oldest first. */
export function planUsers(
  rng: Random,
  clock: Clock,
  count: number,
  avatarPoolSize: number,
): UserPlan[] {
  const createdTimes = spreadTimes(rng, count, [
    { from: clock.startOfWeek, to: clock.now, share: 0.03 },
    { from: clock.startOfMonth, to: clock.now, share: 0.05 },
    { from: clock.daysAgo(545), to: clock.daysAgo(365), share: 0.15 },
    { from: clock.daysAgo(365), to: clock.now },
  ]);
  return createdTimes.map((createdMs, index) => {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const localPart = `${toAsciiLower(firstName)}.${toAsciiLower(lastName).replace(/ /g, '')}`;
    return {
      firstName,
      lastName,
      // The running number keeps emails unique at any scale.
      email: `${localPart}${index + 1}@${rng.pick(EMAIL_DOMAINS)}`,
      profession: rng.chance(0.9) ? rng.pick(PROFESSIONS) : null,
      avatarIndex: rng.chance(0.8) ? rng.int(0, avatarPoolSize - 1) : null,
      isBlocked: rng.chance(0.06),
      createdMs,
      updatedMs: rng.chance(0.25) ? laterThan(rng, clock, createdMs, 120 * DAY) : createdMs,
    };
  });
}
