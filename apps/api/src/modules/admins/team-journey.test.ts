import { PERMISSION_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../../lib/totp.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// A colleague's whole way in, through the API only: invited by the owner, sets a password,
// enrols a second factor, signs in with a code and with a recovery code, loses the phone and is
// reset by the owner, signs in again with the password alone; the reviewer's role holds
// throughout (KYC yes, settings no).

let t: TestApp;
let ownerToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.requireTwoFactor(['kyc_reviewer']);
  ownerToken = await t.loginAs();
});
afterAll(async () => {
  await t.close();
});

const REVIEWER = { email: 'kim@example.com', name: 'Kim Reviewer', password: 'kim reviews 2026' };

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });

const login = () =>
  call('POST', '/api/admin/auth/login', null, {
    email: REVIEWER.email,
    password: REVIEWER.password,
  });

async function challenge(): Promise<string> {
  const response = await login();
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({ two_factor_required: true });
  return response.json().data.challenge as string;
}

describe('a KYC reviewer joins the team', () => {
  it('is invited, sets a password, enrols, signs in with a code and a recovery code, and is reset', async () => {
    // Invited by the owner: the link comes by mail.
    const invite = await call('POST', '/api/admin/admins/invite', ownerToken, {
      email: REVIEWER.email,
      name: REVIEWER.name,
      role: 'kyc_reviewer',
    });
    expect(invite.statusCode).toBe(201);
    const reviewerId = invite.json().data.id as number;
    const mail = t.mails.filter((m) => m.to === REVIEWER.email).at(-1)!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);

    // Sets a password through the link, once.
    const accept = (token: string) =>
      call('POST', '/api/admin/admins/invitation/accept', null, {
        email: REVIEWER.email,
        token,
        password: REVIEWER.password,
        password_confirmation: REVIEWER.password,
      });
    expect((await accept(link.searchParams.get('token')!)).statusCode).toBe(200);
    expect((await accept(link.searchParams.get('token')!)).statusCode).toBe(422);

    // First sign-in: the password alone, and the app is told a second factor is required.
    const first = await login();
    expect(first.statusCode).toBe(200);
    const firstToken = first.json().data.token as string;
    const details = await call('GET', '/api/admin/auth/details', firstToken);
    expect(details.json().data).toMatchObject({
      role: 'kyc_reviewer',
      two_factor: { enabled: false, required: true },
    });
    // Until enrolled, that sign-in opens nothing but enrolment.
    const early = await call('GET', '/api/admin/kyc', firstToken);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(PERMISSION_MESSAGES.enrolTwoFactorFirst);

    // Enrols: the secret, a first code, ten recovery codes shown once.
    const setup = await call('POST', '/api/admin/account/two-factor/setup', firstToken);
    const { secret } = setup.json().data as { secret: string };
    const enrolStep = totpStep();
    const confirm = await call('POST', '/api/admin/account/two-factor/confirm', firstToken, {
      code: totpCode(secret, enrolStep),
    });
    expect(confirm.statusCode).toBe(200);
    const recoveryCodes = confirm.json().data.recovery_codes as string[];
    expect(recoveryCodes).toHaveLength(10);
    // The same sign-in now opens what the role holds.
    expect((await call('GET', '/api/admin/kyc', firstToken)).statusCode).toBe(200);

    // Signs in with a code of a later step (the enrolment's code is spent).
    const withCode = await call('POST', '/api/admin/auth/two-factor', null, {
      challenge: await challenge(),
      code: totpCode(secret, enrolStep + 1),
    });
    expect(withCode.statusCode).toBe(200);
    const codeToken = withCode.json().data.token as string;
    expect((await call('GET', '/api/admin/kyc', codeToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/settings/application', codeToken)).statusCode).toBe(403);

    // Signs in with a recovery code, which then works no more.
    const recovery = recoveryCodes[0]!;
    const withRecovery = await call('POST', '/api/admin/auth/two-factor', null, {
      challenge: await challenge(),
      recovery_code: recovery,
    });
    expect(withRecovery.statusCode).toBe(200);
    const reused = await call('POST', '/api/admin/auth/two-factor', null, {
      challenge: await challenge(),
      recovery_code: recovery,
    });
    expect(reused.statusCode).toBe(401);

    // Lost phone: the owner resets the second factor, which ends the reviewer's sign-ins.
    const reset = await call(
      'POST',
      `/api/admin/admins/${reviewerId}/two-factor/reset`,
      ownerToken,
    );
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/auth/details', codeToken)).statusCode).toBe(401);

    // The password alone signs in again, and the app will ask for a new enrolment.
    const again = await login();
    expect(again.statusCode).toBe(200);
    const againToken = again.json().data.token as string;
    const after = await call('GET', '/api/admin/auth/details', againToken);
    expect(after.json().data.two_factor).toEqual({
      enabled: false,
      passkeys: 0,
      required: true,
      passkey_required: false,
    });
    expect((await call('GET', '/api/admin/kyc', againToken)).statusCode).toBe(403);

    // Each step is in the audit log, against the reviewer's record.
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'admin')
      .where('entity_id', '=', reviewerId)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'invite',
      'accept-invitation',
      'sign-in',
      'two-factor-setup',
      'two-factor-enabled',
      'sign-in',
      'sign-in',
      'reset-two-factor',
      'sign-in',
    ]);
  });
});
