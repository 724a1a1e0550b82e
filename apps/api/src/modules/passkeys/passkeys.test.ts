import {
  AUTH_MESSAGES,
  PASSKEY_MESSAGES,
  PERMISSION_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from '@job-board/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../../lib/totp.js';
import { ADMIN, buildTestApp, type TestApp } from '../../testing/test-app.js';
import { VirtualAuthenticator } from '../../testing/virtual-authenticator.js';

let t: TestApp;
let site: { origin: string; rpId: string };
beforeEach(async () => {
  t = await buildTestApp();
  site = { origin: t.config.webAuthnOrigins[0]!, rpId: t.config.webAuthnRpId };
});
afterEach(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function post(url: string, token: string | null, payload: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
}
const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

type Options = { challenge: string; [key: string]: unknown };
const optionsOf = (response: { statusCode: number; json(): unknown; body: string }): Options => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Options }).data;
};

/** Adds a passkey made by `authenticator` for the admin signed in with `token`. */
async function addPasskey(token: string, authenticator: VirtualAuthenticator, name = 'Laptop') {
  const options = optionsOf(await post('/api/admin/account/passkeys/options', token));
  return post('/api/admin/account/passkeys', token, {
    name,
    credential: authenticator.create(options),
  });
}

/** Signs in with a passkey alone; `index` picks the authenticator's credential. */
async function passkeySignIn(authenticator: VirtualAuthenticator, index = 0) {
  const options = optionsOf(await post('/api/admin/auth/passkey/options', null));
  return post('/api/admin/auth/passkey', null, { credential: authenticator.get(options, index) });
}

const tokenOf = (response: { json(): unknown }) =>
  (response.json() as { data: { token: string } }).data.token;

async function auditActions() {
  return t.database.db
    .selectFrom('audit_log')
    .select(['action', 'entity_id', 'summary'])
    .orderBy('id')
    .execute();
}

async function setPolicy(token: string, roles: Record<string, boolean>, passkeyRoles?: object) {
  const base = {
    owner: false,
    admin: false,
    kyc_reviewer: false,
    content_editor: false,
    support: false,
  };
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/two-factor-policy',
    headers: bearer(token),
    payload: {
      roles: { ...base, ...roles },
      ...(passkeyRoles && { passkey_roles: { ...base, ...passkeyRoles } }),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('adding a passkey', () => {
  it('offers options for this site that ask for user verification and a discoverable key', async () => {
    const token = await t.loginAs();
    const options = optionsOf(await post('/api/admin/account/passkeys/options', token));
    expect(options).toMatchObject({
      rp: { id: site.rpId, name: 'Job Board' },
      user: { name: ADMIN.email, displayName: ADMIN.name },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
  });

  it('keeps a verified passkey, lists it, counts it in the details and audits it', async () => {
    const token = await t.loginAs();
    const added = await addPasskey(token, new VirtualAuthenticator(site), 'Work laptop');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      result: true,
      message: PASSKEY_MESSAGES.added,
      data: { name: 'Work laptop', synced: false, last_used_at: null },
    });

    const listed = (await get('/api/admin/account/passkeys', token)).json().data;
    expect(listed).toEqual([added.json().data]);
    const details = (await get('/api/admin/auth/details', token)).json().data;
    expect(details.two_factor).toEqual({
      enabled: false,
      required: false,
      passkeys: 1,
      passkey_required: false,
    });
    const stored = await t.database.db.selectFrom('admin_passkeys').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.public_key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await auditActions()).map((row) => row.action)).toContain('passkey-added');

    // Registering it again is excluded by the next options, and refused by the server.
    const next = optionsOf(await post('/api/admin/account/passkeys/options', token));
    expect(next.excludeCredentials).toEqual([
      { id: stored[0]!.credential_id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('refuses an answer used twice, made for another admin, from another site or without verification', async () => {
    const token = await t.loginAs();
    const otherToken = await t.loginAs({ email: 'other@example.com', role: 'admin' });
    const authenticator = new VirtualAuthenticator(site);

    const options = optionsOf(await post('/api/admin/account/passkeys/options', token));
    const credential = authenticator.create(options);
    const body = { name: 'Laptop', credential };
    expect((await post('/api/admin/account/passkeys', token, body)).statusCode).toBe(200);
    const replay = await post('/api/admin/account/passkeys', token, body);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.credential).toEqual([PASSKEY_MESSAGES.challengeInvalid]);

    const othersOptions = optionsOf(await post('/api/admin/account/passkeys/options', otherToken));
    const stolen = await post('/api/admin/account/passkeys', token, {
      name: 'Laptop',
      credential: authenticator.create(othersOptions),
    });
    expect(stolen.json().errors.credential).toEqual([PASSKEY_MESSAGES.challengeInvalid]);

    for (const fake of [
      new VirtualAuthenticator({ ...site, origin: 'https://phishing.example' }),
      new VirtualAuthenticator({ ...site, rpId: 'phishing.example' }),
      new VirtualAuthenticator(site, { userVerified: false }),
    ]) {
      const refused = await addPasskey(token, fake);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.credential).toEqual([PASSKEY_MESSAGES.notVerified]);
    }
    const named = await addPasskey(token, authenticator, '<b>mine</b>');
    expect(named.statusCode).toBe(422);
    expect(named.json().errors.name).toBeDefined();

    expect(await t.database.db.selectFrom('admin_passkeys').selectAll().execute()).toHaveLength(1);
    const admin = await t.database.db
      .selectFrom('admins')
      .select('passkey_count')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(Number(admin.passkey_count)).toBe(1);
  });
});

describe('signing in with a passkey', () => {
  it('signs in with the passkey alone, once per challenge, and records it', async () => {
    const token = await t.loginAs();
    const authenticator = new VirtualAuthenticator(site);
    await addPasskey(token, authenticator);

    const options = optionsOf(await post('/api/admin/auth/passkey/options', null));
    expect(options).toMatchObject({ rpId: site.rpId, userVerification: 'required' });
    const credential = authenticator.get(options);
    const signedIn = await post('/api/admin/auth/passkey', null, { credential });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().message).toBe(AUTH_MESSAGES.loginSuccessful);
    const details = await get('/api/admin/auth/details', tokenOf(signedIn));
    expect(details.json().data.email).toBe(ADMIN.email);

    const replay = await post('/api/admin/auth/passkey', null, { credential });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(PASSKEY_MESSAGES.challengeInvalid);

    const [passkey] = (await get('/api/admin/account/passkeys', token)).json().data;
    expect(passkey.last_used_at).not.toBeNull();
    const signIn = (await auditActions()).filter((row) => row.action === 'sign-in').at(-1);
    expect(JSON.parse(signIn!.summary!)).toMatchObject({
      second_factor: 'passkey',
      with_password: false,
    });
  });

  it('refuses a forged signature, an unknown passkey and a deactivated admin, and throttles guesses', async () => {
    const token = await t.loginAs();
    const authenticator = new VirtualAuthenticator(site);
    await addPasskey(token, authenticator);

    // A signature from another key over the right challenge.
    const options = optionsOf(await post('/api/admin/auth/passkey/options', null));
    const forger = new VirtualAuthenticator(site);
    forger.create({ challenge: 'unused' });
    const forged = forger.get(options);
    const genuine = authenticator.get(options);
    const response = await post('/api/admin/auth/passkey', null, {
      credential: { ...forged, id: genuine.id, rawId: genuine.rawId },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(PASSKEY_MESSAGES.notVerified);

    const unknown = await passkeySignIn(forger);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(PASSKEY_MESSAGES.unknownPasskey);

    await t.database.db
      .updateTable('admins')
      .set({ status: 'deactivated' })
      .where('email', '=', ADMIN.email)
      .execute();
    expect((await passkeySignIn(authenticator)).statusCode).toBe(401);

    // Each wrong answer counts against the address, at the options or at the answer.
    const attempt = async () => {
      const started = await post('/api/admin/auth/passkey/options', null);
      if (started.statusCode !== 200) return started;
      return post('/api/admin/auth/passkey', null, { credential: forger.get(optionsOf(started)) });
    };
    let last = await attempt();
    for (let i = 0; i < 40 && last.statusCode !== 429; i++) last = await attempt();
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('finishes a password sign-in as its second factor, with the same admin and login only', async () => {
    const token = await t.loginAs();
    const authenticator = new VirtualAuthenticator(site);
    await addPasskey(token, authenticator);
    const otherToken = await t.loginAs({ email: 'other@example.com', role: 'admin' });
    const othersKey = new VirtualAuthenticator(site);
    await addPasskey(otherToken, othersKey);

    const login = await post('/api/admin/auth/login', null, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(login.json()).toMatchObject({
      message: AUTH_MESSAGES.passkeyRequired,
      data: { two_factor_required: true, methods: ['passkey'] },
    });
    const { challenge } = login.json().data;
    const options = optionsOf(await post('/api/admin/auth/passkey/options', null, { challenge }));
    expect(options.allowCredentials).toHaveLength(1);

    const wrongAdmin = await post('/api/admin/auth/passkey', null, {
      challenge,
      credential: othersKey.get(options),
    });
    expect(wrongAdmin.statusCode).toBe(401);

    const again = optionsOf(await post('/api/admin/auth/passkey/options', null, { challenge }));
    const finished = await post('/api/admin/auth/passkey', null, {
      challenge,
      credential: authenticator.get(again),
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const used = await post('/api/admin/auth/passkey/options', null, { challenge });
    expect(used.statusCode).toBe(401);
    expect(used.json().message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);
  });
});

describe('the passkey policy', () => {
  it('keeps an admin of a role that requires a passkey to enrolment until they add one', async () => {
    const ownerToken = await t.loginAs();
    const policy = await setPolicy(ownerToken, {}, { admin: true });
    expect(policy.roles.admin).toBe(true);
    expect(policy.passkey_roles.admin).toBe(true);

    const token = await t.loginAs({ email: 'second@example.com', role: 'admin' });
    const refused = await get('/api/admin/users', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PERMISSION_MESSAGES.enrolPasskeyFirst);
    const details = (await get('/api/admin/auth/details', token)).json().data;
    expect(details.two_factor).toMatchObject({ passkeys: 0, passkey_required: true });

    // An authenticator app does not meet it.
    const setup = await post('/api/admin/account/two-factor/setup', token);
    const code = totpCode(setup.json().data.secret, totpStep());
    expect((await post('/api/admin/account/two-factor/confirm', token, { code })).statusCode).toBe(
      200,
    );
    expect((await get('/api/admin/users', token)).statusCode).toBe(403);

    const authenticator = new VirtualAuthenticator(site);
    expect((await addPasskey(token, authenticator)).statusCode).toBe(200);
    expect((await get('/api/admin/users', token)).statusCode).toBe(200);

    // From now on the code is refused at sign-in: only the passkey finishes it.
    const login = await post('/api/admin/auth/login', null, {
      email: 'second@example.com',
      password: ADMIN.password,
    });
    expect(login.json().data.methods).toEqual(['passkey']);
    const byCode = await post('/api/admin/auth/two-factor', null, {
      challenge: login.json().data.challenge,
      code: totpCode(setup.json().data.secret, totpStep() + 1),
    });
    expect(byCode.statusCode).toBe(401);
    expect(byCode.json().message).toBe(PASSKEY_MESSAGES.passkeyRequired);
  });

  it("refuses to require a passkey of the owner's own role before they have one", async () => {
    const ownerToken = await t.loginAs();
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/two-factor-policy',
      headers: bearer(ownerToken),
      payload: {
        roles: {
          owner: false,
          admin: false,
          kyc_reviewer: false,
          content_editor: false,
          support: false,
        },
        passkey_roles: {
          owner: true,
          admin: false,
          kyc_reviewer: false,
          content_editor: false,
          support: false,
        },
      },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(PASSKEY_MESSAGES.ownRoleWithoutPasskey);
    await addPasskey(ownerToken, new VirtualAuthenticator(site));
    expect((await setPolicy(ownerToken, {}, { owner: true })).passkey_roles.owner).toBe(true);
  });

  it('lets an admin whose role requires a second factor turn the app off once a passkey meets it', async () => {
    const ownerToken = await t.loginAs();
    await setPolicy(ownerToken, { admin: true });
    const token = await t.loginAs({ email: 'second@example.com', role: 'admin' });
    const setup = await post('/api/admin/account/two-factor/setup', token);
    const code = totpCode(setup.json().data.secret, totpStep());
    await post('/api/admin/account/two-factor/confirm', token, { code });
    const disable = () =>
      post('/api/admin/account/two-factor/disable', token, { password: ADMIN.password });

    const refused = await disable();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.requiredByRole);
    await addPasskey(token, new VirtualAuthenticator(site));
    expect((await disable()).statusCode).toBe(200);
    const details = (await get('/api/admin/auth/details', token)).json().data;
    expect(details.two_factor).toMatchObject({ enabled: false, required: true, passkeys: 1 });
    expect((await get('/api/admin/users', token)).statusCode).toBe(200);
  });

  it('keeps the passkey rules when a client saves the policy without them', async () => {
    const ownerToken = await t.loginAs();
    await setPolicy(ownerToken, {}, { kyc_reviewer: true });
    const saved = await setPolicy(ownerToken, { admin: true });
    expect(saved.passkey_roles.kyc_reviewer).toBe(true);
    expect(saved.roles).toMatchObject({ kyc_reviewer: true, admin: true });
    const audit = (await auditActions()).filter((row) => row.action === 'two-factor-policy');
    // The audit row lists what changed only: the passkey rule, kept, is not among it.
    expect(JSON.parse(audit.at(-1)!.summary!)).toEqual({
      before: { admin: false },
      after: { admin: true },
    });
  });
});

describe('removing a passkey', () => {
  it('asks for the password and never removes the last passkey a role requires', async () => {
    const token = await t.loginAs();
    const authenticator = new VirtualAuthenticator(site);
    await addPasskey(token, authenticator, 'Laptop');
    await addPasskey(token, authenticator, 'Phone');
    await setPolicy(token, {}, { owner: true });
    const [laptop, phone] = (await get('/api/admin/account/passkeys', token)).json().data;

    const wrong = await post(`/api/admin/account/passkeys/${laptop.id}/remove`, token, {
      password: 'not it',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual([PASSKEY_MESSAGES.wrongPassword]);

    const removed = await post(`/api/admin/account/passkeys/${laptop.id}/remove`, token, {
      password: ADMIN.password,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const last = await post(`/api/admin/account/passkeys/${phone.id}/remove`, token, {
      password: ADMIN.password,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(PASSKEY_MESSAGES.lastRequiredPasskey);
    expect((await get('/api/admin/account/passkeys', token)).json().data).toEqual([phone]);
    const missing = await post(`/api/admin/account/passkeys/${laptop.id}/remove`, token, {
      password: ADMIN.password,
    });
    expect(missing.statusCode).toBe(404);
    expect((await passkeySignIn(authenticator, 0)).statusCode).toBe(401);
    expect((await passkeySignIn(authenticator, 1)).statusCode).toBe(200);
  });

  it('lets two removals at once leave the one passkey the role requires', async () => {
    const token = await t.loginAs();
    const authenticator = new VirtualAuthenticator(site);
    for (const name of ['One', 'Two', 'Three']) await addPasskey(token, authenticator, name);
    await setPolicy(token, {}, { owner: true });
    const keys = (await get('/api/admin/account/passkeys', token)).json().data as { id: number }[];
    const answers = await Promise.all(
      keys.map((key) =>
        post(`/api/admin/account/passkeys/${key.id}/remove`, token, { password: ADMIN.password }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409]);
    const left = await t.database.db.selectFrom('admin_passkeys').selectAll().execute();
    expect(left).toHaveLength(1);
    const admin = await t.database.db
      .selectFrom('admins')
      .select('passkey_count')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(Number(admin.passkey_count)).toBe(1);
  });

  it("goes with the rest of an admin's second factors when an owner resets them", async () => {
    const ownerToken = await t.loginAs();
    const token = await t.loginAs({ email: 'lost@example.com', role: 'admin' });
    const authenticator = new VirtualAuthenticator(site);
    await addPasskey(token, authenticator);
    const id = (await get('/api/admin/auth/details', token)).json().data.id;

    const reset = await post(`/api/admin/admins/${id}/two-factor/reset`, ownerToken);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await get('/api/admin/auth/details', token)).statusCode).toBe(401);
    expect((await passkeySignIn(authenticator)).statusCode).toBe(401);
    const login = await post('/api/admin/auth/login', null, {
      email: 'lost@example.com',
      password: ADMIN.password,
    });
    expect(login.json().data.token).toBeDefined();
  });
});
