import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  PERMISSION_MESSAGES,
  TWO_FACTOR_MESSAGES,
  allEndpoints,
  can,
  errorBody,
  opensBeforeEnrolment,
  type Endpoint,
  type Role,
} from '@job-board/contract';
import type { LightMyRequestResponse } from 'fastify';
import { totpCode, totpStep } from '../src/lib/totp.js';
import { sha256 } from '../src/lib/tokens.js';
import {
  buildTestApp,
  cookiesOf,
  type BrowserSession,
  type TestApp,
} from '../src/testing/test-app.js';
import {
  isValidPassword,
  mutate,
  newPassword,
  recoveryForm,
  typeEmail,
  typePassword,
  type AccountLabel,
  type ChallengeChoice,
  type EmailVariant,
  type LinkChoice,
  type Step,
} from './auth-flow-steps.js';
import { dataTables, snapshotDifferences, takeSnapshot } from '../src/testing/snapshot.js';

/**
 * The sign-in, second-factor, password-reset and invitation flows as a model: what the server
 * must answer to each step of a generated sequence, given what happened before (passwords, links,
 * challenges, codes used, failures counted by the throttles). `FlowWorld` is the real app on one
 * database; each run plays a `Scenario` of fresh accounts, emails and client addresses, so runs
 * never share a throttle key.
 */

/**
 * The throttles of the auth service (auth.service.ts, admins.service.ts): how many counted
 * failures per key before a 429. Sign-in's come from the configuration.
 */
const limitsOf = (config: TestApp['config']) => ({
  login: config.loginMaxAttempts,
  loginIp: config.loginMaxAttempts * 4,
  secondFactor: 10,
  reset: 3,
  resetIp: 10,
  resetLink: 10,
  resetLinkIp: 20,
  invitation: 5,
  invitationIp: 20,
  invitationEmail: 10,
});

/** The longest throttle window (reset, invitation and per-address sign-in counts). */
const LONGEST_WINDOW_SECONDS = 15 * 60;

/** An account of the scenario as the model knows it ("unknown": an email no admin has). */
export type Account = {
  label: AccountLabel;
  id: number;
  email: string;
  role: Role;
  status: 'active' | 'deactivated' | 'invited' | 'none';
  password: string | null;
  totp: { secret: string; lastStep: number; recoveryCodes: string[] } | null;
};

/** A sign-in's bearer token, and the session cookies when it signed in as a browser. */
type Token = {
  value: string;
  account: Account;
  revoked: boolean;
  cookies?: Record<string, string>;
};
type Challenge = { value: string; account: Account; used: boolean; expired: boolean };
type Link = { token: string; account: Account; used: boolean; expired: boolean };

/** One call of a run and what came back, for the reproduction. */
type Exchange = { step: string; request: string; answer: string };

export type Answer = {
  status: number;
  body: string;
  json: unknown;
  headers: Headers;
  cookies: Record<string, string>;
};
type Headers = LightMyRequestResponse['headers'];

/** The real app with one owner (who invites), on SQLite or PostgreSQL. */
export class FlowWorld {
  private runs = 0;
  /** Answers by status, over every run, for the summary. */
  readonly tally = new Map<number, number>();
  /** The outcomes the model expected and got ("reset 200", "second-factor 429 per admin"…). */
  readonly reached = new Set<string>();

  readonly limits: ReturnType<typeof limitsOf>;

  private constructor(
    readonly test: TestApp,
    private readonly ownerToken: string,
    readonly tables: string[],
  ) {
    this.limits = limitsOf(test.config);
  }

  static async start(): Promise<FlowWorld> {
    const test = await buildTestApp();
    const ownerToken = await test.loginAs();
    // Stored state a refused step must leave alone: every data table, the tokens and sessions too
    // (the endpoint fuzz lets those be touched by use; here no refused call carries either).
    const tables = [...(await dataTables(test.database)), 'access_tokens', 'sessions'];
    return new FlowWorld(test, ownerToken, tables);
  }

  close(): Promise<void> {
    return this.test.close();
  }

  /**
   * Fresh accounts for one run: an active admin of `role` (optionally enrolled in 2FA through the
   * API), a deactivated one, an invited one (invited by the owner through the API), an unknown
   * email; and the 2FA policy requiring `role` or not.
   */
  async scenario(setup: {
    role: Role;
    invitedRole: Role;
    password: string;
    deactivatedPassword: string;
    enrolled: boolean;
    policyRequires: readonly Role[];
  }): Promise<Scenario> {
    this.runs += 1;
    const n = this.runs;
    const t = this.test;
    const email = (label: string) => `run${n}.${label}@flows.example`;
    await t.requireTwoFactor([]);

    const active: Account = {
      label: 'active',
      id: await t.createAdmin({
        email: email('active'),
        password: setup.password,
        role: setup.role,
      }),
      email: email('active'),
      role: setup.role,
      status: 'active',
      password: setup.password,
      totp: null,
    };
    const deactivated: Account = {
      label: 'deactivated',
      id: await t.createAdmin({
        email: email('deactivated'),
        password: setup.deactivatedPassword,
        role: setup.role,
      }),
      email: email('deactivated'),
      role: setup.role,
      status: 'deactivated',
      password: setup.deactivatedPassword,
      totp: null,
    };
    await t.database.db
      .updateTable('admins')
      .set({ status: 'deactivated' })
      .where('id', '=', deactivated.id)
      .execute();

    const mailsBefore = t.mails.length;
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/admins/invite',
      headers: { authorization: `Bearer ${this.ownerToken}` },
      payload: { email: email('invited'), name: `Invited ${n}`, role: setup.invitedRole },
    });
    if (invite.statusCode !== 201) throw new Error(`invite failed: ${invite.body}`);
    const invited: Account = {
      label: 'invited',
      id: (invite.json() as { data: { id: number } }).data.id,
      email: email('invited'),
      role: setup.invitedRole,
      status: 'invited',
      password: null,
      totp: null,
    };
    const invitationToken = linkToken(t.mails.slice(mailsBefore), invited.email);

    const unknown: Account = {
      label: 'unknown',
      id: 0,
      email: email('unknown'),
      role: setup.role,
      status: 'none',
      password: null,
      totp: null,
    };

    const scenario = new Scenario(this, n, { active, deactivated, invited, unknown });
    scenario.invitation = { token: invitationToken, account: invited, used: false, expired: false };
    if (setup.enrolled) await scenario.enrol(active);
    await t.requireTwoFactor(setup.policyRequires);
    scenario.policyRequires = new Set(setup.policyRequires);
    return scenario;
  }

  count(status: number): void {
    this.tally.set(status, (this.tally.get(status) ?? 0) + 1);
  }
}

/** The token of the link mailed to `to` among these mails. */
function linkToken(mails: TestApp['mails'], to: string): string {
  const mail = mails.find((m) => m.to === to);
  const url = mail?.text.split('\n').find((line) => line.startsWith('http'));
  const token = url ? new URL(url).searchParams.get('token') : null;
  if (!token) throw new Error(`no link was mailed to ${to}`);
  return token;
}

// ── One run ────────────────────────────────────────────────────────────────────────────────────

/** One run: its accounts, what the model expects of them, and the transcript so far. */
export class Scenario {
  policyRequires = new Set<Role>();
  invitation: Link | null = null;
  private readonly tokens: Token[] = [];
  private readonly challenges: Challenge[] = [];
  private readonly resetLinks: Link[] = [];
  private readonly failures = new Map<string, number>();
  private readonly transcript: Exchange[] = [];
  private extraIps = 0;
  private readonly usedRecoveryCodes: string[] = [];
  /** The kind of step being played, for the outcomes reached. */
  private current = 'setup';

  constructor(
    private readonly world: FlowWorld,
    private readonly run: number,
    readonly accounts: Record<AccountLabel, Account>,
  ) {}

  private get t(): TestApp {
    return this.world.test;
  }

  private isRightPassword(typed: string, current: string): boolean {
    return typed === current;
  }

  /** The client address `ip` of this run: runs never share one. */
  private address(ip: number): string {
    return `10.${(this.run >> 8) & 255}.${this.run & 255}.${ip}`;
  }

  // ── Sending and the invariants of every answer ──

  private async send(
    step: string,
    url: string,
    payload: unknown,
    ip: number,
    as: { token?: string; browser?: BrowserSession; cookies?: Record<string, string> } = {},
  ): Promise<Answer> {
    const method = payload === undefined ? 'GET' : 'POST';
    const response = await this.t.app.inject({
      method,
      url,
      remoteAddress: this.address(ip),
      headers: {
        ...(as.token && { authorization: `Bearer ${as.token}` }),
        ...(as.browser && { 'x-xsrf-token': as.browser.xsrfToken }),
      },
      cookies: as.browser?.cookies ?? as.cookies ?? {},
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
    const answer: Answer = {
      status: response.statusCode,
      body: response.body,
      json: safeJson(response.body),
      headers: response.headers,
      cookies: cookiesOf(response),
    };
    this.world.count(answer.status);
    const retryAfter = answer.headers['retry-after'];
    const retry = retryAfter === undefined ? '' : ` (Retry-After ${retryAfter})`;
    this.transcript.push({
      step,
      request: `${method} ${url} from ${this.address(ip)} ${clip(JSON.stringify(payload) ?? '')}`,
      answer: `${answer.status}${retry} ${clip(answer.body)}`,
    });
    if (answer.status >= 500) this.fail(`answered ${answer.status}`);
    if (answer.status >= 400) {
      if (!errorBody.safeParse(answer.json).success) {
        this.fail('a refusal must answer the contract’s error body');
      }
      if (answer.headers['cache-control'] !== 'no-store') {
        this.fail('a refusal must carry Cache-Control: no-store');
      }
    }
    if (answer.status === 429) {
      if (!/^[1-9][0-9]*$/.test(String(retryAfter))) {
        this.fail('a 429 must carry Retry-After in whole seconds');
      }
      if (Number(retryAfter) > LONGEST_WINDOW_SECONDS) {
        this.fail('Retry-After must not exceed the longest throttle window (15 minutes)');
      }
    }
    return answer;
  }

  /** Throws with the run's transcript: the sequence that reproduces the failure. */
  fail(what: string): never {
    const lines = this.transcript.map(
      (e, i) => `  ${i + 1}. ${e.step}\n     ${e.request}\n     → ${e.answer}`,
    );
    throw new Error(`${what}\nRun ${this.run}:\n${lines.join('\n')}`);
  }

  private expect(answer: Answer, status: number, message?: string, outcome = ''): void {
    if (answer.status !== status) this.fail(`expected ${status}, got ${answer.status}`);
    const body = answer.json as { message?: unknown };
    if (message !== undefined && body.message !== message) {
      this.fail(`expected the message ${JSON.stringify(message)}`);
    }
    this.world.reached.add(`${this.current} ${status}${outcome && ` ${outcome}`}`);
  }

  // ── The throttles, as counted by the model ──

  private count(keys: string[]): void {
    for (const key of keys) this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
  }

  private isThrottled(limits: [string, number][]): boolean {
    return limits.some(([key, limit]) => (this.failures.get(key) ?? 0) >= limit);
  }

  private loginLimits(email: string, ip: number): [string, number][] {
    return [
      [`login:${email.toLowerCase()}|${this.address(ip)}`, this.world.limits.login],
      [`login-ip:${this.address(ip)}`, this.world.limits.loginIp],
    ];
  }

  /** Snapshot of stored state before a step that may be refused. */
  private snapshot() {
    return takeSnapshot(this.t.database, this.world.tables);
  }

  private async assertUnchanged(
    before: Awaited<ReturnType<Scenario['snapshot']>>,
    why: string,
    except: readonly string[] = [],
  ) {
    const changed = snapshotDifferences(before, await this.snapshot()).filter(
      (difference) => !except.some((table) => difference.startsWith(`${table} `)),
    );
    if (changed.length > 0) this.fail(`${why}, yet it changed ${changed.join('; ')}`);
  }

  // ── Steps ──

  async play(step: Step): Promise<void> {
    this.current = step.kind;
    switch (step.kind) {
      case 'login':
        return this.login(step);
      case 'second-factor':
        return this.secondFactor(step);
      case 'forgot':
        return this.forgot(step);
      case 'reset':
        return this.reset(step);
      case 'accept':
        return this.accept(step);
      case 'use-tokens':
        return this.useTokens();
      case 'race':
        return this.race(step);
    }
  }

  /** An address no earlier call of the run used: a check that no throttle may answer. */
  private freshIp(): number {
    this.extraIps += 1;
    return 100 + this.extraIps;
  }

  private async login(step: Extract<Step, { kind: 'login' }>): Promise<void> {
    const account = this.accounts[step.who];
    const { typed: email, same } = typeEmail(account.email, step.email);
    const password = typePassword(account.password ?? 'no password at all', step.password);
    const browser = step.browser ? await this.t.csrfSession() : undefined;
    const before = await this.snapshot();
    const answer = await this.send(
      `login as ${step.who} (email ${step.email.kind}, password ${step.password.kind}` +
        `${browser ? ', in a browser' : ''})`,
      '/api/admin/auth/login',
      { email, password },
      step.ip,
      { browser },
    );
    const trimmed = email.trim();
    if (!isEmailValid(step.email, answer) || !isValidPassword(password)) {
      this.expect(answer, 422);
      return this.assertUnchanged(before, 'refused with 422');
    }
    const limits = this.loginLimits(trimmed, step.ip);
    if (this.isThrottled(limits)) {
      this.expect(answer, 429, AUTH_MESSAGES.tooManyAttempts);
      return this.assertUnchanged(before, 'throttled');
    }
    const right =
      same &&
      account.status === 'active' &&
      account.password !== null &&
      this.isRightPassword(password, account.password);
    if (!right) {
      this.expect(answer, 401, AUTH_MESSAGES.invalidCredentials);
      this.count(limits.map(([key]) => key));
      return this.assertUnchanged(before, 'refused a wrong sign-in');
    }
    this.expect(answer, 200, undefined, account.totp ? 'challenge' : 'token');
    const data = (answer.json as { data: Record<string, unknown> }).data;
    if (account.totp) {
      if ('token' in data) this.fail('a token was issued before the second factor');
      if (data.two_factor_required !== true || typeof data.challenge !== 'string') {
        this.fail('expected a challenge');
      }
      this.challenges.push({
        value: data.challenge as string,
        account,
        used: false,
        expired: false,
      });
      await this.assertUnchanged(before, 'a challenge is no sign-in yet', ['sign_in_challenges']);
    } else {
      if (typeof data.token !== 'string') this.fail('expected a token');
      const cookies = browser ? await this.newSession(browser, answer) : undefined;
      this.tokens.push({ value: data.token as string, account, revoked: false, cookies });
      this.failures.delete(limits[0]![0]);
      await this.checkToken(this.tokens.at(-1)!);
    }
  }

  /**
   * A browser's sign-in: a new session (cookie and anti-forgery token), never the one it had
   * before signing in, which no longer opens anything. Returns the new session's cookies.
   */
  private async newSession(
    browser: BrowserSession,
    answer: Answer,
  ): Promise<Record<string, string>> {
    const cookies = { ...browser.cookies, ...answer.cookies };
    for (const [name, value] of Object.entries(browser.cookies)) {
      if (cookies[name] === value) this.fail(`the sign-in kept the cookie ${name} it came with`);
    }
    const before = await this.send(
      'use the session from before the sign-in',
      '/api/admin/auth/details',
      undefined,
      this.freshIp(),
      { cookies: browser.cookies },
    );
    this.expect(before, 401, AUTH_MESSAGES.unauthenticated, 'session before sign-in');
    return cookies;
  }

  private async secondFactor(step: Extract<Step, { kind: 'second-factor' }>): Promise<void> {
    const challenge = await this.chooseChallenge(step.challenge);
    const account = challenge.model?.account ?? null;
    const totp = account?.totp ?? null;
    const stepBefore = totpStep();
    const body: Record<string, unknown> = { challenge: challenge.value };
    let expectedRight: boolean | 'unsure' = false;
    let recoveryUsed: string | null = null;
    let schemaValid = true;
    const f = step.factor;
    switch (f.kind) {
      case 'totp-current': {
        // The next step the server has not seen, if the clock allows it (drift: one step ahead).
        const s = Math.max(stepBefore, (totp?.lastStep ?? -1) + 1);
        body.code = totp ? totpCode(totp.secret, s) : '000000';
        expectedRight = totp !== null && s <= stepBefore + 1;
        break;
      }
      case 'totp-replayed':
        body.code = totp ? totpCode(totp.secret, totp.lastStep) : '123456';
        break;
      case 'totp-wrong': {
        const codes = totp
          ? [-1, 0, 1].map((d) => totpCode(totp.secret, stepBefore + d))
          : ([] as string[]);
        // A random six digits that happen to be a valid code: unsure, then.
        body.code = f.digits;
        if (codes.includes(f.digits)) expectedRight = 'unsure';
        break;
      }
      case 'totp-malformed':
        body.code = f.code;
        schemaValid = false;
        break;
      case 'recovery': {
        const code = totp?.recoveryCodes[0];
        body.recovery_code = code ? recoveryForm(code, f.form) : 'abcd-efgh-jkmn-pqrs';
        if (code) {
          expectedRight = true;
          recoveryUsed = code;
        }
        break;
      }
      case 'recovery-used':
        body.recovery_code = this.usedRecoveryCodes[0] ?? 'zzzz-zzzz-zzzz-zzzz';
        break;
      case 'recovery-wrong':
        body.recovery_code = f.code;
        break;
      case 'both':
        body.code = '123456';
        body.recovery_code = 'abcd-efgh-jkmn-pqrs';
        schemaValid = false;
        break;
      case 'none':
        schemaValid = false;
        break;
    }
    const before = await this.snapshot();
    const answer = await this.send(
      `second factor: ${step.challenge} challenge, ${f.kind}`,
      '/api/admin/auth/two-factor',
      body,
      step.ip,
    );
    if (!schemaValid) {
      this.expect(answer, 422);
      return this.assertUnchanged(before, 'refused with 422');
    }
    const model = challenge.model;
    const live =
      model !== null &&
      !model.used &&
      !model.expired &&
      model.account.status === 'active' &&
      model.account.totp !== null;
    const limits = this.loginLimits(account?.email ?? '', step.ip);
    if (this.isThrottled(limits)) {
      this.expect(answer, 429, AUTH_MESSAGES.tooManyAttempts);
      return this.assertUnchanged(before, 'throttled');
    }
    if (!live) {
      this.expect(answer, 401, TWO_FACTOR_MESSAGES.challengeInvalid);
      this.count([limits[1]![0]]);
      return this.assertUnchanged(before, 'refused a dead challenge');
    }
    const perAdmin: [string, number] = [
      `second-factor:${account!.id}`,
      this.world.limits.secondFactor,
    ];
    if (this.isThrottled([perAdmin])) {
      this.expect(answer, 429, AUTH_MESSAGES.tooManyAttempts, 'per admin');
      return this.assertUnchanged(before, 'throttled');
    }
    // The clock moved to another step while the request ran: either answer may be right.
    if (totpStep() !== stepBefore && body.code !== undefined) expectedRight = 'unsure';
    const succeeded = answer.status === 200;
    if (
      expectedRight === 'unsure' ? !succeeded && answer.status !== 401 : succeeded !== expectedRight
    ) {
      this.fail(`expected the second factor to be ${expectedRight ? 'accepted' : 'refused'}`);
    }
    if (!succeeded) {
      this.expect(answer, 401);
      const message = (answer.json as { message: string }).message;
      const expected =
        body.code === undefined
          ? [TWO_FACTOR_MESSAGES.wrongRecoveryCode]
          : [TWO_FACTOR_MESSAGES.wrongCode, TWO_FACTOR_MESSAGES.codeAlreadyUsed];
      if (!(expected as string[]).includes(message)) this.fail('a wrong code’s message');
      this.count([...limits.map(([key]) => key), perAdmin[0]]);
      return this.assertUnchanged(before, 'refused a wrong code');
    }
    this.expect(answer, 200, undefined, body.code === undefined ? 'recovery code' : 'code');
    const data = (answer.json as { data: { token?: unknown } }).data;
    if (typeof data.token !== 'string') this.fail('expected a token');
    model.used = true;
    if (body.code !== undefined)
      totp!.lastStep = stepOf(totp!.secret, String(body.code), stepBefore);
    if (recoveryUsed) {
      totp!.recoveryCodes = totp!.recoveryCodes.filter((c) => c !== recoveryUsed);
      this.usedRecoveryCodes.push(recoveryUsed);
    }
    this.failures.delete(limits[0]![0]);
    this.tokens.push({ value: data.token, account: account!, revoked: false });
    await this.checkToken(this.tokens.at(-1)!);
  }

  private async chooseChallenge(
    choice: ChallengeChoice,
  ): Promise<{ value: string; model: Challenge | null }> {
    const latest = this.challenges.at(-1);
    const oldest = this.challenges[0];
    switch (choice) {
      case 'latest':
        return latest ? { value: latest.value, model: latest } : garbageChallenge();
      case 'oldest':
        return oldest ? { value: oldest.value, model: oldest } : garbageChallenge();
      case 'expired':
        if (!latest) return garbageChallenge();
        await this.t.database.db
          .updateTable('sign_in_challenges')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('token_hash', '=', sha256(latest.value))
          .execute();
        latest.expired = true;
        return { value: latest.value, model: latest };
      case 'mutated':
        return latest ? { value: mutate(latest.value), model: null } : garbageChallenge();
      case 'garbage':
        return garbageChallenge();
    }
  }

  private async forgot(step: Extract<Step, { kind: 'forgot' }>): Promise<void> {
    const account = this.accounts[step.who];
    const { typed: email, same } = typeEmail(account.email, step.email);
    const mailsBefore = this.t.mails.length;
    const before = await this.snapshot();
    const answer = await this.send(
      `forgot password of ${step.who} (email ${step.email.kind})`,
      '/api/admin/auth/forgot-password',
      { email },
      step.ip,
    );
    if (!isEmailValid(step.email, answer)) {
      this.expect(answer, 422);
      return this.assertUnchanged(before, 'refused with 422');
    }
    const keys = [`reset:${email.trim().toLowerCase()}`, `reset-ip:${this.address(step.ip)}`];
    if (
      this.isThrottled([
        [keys[0]!, this.world.limits.reset],
        [keys[1]!, this.world.limits.resetIp],
      ])
    ) {
      this.expect(answer, 429, AUTH_MESSAGES.tooManyResetRequests);
      return this.assertUnchanged(before, 'throttled');
    }
    this.expect(answer, 200, AUTH_MESSAGES.resetLinkSent);
    this.count(keys);
    const mails = this.t.mails.slice(mailsBefore);
    const known = same && account.status !== 'none';
    if (mails.length !== (known ? 1 : 0) || (known && mails[0]!.to !== account.email)) {
      this.fail(`expected ${known ? 'one reset mail to the account' : 'no mail'}`);
    }
    if (known) {
      this.resetLinks.push({
        token: linkToken(mails, account.email),
        account,
        used: false,
        expired: false,
      });
    }
  }

  private async reset(step: Extract<Step, { kind: 'reset' }>): Promise<void> {
    const link = this.chooseLink(step.link);
    if (step.expire && link.model && !link.model.expired) {
      await this.t.database.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', sha256(link.model.token))
        .execute();
      link.model.expired = true;
    }
    // The email typed: the link's account's, or the active account's for a mismatched link.
    const owner = link.mismatched
      ? this.accounts.active
      : (link.model?.account ?? this.accounts.active);
    const { typed: email, same } = typeEmail(owner.email, step.email);
    const { password, confirmation, valid } = newPassword(step.password);
    const before = await this.snapshot();
    const answer = await this.send(
      `reset password: ${step.link} link${step.expire ? ' (expired)' : ''}, ` +
        `email ${step.email.kind}, ${step.password.kind} password`,
      '/api/admin/auth/reset-password',
      { email, token: link.token, password, password_confirmation: confirmation },
      step.ip,
    );
    if (!isEmailValid(step.email, answer) || !valid) {
      this.expect(answer, 422);
      if (isTokenError(answer)) this.fail('expected the form to be refused before the link');
      return this.assertUnchanged(before, 'refused with 422');
    }
    const keys = [
      `reset-link:${email.trim().toLowerCase()}`,
      `reset-link-ip:${this.address(step.ip)}`,
    ];
    if (
      this.isThrottled([
        [keys[0]!, this.world.limits.resetLink],
        [keys[1]!, this.world.limits.resetLinkIp],
      ])
    ) {
      this.expect(answer, 429, AUTH_MESSAGES.tooManyResetAttempts);
      return this.assertUnchanged(before, 'throttled');
    }
    const m = link.model;
    if (!m || link.mismatched || !same || m.used || m.expired) {
      this.expect(answer, 422, AUTH_MESSAGES.resetLinkInvalid);
      this.count(keys);
      return this.assertUnchanged(before, 'refused a bad reset link');
    }
    this.expect(answer, 200, AUTH_MESSAGES.passwordReset);
    m.used = true;
    await this.afterReset(m.account, password);
  }

  /**
   * After a reset of `account` to `password`: signed out everywhere, the old password fails and
   * the new one works (tried from addresses no throttle has seen).
   */
  private async afterReset(account: Account, password: string): Promise<void> {
    const old = account.password;
    account.password = password;
    for (const token of this.tokens) if (token.account === account) token.revoked = true;
    // A challenge won with the old password is no way in either.
    for (const challenge of this.challenges)
      if (challenge.account === account) challenge.used = true;
    const sessions = await this.t.database.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('admin_id', '=', account.id)
      .execute();
    if (sessions.length > 0) this.fail('a reset must end every session of the account');
    if (old !== null && old !== password) {
      await this.play({
        kind: 'login',
        who: account.label,
        email: { kind: 'exact' },
        password: { kind: 'other', value: old },
        ip: this.freshIp(),
      });
    }
    await this.play({
      kind: 'login',
      who: account.label,
      email: { kind: 'exact' },
      password: { kind: 'right' },
      ip: this.freshIp(),
    });
  }

  /** A reset link of the run; `mismatched`: a real link of another account than the email's. */
  private chooseLink(choice: LinkChoice): {
    token: string;
    model: Link | null;
    mismatched: boolean;
  } {
    const latest = this.resetLinks.at(-1);
    const oldest = this.resetLinks[0];
    const garbage = {
      token: `garbage-${this.run}-${this.resetLinks.length}`,
      model: null,
      mismatched: false,
    };
    const real = (link: Link | undefined) =>
      link ? { token: link.token, model: link, mismatched: false } : garbage;
    switch (choice) {
      case 'latest':
        return real(latest);
      case 'oldest':
        return real(oldest);
      case 'mutated':
        return latest ? { ...garbage, token: mutate(latest.token) } : garbage;
      case 'garbage':
        return garbage;
      case 'other-account': {
        const other = this.resetLinks.find((l) => l.account !== this.accounts.active);
        return other ? { token: other.token, model: other, mismatched: true } : garbage;
      }
    }
  }

  private async accept(step: Extract<Step, { kind: 'accept' }>): Promise<void> {
    const invitation = this.invitation!;
    if (step.expire && !invitation.expired) {
      await this.t.database.db
        .updateTable('admin_invitations')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', sha256(invitation.token))
        .execute();
      invitation.expired = true;
    }
    const token =
      step.link === 'real'
        ? invitation.token
        : step.link === 'mutated'
          ? mutate(invitation.token)
          : `garbage-${this.run}`;
    const account = this.accounts[step.who];
    const { typed: email, same } = typeEmail(account.email, step.email);
    const { password, confirmation, valid } = newPassword(step.password);
    const before = await this.snapshot();
    const answer = await this.send(
      `accept invitation: ${step.link} link${invitation.expired ? ' (expired)' : ''} ` +
        `as ${step.who} (email ${step.email.kind}), ${step.password.kind} password`,
      '/api/admin/admins/invitation/accept',
      { email, token, password, password_confirmation: confirmation },
      step.ip,
    );
    if (!isEmailValid(step.email, answer) || !valid) {
      this.expect(answer, 422);
      if (isTokenError(answer)) this.fail('expected the form to be refused before the link');
      return this.assertUnchanged(before, 'refused with 422');
    }
    const typed = email.trim().toLowerCase();
    const ip = this.address(step.ip);
    const keys: [string, number][] = [
      [`invitation:${typed}|${ip}`, this.world.limits.invitation],
      [`invitation-ip:${ip}`, this.world.limits.invitationIp],
      [`invitation-email:${typed}`, this.world.limits.invitationEmail],
    ];
    if (this.isThrottled(keys)) {
      this.expect(answer, 429, ADMIN_MESSAGES.tooManyAttempts);
      return this.assertUnchanged(before, 'throttled');
    }
    const right =
      step.link === 'real' &&
      same &&
      account === invitation.account &&
      account.status === 'invited' &&
      !invitation.used &&
      !invitation.expired;
    if (!right) {
      this.expect(answer, 422, ADMIN_MESSAGES.invitationInvalid);
      this.count(keys.map(([key]) => key));
      return this.assertUnchanged(before, 'refused a bad invitation link');
    }
    this.expect(answer, 200, ADMIN_MESSAGES.accepted);
    invitation.used = true;
    account.status = 'active';
    account.password = password;
    await this.play({
      kind: 'login',
      who: account.label,
      email: { kind: 'exact' },
      password: { kind: 'right' },
      ip: this.freshIp(),
    });
  }

  /**
   * Two requests at once for one single-use thing (a reset link, the invitation, a recovery code),
   * each from its own address: one succeeds, the other is refused, and the model follows the
   * winner. Skipped while the run has no such thing unused.
   */
  private async race(step: Extract<Step, { kind: 'race' }>): Promise<void> {
    const [first, second] = step.passwords.map((p) => newPassword({ kind: 'valid', value: p }));
    if (!first!.valid || !second!.valid || first!.password === second!.password) return;
    const ips = [this.freshIp(), this.freshIp()] as const;
    if (step.what === 'reset-link') {
      const link = this.resetLinks.findLast((l) => !l.used && !l.expired);
      if (!link) return;
      const body = (password: string) => ({
        email: link.account.email,
        token: link.token,
        password,
        password_confirmation: password,
      });
      const answers = await Promise.all(
        [first!, second!].map((p, i) =>
          this.send(
            `race: reset link ${i + 1}`,
            '/api/admin/auth/reset-password',
            body(p.password),
            ips[i]!,
          ),
        ),
      );
      const winner = this.oneWinner(answers, 422, AUTH_MESSAGES.resetLinkInvalid);
      // Whether the loser was refused before or after the winner committed decides whether its
      // refusal was counted against the email: read the count instead of guessing it.
      const key = `reset-link:${link.account.email}`;
      this.failures.set(key, await this.storedFailures(key));
      link.used = true;
      await this.afterReset(link.account, [first!, second!][winner]!.password);
      // And the password the loser sent is not the account's.
      await this.play({
        kind: 'login',
        who: link.account.label,
        email: { kind: 'exact' },
        password: { kind: 'other', value: [first!, second!][1 - winner]!.password },
        ip: this.freshIp(),
      });
    } else if (step.what === 'invitation') {
      const invitation = this.invitation!;
      if (invitation.used || invitation.expired || invitation.account.status !== 'invited') return;
      const body = (password: string) => ({
        email: invitation.account.email,
        token: invitation.token,
        password,
        password_confirmation: password,
      });
      const answers = await Promise.all(
        [first!, second!].map((p, i) =>
          this.send(
            `race: invitation ${i + 1}`,
            '/api/admin/admins/invitation/accept',
            body(p.password),
            ips[i]!,
          ),
        ),
      );
      const winner = this.oneWinner(answers, 422, ADMIN_MESSAGES.invitationInvalid);
      const email = invitation.account.email;
      const loser = this.address(ips[1 - winner]!);
      this.count([
        `invitation:${email}|${loser}`,
        `invitation-ip:${loser}`,
        `invitation-email:${email}`,
      ]);
      invitation.used = true;
      invitation.account.status = 'active';
      invitation.account.password = [first!, second!][winner]!.password;
      await this.play({
        kind: 'login',
        who: 'invited',
        email: { kind: 'exact' },
        password: { kind: 'right' },
        ip: this.freshIp(),
      });
    } else {
      const account = this.accounts.active;
      const code = account.totp?.recoveryCodes[0];
      if (!code) return;
      const perAdmin: [string, number] = [
        `second-factor:${account.id}`,
        this.world.limits.secondFactor,
      ];
      if (this.isThrottled([perAdmin])) return;
      const challenges: string[] = [];
      for (const ip of ips) {
        const login = await this.send(
          'race: login',
          '/api/admin/auth/login',
          { email: account.email, password: account.password },
          ip,
        );
        this.expect(login, 200, undefined, 'challenge');
        challenges.push((login.json as { data: { challenge: string } }).data.challenge);
      }
      const answers = await Promise.all(
        challenges.map((challenge, i) =>
          this.send(
            `race: recovery code ${i + 1}`,
            '/api/admin/auth/two-factor',
            { challenge, recovery_code: code },
            ips[i]!,
          ),
        ),
      );
      const winner = this.oneWinner(answers, 401, TWO_FACTOR_MESSAGES.wrongRecoveryCode);
      const loser = this.address(ips[1 - winner]!);
      this.count([`login:${account.email}|${loser}`, `login-ip:${loser}`, perAdmin[0]]);
      account.totp!.recoveryCodes = account.totp!.recoveryCodes.filter((c) => c !== code);
      this.usedRecoveryCodes.push(code);
      // The loser's challenge was not used up (its refusal rolled back): it stays open.
      this.challenges.push({
        value: challenges[1 - winner]!,
        account,
        used: false,
        expired: false,
      });
      const token = (answers[winner]!.json as { data: { token: string } }).data.token;
      this.tokens.push({ value: token, account, revoked: false });
      await this.checkToken(this.tokens.at(-1)!);
    }
  }

  /** Exactly one of two racing answers is a 200, the other this refusal: the winner's index. */
  private oneWinner(answers: Answer[], status: number, message: string): number {
    const winners = answers.filter((a) => a.status === 200).length;
    if (winners !== 1) this.fail(`a single-use thing used at once twice: ${winners} successes`);
    const winner = answers.findIndex((a) => a.status === 200);
    this.expect(answers[1 - winner]!, status, message, 'race lost');
    this.expect(answers[winner]!, 200, undefined, 'race won');
    return winner;
  }

  private async storedFailures(key: string): Promise<number> {
    const row = await this.t.database.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('throttle_key', '=', key)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Every token the run was given opens what it should, and no revoked one opens anything. */
  private async useTokens(): Promise<void> {
    for (const token of this.tokens) await this.checkToken(token);
  }

  /**
   * A token: revoked → 401; else the details of its own account, and either everything its role
   * may open or, while its role requires a second factor not yet set up, only enrolment.
   */
  private async checkToken(token: Token): Promise<void> {
    const ip = this.freshIp();
    const details = await this.send(
      'use a token: details',
      '/api/admin/auth/details',
      undefined,
      ip,
      {
        token: token.value,
      },
    );
    const current = this.current;
    this.current = 'token';
    try {
      await this.checkTokenAnswers(token, details, ip, { token: token.value });
      if (!token.cookies) return;
      this.current = 'session';
      const session = await this.send(
        'use a session: details',
        '/api/admin/auth/details',
        undefined,
        ip,
        { cookies: token.cookies },
      );
      await this.checkTokenAnswers(token, session, ip, { cookies: token.cookies });
    } finally {
      this.current = current;
    }
  }

  private async checkTokenAnswers(
    token: Token,
    details: Answer,
    ip: number,
    as: { token: string } | { cookies: Record<string, string> },
  ): Promise<void> {
    if (token.revoked) return this.expect(details, 401, AUTH_MESSAGES.unauthenticated, 'revoked');
    this.expect(details, 200);
    const data = (details.json as { data: { id: number; two_factor: { required: boolean } } }).data;
    if (data.id !== token.account.id) this.fail('the token signs in another account');
    const account = token.account;
    const limited = account.totp === null && this.policyRequires.has(account.role);
    if (data.two_factor.required !== this.policyRequires.has(account.role)) {
      this.fail('details.two_factor.required must follow the policy');
    }
    const endpoint = readableEndpoint(account.role);
    if (!endpoint) return;
    const other = await this.send(`use it: ${endpoint.name}`, endpoint.path, undefined, ip, as);
    if (limited) this.expect(other, 403, PERMISSION_MESSAGES.enrolTwoFactorFirst, 'enrol first');
    else this.expect(other, 200, undefined, 'full access');
  }

  /**
   * The same refused call for a known account (from one address) and for the unknown email (from
   * another, whose counts are the same): attempt `i` of a family.
   */
  async twins(
    family: 'login' | 'forgot' | 'reset' | 'accept',
    known: AccountLabel,
    variant: EmailVariant,
    i: number,
  ): Promise<[Answer, Answer]> {
    const call = (label: AccountLabel, ip: number) => {
      const account = this.accounts[label];
      const { typed: email } = typeEmail(account.email, variant);
      const knownAccount = this.accounts[known];
      switch (family) {
        case 'login':
          // A deactivated admin's right password is answered as a wrong one.
          return this.send(
            `twin login ${i} as ${label}`,
            '/api/admin/auth/login',
            {
              email,
              password:
                knownAccount.status === 'deactivated' ? knownAccount.password : `wrong ${i}`,
            },
            ip,
          );
        case 'forgot':
          return this.send(
            `twin forgot ${i} as ${label}`,
            '/api/admin/auth/forgot-password',
            { email },
            ip,
          );
        case 'reset':
          return this.send(
            `twin reset ${i} as ${label}`,
            '/api/admin/auth/reset-password',
            {
              email,
              token: `twin-${this.run}-${i}`,
              password: 'twin password',
              password_confirmation: 'twin password',
            },
            ip,
          );
        case 'accept':
          return this.send(
            `twin accept ${i} as ${label}`,
            '/api/admin/admins/invitation/accept',
            {
              email,
              token: `twin-${this.run}-${i}`,
              password: 'twin password',
              password_confirmation: 'twin password',
            },
            ip,
          );
      }
    };
    const a = await call(known, 50);
    const b = await call('unknown', 51);
    if (a.status < 400 && family !== 'forgot')
      this.fail(`a ${family} with a bad credential succeeded`);
    return [a, b];
  }

  /** Enrols an account in 2FA through the API, as the admin app does. */
  async enrol(account: Account): Promise<void> {
    const ip = this.freshIp();
    const login = await this.send(
      'enrol: login',
      '/api/admin/auth/login',
      { email: account.email, password: account.password },
      ip,
    );
    this.expect(login, 200);
    const token = (login.json as { data: { token: string } }).data.token;
    const setup = await this.send('enrol: setup', '/api/admin/account/two-factor/setup', {}, ip, {
      token,
    });
    this.expect(setup, 200);
    const secret = (setup.json as { data: { secret: string } }).data.secret;
    const step = totpStep();
    const confirm = await this.send(
      'enrol: confirm',
      '/api/admin/account/two-factor/confirm',
      { code: totpCode(secret, step) },
      ip,
      { token },
    );
    this.expect(confirm, 200);
    const codes = (confirm.json as { data: { recovery_codes: string[] } }).data.recovery_codes;
    account.totp = { secret, lastStep: step, recoveryCodes: codes };
    this.tokens.push({ value: token, account, revoked: false });
  }
}

/** A GET every admin of the role may call that is not part of enrolment. */
function readableEndpoint(role: Role): Endpoint | undefined {
  return allEndpoints.find(
    (e) =>
      e.method === 'GET' &&
      e.access === 'admin' &&
      !e.path.includes(':') &&
      !e.query &&
      e.permission !== undefined &&
      can(role, e.permission) &&
      !opensBeforeEnrolment(e),
  );
}

const garbageChallenge = () => ({ value: 'not-a-challenge', model: null });

/** The step whose code `code` is, near `around`. */
function stepOf(secret: string, code: string, around: number): number {
  for (const d of [1, 0, -1, 2]) if (totpCode(secret, around + d) === code) return around + d;
  return around;
}

/**
 * Whether the typed email passes the contract's schema: a look-alike may or may not (the answer
 * tells: a 422 naming the email); a too long one never does.
 */
function isEmailValid(variant: EmailVariant, answer: Answer): boolean {
  if (variant.kind === 'huge') return false;
  if (variant.kind !== 'lookalike') return true;
  const errors = (answer.json as { errors?: object } | null)?.errors ?? {};
  return !(answer.status === 422 && Object.keys(errors).includes('email'));
}

const isTokenError = (answer: Answer) =>
  Object.keys((answer.json as { errors?: object } | null)?.errors ?? {}).includes('token');

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);
