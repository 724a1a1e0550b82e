import type { IdDocumentSpec } from './images.js';
import { at } from './helpers.js';
import type { UserPlan } from './people.js';
import type { Random } from './random.js';
import { DAY, HOUR, laterThan, type Clock } from './timeline.js';
import { KYC_COMMENTS, KYC_ID_TYPES } from './vocabulary.js';

export type KycStatus = 'pending' | 'approved' | 'rejected';

export type KycPlan = IdDocumentSpec & {
  userIndex: number;
  status: KycStatus;
  adminComment: string | null;
  submittedMs: number;
  reviewedMs: number | null;
  /** Index in the sample document pool. */
  documentIndex: number;
};

const YEAR = 365 * DAY;

/**
 * Verifications by distinct users over the last 90 days, oldest first: half pending, the rest
 * approved or rejected. Statuses are dealt from fixed shares so every status is present.
 */
export function planKycVerifications(
  rng: Random,
  clock: Clock,
  count: number,
  users: readonly UserPlan[],
  documentPoolSize: number,
): KycPlan[] {
  const statuses = rng.shuffle(
    Array.from({ length: count }, (_, i): KycStatus =>
      i % 10 < 5 ? 'pending' : i % 10 < 8 ? 'approved' : 'rejected',
    ),
  );
  const userIndexes = rng.sample(
    users.map((_, index) => index),
    count,
  );
  const verifications = userIndexes.map((userIndex, i) => {
    const user = at(users, userIndex);
    const status = at(statuses, i);
    const idType = rng.pick(KYC_ID_TYPES);
    const submittedMs = rng.timeBetween(Math.max(user.createdMs, clock.daysAgo(90)), clock.now);
    return {
      userIndex,
      fullName: `${user.firstName} ${user.lastName}`,
      idType,
      idNumber: idNumberFor(rng, idType),
      birthDate: dateOnly(rng.timeBetween(clock.now - 55 * YEAR, clock.now - 19 * YEAR)),
      expiryDate: dateOnly(submittedMs + rng.int(1, 9) * YEAR + rng.int(0, 364) * DAY),
      status,
      adminComment: adminComment(rng, status),
      submittedMs,
      reviewedMs: status === 'pending' ? null : laterThan(rng, clock, submittedMs + HOUR, 5 * DAY),
      documentIndex: 0,
    };
  });
  verifications.sort((a, b) => a.submittedMs - b.submittedMs);
  verifications.forEach((verification, i) => (verification.documentIndex = i % documentPoolSize));
  return verifications;
}

function idNumberFor(rng: Random, idType: (typeof KYC_ID_TYPES)[number]): string {
  switch (idType) {
    case 'Passport':
      return `${rng.pick(['P', 'X', 'K', 'C'])}${rng.digits(8)}`;
    case 'National ID':
      return `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}`;
    case "Driver's License":
      return `D${rng.digits(3)}-${rng.digits(4)}-${rng.digits(4)}`;
  }
}

function adminComment(rng: Random, status: KycStatus): string | null {
  if (status === 'rejected') return rng.pick(KYC_COMMENTS.rejected);
  if (status === 'approved') return rng.chance(0.4) ? rng.pick(KYC_COMMENTS.approved) : null;
  return rng.chance(0.1) ? rng.pick(KYC_COMMENTS.pending) : null;
}

const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);
