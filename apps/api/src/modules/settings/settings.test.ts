import { AUTH_MESSAGES, SETTINGS_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSetting } from '../../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const save = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/settings/save', headers: auth(), payload });
const storedRow = (config: string) =>
  t.database.db
    .selectFrom('settings')
    .selectAll()
    .where('config_name', '=', config)
    .executeTakeFirst();
const settingAudit = () =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'entity', 'entity_id', 'summary'])
    .where('entity', '=', 'setting')
    .orderBy('id')
    .execute();

const SECRET = 'super-secret-recaptcha-key-123';

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const db = t.database.db;
  await insertSetting(db, { config_name: 'app_name', value: 'Job Board', setting_tab: 'general' });
  await insertSetting(db, {
    config_name: 'website_webhook_url',
    value: 'https://www.example.com/hook',
    setting_tab: 'general',
  });
  await insertSetting(db, {
    config_name: 'recaptcha_active',
    value: '1',
    setting_tab: 'application',
  });
});
afterAll(async () => {
  await t.close();
});

const general = (webhook: boolean) => [
  { config: 'app_name', name: 'App Name', value: 'Job Board' },
  { config: 'address', name: 'Address', value: null },
  { config: 'phone', name: 'Phone', value: null },
  { config: 'email', name: 'Email', value: null },
  { config: 'app_url_android', name: 'Android App URL', value: null },
  { config: 'app_url_ios', name: 'iOS App URL', value: null },
  ...(webhook
    ? [
        {
          config: 'website_webhook_url',
          name: 'Website Webhook URL',
          value: 'https://www.example.com/hook',
        },
      ]
    : []),
];

describe('GET /api/settings/general', () => {
  it('shows the public every general setting but the webhook URL, in a fixed order', async () => {
    const response = await t.app.inject({ url: '/api/settings/general' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: general(false) });
    expect(response.body).not.toContain('webhook');
  });

  it('shows a signed-in admin the webhook URL too, by bearer token or session', async () => {
    const byToken = await t.app.inject({ url: '/api/settings/general', headers: auth() });
    expect(byToken.json()).toEqual({ data: general(true) });

    const { cookies } = await t.signInWithCookies();
    const bySession = await t.app.inject({ url: '/api/settings/general', cookies });
    expect(bySession.json()).toEqual({ data: general(true) });
  });

  it('treats an invalid token as the public', async () => {
    const response = await t.app.inject({
      url: '/api/settings/general',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.json()).toEqual({ data: general(false) });
  });
});

describe('GET /api/settings/application', () => {
  it('answers data.data with booleans as booleans and the secret never sent', async () => {
    const before = await t.app.inject({ url: '/api/settings/application', headers: auth() });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      result: true,
      data: {
        data: [
          { config: 'recaptcha_active', name: 'reCAPTCHA Active', value: true },
          { config: 'recaptcha_site_key', name: 'reCAPTCHA Site Key', value: null },
          {
            config: 'recaptcha_secret_key',
            name: 'reCAPTCHA Secret Key',
            value: null,
            has_value: false,
          },
        ],
      },
    });

    expect(
      (
        await save({
          config_name: 'recaptcha_secret_key',
          display_name: 'reCAPTCHA Secret Key',
          value: SECRET,
          setting_tab: 'application',
        })
      ).statusCode,
    ).toBe(200);
    const after = await t.app.inject({ url: '/api/settings/application', headers: auth() });
    expect(after.json().data.data[2]).toEqual({
      config: 'recaptcha_secret_key',
      name: 'reCAPTCHA Secret Key',
      value: null,
      has_value: true,
    });
    expect(after.body).not.toContain(SECRET);
  });

  it('is for signed-in admins only', async () => {
    const response = await t.app.inject({ url: '/api/settings/application' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.unauthenticated);
  });
});

describe('POST /api/settings/save', () => {
  it('saves a general setting, keeps the server’s label, and audits the change', async () => {
    const response = await save({
      config_name: 'phone',
      display_name: 'Telephone (renamed by a client)',
      value: ' +1 (415) 555-0134 ',
      setting_tab: 'general',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      data: { config: 'phone', name: 'Phone', value: '+1 (415) 555-0134' },
    });
    const row = await storedRow('phone');
    expect(row).toMatchObject({
      display_name: 'Phone',
      value: '+1 (415) 555-0134',
      setting_tab: 'general',
    });
    const audit = await settingAudit();
    expect(audit.at(-1)).toEqual({
      action: 'update',
      entity: 'setting',
      entity_id: row!.id,
      summary: JSON.stringify({
        config_name: 'phone',
        before: { value: null },
        after: { value: '+1 (415) 555-0134' },
      }),
    });
  });

  it('updates a stored setting in place, and a blank optional one becomes null', async () => {
    const id = (await storedRow('app_name'))!.id;
    const renamed = await save({
      config_name: 'app_name',
      value: 'Hire Hub',
      setting_tab: 'general',
    });
    expect(renamed.json().data).toEqual({
      config: 'app_name',
      name: 'App Name',
      value: 'Hire Hub',
    });
    expect(await storedRow('app_name')).toMatchObject({ id, value: 'Hire Hub' });

    await save({ config_name: 'address', value: '1 Main St', setting_tab: 'general' });
    const cleared = await save({ config_name: 'address', value: '  ', setting_tab: 'general' });
    expect(cleared.json().data).toEqual({ config: 'address', name: 'Address', value: null });
    expect((await storedRow('address'))?.value).toBeNull();
  });

  it('stores recaptcha_active as 0/1 and answers it as a boolean, from a form too', async () => {
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/settings/save',
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'config_name=recaptcha_active&display_name=reCAPTCHA+Active&value=false&setting_tab=application',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({
      config: 'recaptcha_active',
      name: 'reCAPTCHA Active',
      value: false,
    });
    expect((await storedRow('recaptcha_active'))?.value).toBe('0');

    const on = await save({
      config_name: 'recaptcha_active',
      value: true,
      setting_tab: 'application',
    });
    expect(on.json().data.value).toBe(true);
    expect((await storedRow('recaptcha_active'))?.value).toBe('1');
  });

  it('keeps the stored secret when the secret is sent blank, and never audits its value', async () => {
    await save({ config_name: 'recaptcha_secret_key', value: SECRET, setting_tab: 'application' });
    const kept = await save({
      config_name: 'recaptcha_secret_key',
      value: '',
      setting_tab: 'application',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({
      result: true,
      data: {
        config: 'recaptcha_secret_key',
        name: 'reCAPTCHA Secret Key',
        value: null,
        has_value: true,
      },
    });
    expect((await storedRow('recaptcha_secret_key'))?.value).toBe(SECRET);

    const replaced = await save({
      config_name: 'recaptcha_secret_key',
      value: 'another-secret',
      setting_tab: 'application',
    });
    expect(replaced.body).not.toContain('another-secret');
    expect((await storedRow('recaptcha_secret_key'))?.value).toBe('another-secret');

    const audit = (await settingAudit()).filter((row) =>
      row.summary?.includes('recaptcha_secret_key'),
    );
    expect(audit.map((row) => JSON.parse(row.summary!))).toEqual([
      { config_name: 'recaptcha_secret_key', secret: 'replaced' },
      { config_name: 'recaptcha_secret_key', secret: 'replaced' },
      { config_name: 'recaptcha_secret_key', secret: 'kept' },
      { config_name: 'recaptcha_secret_key', secret: 'replaced' },
    ]);
    const everything = JSON.stringify(
      await t.database.db.selectFrom('audit_log').select('summary').execute(),
    );
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain('another-secret');
  });

  it.each([
    ['app_name', '   ', SETTINGS_MESSAGES.required('App Name')],
    ['phone', '555-CALL-NOW', SETTINGS_MESSAGES.phone('Phone')],
    ['phone', '+-()', SETTINGS_MESSAGES.phone('Phone')],
    ['email', 'not-an-email', SETTINGS_MESSAGES.email('Email')],
    ['app_url_android', 'play.google.com/app', SETTINGS_MESSAGES.url('Android App URL')],
    ['app_url_ios', 'javascript:alert(1)', SETTINGS_MESSAGES.url('iOS App URL')],
    ['website_webhook_url', 'ftp://example.com/hook', SETTINGS_MESSAGES.url('Website Webhook URL')],
    ['address', 'x'.repeat(256), SETTINGS_MESSAGES.tooLong('Address', 255)],
  ])('rejects %s = %j with 422 on value', async (config_name, value, message) => {
    const before = await storedRow(config_name);
    const response = await save({ config_name, value, setting_tab: 'general' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ result: false, message, errors: { value: [message] } });
    expect(await storedRow(config_name)).toEqual(before);
  });

  it('rejects a value of reCAPTCHA Active that is not a boolean', async () => {
    const response = await save({
      config_name: 'recaptcha_active',
      value: 'sometimes',
      setting_tab: 'application',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      value: ['The reCAPTCHA Active field must be true or false.'],
    });
  });

  it('accepts blank optional values and valid ones', async () => {
    for (const [config_name, value] of [
      ['email', 'support@example.com'],
      ['app_url_ios', 'https://apps.apple.com/app/id1'],
      ['website_webhook_url', 'http://hooks.example.com/in'],
      ['phone', ''],
    ]) {
      const response = await save({ config_name, value, setting_tab: 'general' });
      expect(response.statusCode, config_name).toBe(200);
    }
  });

  it('refuses an unknown config and a config of the other tab', async () => {
    const unknown = await save({
      config_name: 'smtp_password',
      value: 'x',
      setting_tab: 'general',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      config_name: ['There is no setting named "smtp_password".'],
    });

    const wrongTab = await save({
      config_name: 'recaptcha_site_key',
      value: 'x',
      setting_tab: 'general',
    });
    expect(wrongTab.statusCode).toBe(422);
    expect(wrongTab.json().errors).toEqual({
      setting_tab: ['The reCAPTCHA Site Key setting belongs to the application tab.'],
    });

    const badTab = await save({ config_name: 'app_name', value: 'x', setting_tab: 'other' });
    expect(badTab.json().errors).toEqual({ setting_tab: [SETTINGS_MESSAGES.tabInvalid] });
    expect(await storedRow('smtp_password')).toBeUndefined();
    expect(await storedRow('recaptcha_site_key')).toBeUndefined();
  });

  it('is for signed-in admins only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/settings/save',
      payload: { config_name: 'app_name', value: 'Hacked', setting_tab: 'general' },
    });
    expect(response.statusCode).toBe(401);
    expect((await storedRow('app_name'))?.value).not.toBe('Hacked');
  });
});
