import { ROLES, type Role } from '@job-board/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountLabel,
  ChallengeChoice,
  EmailVariant,
  Factor,
  LinkChoice,
  NewPassword,
  PasswordVariant,
  Step,
} from './auth-flow-steps.js';
import { hasUnpairedSurrogate } from './auth-flow-steps.js';
import { FlowWorld } from './auth-flow-world.js';
import { flowRuns, fuzzSeed } from './settings.js';

/**
 * Property-based sequences of the sign-in, second-factor, password-reset and invitation flows,
 * through the real HTTP interface, checked against a model of what each step must answer (see
 * auth-flow-world.ts): never a 5xx; every refusal the contract's error body with no-store; a
 * token only for the right password (enrolment-limited while the role requires a second factor
 * not yet set up); codes, challenges, reset and invitation links used once and only before
 * expiry; after a reset the old password fails and the new one works; a refused step changes
 * nothing stored; throttles answer 429 with Retry-After exactly when the counted failures say so,
 * and the same for an email no admin has.
 */
const RUNS = flowRuns;
const TIMEOUT_MS = 60_000 + RUNS * 5_000;

// ── Generators ─────────────────────────────────────────────────────────────────────────────────

const padding = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000', '\ufeff'),
  minLength: 1,
  maxLength: 3,
});

const emailVariant: fc.Arbitrary<EmailVariant> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'exact' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'upper' as const }) },
  { weight: 1, arbitrary: fc.nat().map((mask) => ({ kind: 'mixed' as const, mask })) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('padded' as const), before: padding, after: padding }),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('cyrillic', 'zero-width', 'fullwidth-at', 'dotless')
      .map((how) => ({ kind: 'lookalike' as const, how })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'huge' as const }) },
);

/**
 * Passwords an admin may hold: printable, any Unicode, long ones (no NUL and no unpaired
 * surrogate: no field takes one).
 */
const password: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 3, arbitrary: fc.string({ minLength: 8, maxLength: 24 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 8, maxLength: 16 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 8, maxLength: 16 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Ünïcödé pässwörd',
        'e\u0301te\u0301 e\u0301te\u0301',
        '\ufb01\ufb02 ligatures',
        ' padded secret ',
        'p'.repeat(1024),
      ),
    },
  )
  .filter((p) => !p.includes('\u0000') && !hasUnpairedSurrogate(p));

const passwordVariant: fc.Arbitrary<PasswordVariant> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: 'right' as const }) },
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        password,
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('pass\u0000word', '\ud800 lone half', 'lone half \udc00'),
      )
      .map((value) => ({ kind: 'other' as const, value })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'swapcase' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(' ', '\n', '\u00a0', '\u200b')
      .map((pad) => ({ kind: 'padded' as const, pad })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'truncated' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('NFC', 'NFD', 'NFKC')
      .map((form) => ({ kind: 'normalized' as const, form })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'empty' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(1024, 1025, 100_000)
      .map((length) => ({ kind: 'huge' as const, length })),
  },
);

const factor: fc.Arbitrary<Factor> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'totp-current' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'totp-replayed' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .stringMatching(/^[0-9]{6}$/)
      .map((digits) => ({ kind: 'totp-wrong' as const, digits })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<unknown>(
        '12345',
        '1234567',
        'abcdef',
        123456,
        null,
        '',
        '\uff11\uff12\uff13\uff14\uff15\uff16',
        '12-34-56',
        '\u0661\u0662\u0663\u0664\u0665\u0666',
      )
      .map((code) => ({ kind: 'totp-malformed' as const, code })),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom('as-given', 'upper', 'no-dashes', 'spaced')
      .map((form) => ({ kind: 'recovery' as const, form })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'recovery-used' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.stringMatching(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/),
        fc.string({ minLength: 1, maxLength: 64 }).filter((s) => s.trim() !== ''),
      )
      .map((code) => ({ kind: 'recovery-wrong' as const, code })),
  },
  { weight: 1, arbitrary: fc.constantFrom({ kind: 'both' as const }, { kind: 'none' as const }) },
);

const newPassword: fc.Arbitrary<NewPassword> = fc.oneof(
  { weight: 6, arbitrary: password.map((value) => ({ kind: 'valid' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'valid' as const, value: 'n'.repeat(1025) }) },
  { weight: 1, arbitrary: password.map((value) => ({ kind: 'mismatch' as const, value })) },
  { weight: 1, arbitrary: password.map((value) => ({ kind: 'short' as const, value })) },
);

const who = fc.constantFrom<AccountLabel>('active', 'active', 'deactivated', 'invited', 'unknown');
/** Three client addresses per run: throttles per address are reached, and per account too. */
const ip = fc.integer({ min: 1, max: 3 });

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('login' as const),
      who,
      email: emailVariant,
      password: passwordVariant,
      ip,
      browser: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('second-factor' as const),
      challenge: fc.constantFrom<ChallengeChoice>(
        'latest',
        'latest',
        'oldest',
        'expired',
        'mutated',
        'garbage',
      ),
      factor,
      ip,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('forgot' as const), who, email: emailVariant, ip }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('reset' as const),
      link: fc.constantFrom<LinkChoice>(
        'latest',
        'latest',
        'oldest',
        'mutated',
        'garbage',
        'other-account',
      ),
      expire: fc.oneof(
        { weight: 1, arbitrary: fc.constant(true) },
        { weight: 5, arbitrary: fc.constant(false) },
      ),
      email: emailVariant,
      password: newPassword,
      ip,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('accept' as const),
      link: fc.constantFrom('real', 'real', 'mutated', 'garbage'),
      expire: fc.boolean(),
      who: fc.constantFrom('invited', 'invited', 'active', 'unknown'),
      email: emailVariant,
      password: newPassword,
      ip,
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'use-tokens' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('race' as const),
      what: fc.constantFrom('reset-link', 'invitation', 'recovery-code'),
      passwords: fc.tuple(password, password),
    }),
  },
);

type Setup = Parameters<FlowWorld['scenario']>[0];

const setup: fc.Arbitrary<Setup> = fc.record({
  role: fc.constantFrom(...ROLES),
  invitedRole: fc.constantFrom(...ROLES),
  password,
  deactivatedPassword: password,
  enrolled: fc.boolean(),
  policyRequires: fc.subarray([...ROLES]),
});

// ── Pinned sequences: every flow to its end, whatever the seed ─────────────────────────────────

const exact = { kind: 'exact' } as const;
const right = { kind: 'right' } as const;
const login = (
  who: AccountLabel,
  ip = 1,
  password: PasswordVariant = right,
  { browser = false } = {},
): Step => ({ kind: 'login', who, email: exact, password, ip, browser });
const second = (f: Factor, challenge: ChallengeChoice = 'latest', ip = 1): Step => ({
  kind: 'second-factor',
  challenge,
  factor: f,
  ip,
});
const times = (n: number, one: Step): Step[] => Array.from({ length: n }, () => one);
const wrong: PasswordVariant = { kind: 'other', value: 'not the password' };
const fresh = (value: string): NewPassword => ({ kind: 'valid', value });

const PINNED: [Setup, Step[]][] = [
  [
    {
      role: 'owner',
      invitedRole: 'kyc_reviewer',
      password: 'correct horse battery',
      deactivatedPassword: 'deactivated password',
      enrolled: true,
      policyRequires: ['kyc_reviewer'],
    },
    [
      login('active'),
      second({ kind: 'totp-wrong', digits: '000000' }),
      second({ kind: 'totp-current' }),
      second({ kind: 'totp-current' }),
      login('active'),
      second({ kind: 'recovery', form: 'upper' }),
      login('active'),
      second({ kind: 'totp-replayed' }),
      second({ kind: 'recovery-used' }),
      second({ kind: 'totp-current' }, 'expired'),
      login('deactivated'),
      login('unknown'),
      ...Array.from({ length: 5 }, () => login('active', 2, wrong)),
      login('active', 2),
      ...Array.from({ length: 4 }, (): Step => ({
        kind: 'forgot',
        who: 'active',
        email: exact,
        ip: 1,
      })),
      {
        kind: 'reset',
        link: 'latest',
        expire: false,
        email: exact,
        password: { kind: 'mismatch', value: 'new password 1' },
        ip: 1,
      },
      {
        kind: 'reset',
        link: 'latest',
        expire: false,
        email: exact,
        password: fresh('new password 1'),
        ip: 1,
      },
      {
        kind: 'reset',
        link: 'latest',
        expire: false,
        email: exact,
        password: fresh('new password 2'),
        ip: 1,
      },
      {
        kind: 'reset',
        link: 'oldest',
        expire: true,
        email: exact,
        password: fresh('new password 3'),
        ip: 1,
      },
      { kind: 'use-tokens' },
      {
        kind: 'accept',
        link: 'real',
        expire: false,
        who: 'active',
        email: exact,
        password: fresh('invited password'),
        ip: 1,
      },
      {
        kind: 'accept',
        link: 'real',
        expire: false,
        who: 'invited',
        email: { kind: 'padded', before: ' ', after: '\t' },
        password: fresh('invited password'),
        ip: 1,
      },
      {
        kind: 'accept',
        link: 'real',
        expire: false,
        who: 'invited',
        email: exact,
        password: fresh('invited again'),
        ip: 1,
      },
      login('invited', 1, right, { browser: true }),
      { kind: 'use-tokens' },
    ],
  ],
];

PINNED.push([
  // Wrong codes from three addresses: per email and address (5), then per admin from any (10).
  {
    role: 'support',
    invitedRole: 'support',
    password: 'support password',
    deactivatedPassword: 'deactivated password',
    enrolled: true,
    policyRequires: ['support'],
  },
  [
    login('active'),
    ...times(6, second({ kind: 'recovery-wrong', code: 'aaaa-bbbb-cccc-dddd' }, 'latest', 1)),
    ...times(5, second({ kind: 'totp-wrong', digits: '000000' }, 'latest', 2)),
    second({ kind: 'recovery', form: 'as-given' }, 'latest', 3),
    // Per address over every email: 20 failures, then even the right password waits.
    ...(['active', 'deactivated', 'invited', 'unknown'] as const).flatMap((who) =>
      times(5, login(who, 4, wrong)),
    ),
    login('active', 4),
    { kind: 'use-tokens' },
  ],
]);

PINNED.push([
  // One-time things used twice at once.
  {
    role: 'content_editor',
    invitedRole: 'admin',
    password: 'editor password',
    deactivatedPassword: 'deactivated password',
    enrolled: true,
    policyRequires: ['admin'],
  },
  [
    { kind: 'forgot', who: 'active', email: exact, ip: 1 },
    { kind: 'race', what: 'reset-link', passwords: ['first new password', 'second new password'] },
    { kind: 'race', what: 'recovery-code', passwords: ['unused 1', 'unused 2'] },
    { kind: 'race', what: 'invitation', passwords: ['first password', 'second password'] },
    { kind: 'use-tokens' },
  ],
]);

/** A challenge won with the password before a reset is no way in after it. */
const CHALLENGE_ACROSS_RESET: [Setup, Step[]] = [
  {
    role: 'admin',
    invitedRole: 'support',
    password: 'old password',
    deactivatedPassword: 'deactivated password',
    enrolled: true,
    policyRequires: [],
  },
  [
    login('active'),
    { kind: 'forgot', who: 'active', email: exact, ip: 1 },
    {
      kind: 'reset',
      link: 'latest',
      expire: false,
      email: exact,
      password: fresh('new password'),
      ip: 1,
    },
    // The reset signs in with the new password too: the oldest challenge is the first one.
    second({ kind: 'totp-current' }, 'oldest'),
  ],
];

/** Passwords with half of a UTF-16 pair, which UTF-8 would turn into one same U+FFFD. */
const SURROGATE_TWINS: [Setup, Step[]] = [
  {
    role: 'admin',
    invitedRole: 'support',
    password: '\ufffd surrogate password',
    deactivatedPassword: 'deactivated password',
    enrolled: false,
    policyRequires: [],
  },
  [
    login('active'),
    login('active', 1, { kind: 'other', value: '\udc00 surrogate password' }),
    login('active', 1, { kind: 'other', value: '\ud800 surrogate password' }),
  ],
];

/** Outcomes the pinned sequences reach, whatever the seed. */
const REACHED = [
  'login 200 token',
  'login 200 challenge',
  'login 401',
  'login 422',
  'login 429',
  'second-factor 200 code',
  'second-factor 200 recovery code',
  'second-factor 401',
  'second-factor 429',
  'second-factor 429 per admin',
  'forgot 200',
  'forgot 429',
  'reset 200',
  'reset 422',
  'accept 200',
  'accept 422',
  'token 200 full access',
  'token 403 enrol first',
  'token 401 revoked',
  'login 401 session before sign-in',
  'session 200',
  'session 403 enrol first',
  'race 200 race won',
  'race 401 race lost',
  'race 422 race lost',
];

// ── Properties ─────────────────────────────────────────────────────────────────────────────────

describe('fuzz: sign-in, second factor, password reset and invitation flows', () => {
  let world: FlowWorld;
  beforeAll(async () => {
    world = await FlowWorld.start();
  });
  afterAll(async () => {
    if (world) {
      const tally = [...world.tally].sort(([a], [b]) => a - b);
      console.info(`auth flow answers by status: ${JSON.stringify(Object.fromEntries(tally))}`);
    }
    await world?.close();
  });

  it(
    'answers every step of generated sequences as the model says',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          setup,
          fc.array(step, { minLength: 3, maxLength: 14 }),
          async (s, steps) => {
            const scenario = await world.scenario(s);
            for (const one of steps) await scenario.play(one);
          },
        ),
        {
          seed: fuzzSeed,
          numRuns: RUNS,
          examples: PINNED,
          interruptAfterTimeLimit: TIMEOUT_MS - 10_000,
          markInterruptAsFailure: false,
        },
      );
      // Every flow ran to its end at least once (the pinned sequences see to it).
      expect([...world.reached].sort()).toEqual(expect.arrayContaining(REACHED));
    },
    TIMEOUT_MS,
  );

  /** Plays a pinned sequence and returns how it ended: the first broken expectation, or 'passed'. */
  async function play([s, steps]: [Setup, Step[]]): Promise<string> {
    const scenario = await world.scenario(s);
    try {
      for (const one of steps) await scenario.play(one);
      return 'passed';
    } catch (error) {
      return (error as Error).message;
    }
  }

  it('ends a sign-in challenge the old password won when the password is reset', async () => {
    expect(await play(CHALLENGE_ACROSS_RESET)).toBe('passed');
  });

  it('refuses a password holding half of a character pair, never taking it for another', async () => {
    // UTF-8 turns every unpaired surrogate into U+FFFD: taken, "\ud800…" and "\udc00…" would
    // sign in as the password "\ufffd…".
    expect(await play(SURROGATE_TWINS)).toBe('passed');
  });

  type Family = 'login' | 'forgot' | 'reset' | 'accept';
  /** Attempts per family: past the tightest limit by two. */
  const ATTEMPTS: Record<Family, number> = { login: 7, forgot: 5, reset: 12, accept: 7 };

  it(
    'answers an email no admin has exactly as a known one, throttles included',
    async () => {
      const twin = fc
        .record({
          family: fc.constantFrom<Family>('login', 'forgot', 'reset', 'accept'),
          known: fc.constantFrom<AccountLabel>('active', 'deactivated', 'invited'),
          email: emailVariant.filter((v) => v.kind !== 'huge' && v.kind !== 'lookalike'),
          password,
          role: fc.constantFrom<Role>(...ROLES),
        })
        .chain((r) =>
          fc.record({
            r: fc.constant(r),
            attempts: fc.integer({ min: 1, max: ATTEMPTS[r.family] }),
          }),
        );
      type Twin = typeof twin extends fc.Arbitrary<infer T> ? T : never;
      // Each family past its limits once, whatever the seed.
      const pinned = (['login', 'forgot', 'reset', 'accept'] as const).map((family): [Twin] => [
        {
          r: { family, known: 'deactivated', email: exact, password: 'a password', role: 'admin' },
          attempts: ATTEMPTS[family],
        },
      ]);
      const throttled = new Set<Family>();
      await fc.assert(
        fc.asyncProperty(twin, async ({ r, attempts }) => {
          const scenario = await world.scenario({
            role: r.role,
            invitedRole: r.role,
            password: r.password,
            deactivatedPassword: r.password,
            enrolled: false,
            policyRequires: [],
          });
          const known = r.family === 'accept' ? 'invited' : r.known;
          for (let i = 0; i < attempts; i += 1) {
            const [a, b] = await scenario.twins(r.family, known, r.email, i);
            const retry = (x: typeof a) => x.headers['retry-after'];
            if (a.status !== b.status || a.body !== b.body) {
              scenario.fail(`${r.family}: the unknown email was answered otherwise than ${known}`);
            }
            if ((retry(a) === undefined) !== (retry(b) === undefined)) {
              scenario.fail('Retry-After for one email and not for the other');
            }
            if (Math.abs(Number(retry(a) ?? 0) - Number(retry(b) ?? 0)) > 2) {
              scenario.fail('Retry-After differs between the two emails');
            }
            if (a.status === 429) throttled.add(r.family);
          }
        }),
        {
          seed: fuzzSeed + 1,
          numRuns: RUNS,
          examples: pinned,
          interruptAfterTimeLimit: TIMEOUT_MS - 10_000,
          markInterruptAsFailure: false,
        },
      );
      expect([...throttled].sort()).toEqual(['accept', 'forgot', 'login', 'reset']);
    },
    TIMEOUT_MS,
  );
});
