import { allEndpoints, SETTING_DEFINITIONS, type Endpoint } from '@job-board/contract';
import type { z } from '@job-board/contract/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApiKey } from '../testing/api-key-fixtures.js';
import { multipartForm } from '../testing/jobs-fixtures.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

/**
 * The text policy (decisions.md, "Hardening"): every text field of every request body is plain
 * text and refuses markup with 422 naming the field, but for the fields below. The walk finds the
 * text fields in the contract's schemas, so a new field is covered (or must be listed here).
 */
const MARKUP = '<b onmouseover=alert(1)>x</b>';

/**
 * How a field that is not plain text treats markup: `format`, refused with 422 naming the field
 * by a format markup never matches (checked below); `late`, refused the same way but only once the
 * rest of the body is valid (the server checks it against stored data); `free`, taken as it is.
 */
type Kind = 'format' | 'late' | 'free';

/** Text fields that hold something other than plain text, by `endpoint field` or `* field`. */
const NOT_PLAIN: Record<string, [Kind, string]> = {
  // Refused by their own checks (a format markup never matches, or stored data): 422 naming them.
  '* email': ['format', 'an email address'],
  '* slug': ['format', 'a slug: lower-case letters, digits and dashes'],
  '* expiration_date': ['format', 'a calendar date'],
  '* expires_at': ['format', 'a date'],
  '* time_zone': ['format', 'an IANA time zone name'],
  '* url': ['format', 'a webhook URL'],
  '* icon_url': ['late', 'an uploaded image URL'],
  '* featured_image': ['late', 'an uploaded image URL'],
  '* img_url': ['late', 'an uploaded image URL'],
  '* code': ['format', 'a six-digit code'],
  '* config_name': ['late', 'a configuration key from a fixed list'],
  '* filter.sort': ['format', 'a sort key from a fixed list'],
  '* filter.registered_from': ['format', 'a date'],
  '* filter.registered_to': ['format', 'a date'],
  '* filter.submitted_from': ['format', 'a date'],
  '* filter.submitted_to': ['format', 'a date'],
  '* filter.expiring_before': ['format', 'a date'],
  '* filter.month': ['format', 'a month (YYYY-MM)'],
  '* state': ['format', "a list's URL query string (a saved view)"],
  '* credential.id': ['format', "a passkey answer's base64url data"],
  '* credential.rawId': ['format', "a passkey answer's base64url data"],
  '* credential.response.clientDataJSON': ['format', "a passkey answer's base64url data"],
  '* credential.response.attestationObject': ['format', "a passkey answer's base64url data"],
  '* credential.response.publicKey': ['format', "a passkey answer's base64url data"],
  '* credential.response.authenticatorData': ['format', "a passkey answer's base64url data"],
  '* credential.response.signature': ['format', "a passkey answer's base64url data"],
  '* credential.response.userHandle': ['format', "a passkey answer's base64url data"],
  // Taken as they are: never shown, or shown through the sanitiser.
  '* password': ['free', 'a secret, never shown; any character is allowed'],
  '* current_password': ['free', 'a secret, never shown'],
  '* password_confirmation': ['free', 'a secret, never shown'],
  '* token': ['free', 'a secret from an email link, compared, never shown'],
  '* challenge': ['free', 'a secret from the sign-in answer, compared, never shown'],
  '* recovery_code': ['free', 'a secret, compared, never shown'],
  'webPages.create body': ['free', 'rich text, sanitised on save'],
  'webPages.update body': ['free', 'rich text, sanitised on save'],
  'blogPosts.create body': ['free', 'rich text, sanitised on save'],
  'blogPosts.update body': ['free', 'rich text, sanitised on save'],
  'jobs.create desc': ['free', 'rich text (the job description), sanitised on save'],
  'jobs.update desc': ['free', 'rich text (the job description), sanitised on save'],
  '* filter.s': ['free', 'a search term, matched as text and never stored'],
  'kyc.bulk filter.id_type': ['free', 'a filter value, matched as text and never stored'],
};

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** What a field is at heart, through optional/nullable wrappers, preprocessing and pipes. */
function coreOf(schema: z.ZodType): Def {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return coreOf(def.innerType!);
  if (def.type === 'pipe') {
    const inner = coreOf(def.in!);
    return inner.type === 'transform' || inner.type === 'unknown' ? coreOf(def.out!) : inner;
  }
  return def;
}

/** The text fields of a body schema, nested objects as `filter.s`. */
function textFields(schema: z.ZodType, prefix = ''): string[] {
  const def = coreOf(schema);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape!).flatMap(([key, field]) => {
    const core = coreOf(field);
    if (core.type === 'string') return [`${prefix}${key}`];
    if (core.type === 'object') return textFields(field, `${prefix}${key}.`);
    return [];
  });
}

const allowed = (endpoint: Endpoint, field: string) =>
  (NOT_PLAIN[`${endpoint.name} ${field}`] ?? NOT_PLAIN[`* ${field}`])?.[0];

const walked = allEndpoints
  .filter((endpoint) => endpoint.body)
  .flatMap((endpoint) => textFields(endpoint.body!).map((field) => ({ endpoint, field })));

let t: TestApp;
let token: string;
let apiKey: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  apiKey = (await insertApiKey(t.database.db)).authorization;
});
afterAll(async () => {
  await t.close();
});

/** Sends one field alone (nested ones inside their object) to the endpoint. */
function sendField(endpoint: Endpoint, field: string, value: string) {
  const url = endpoint.path.replace(':id', '1').replace(':kind', 'selfie');
  const credentials =
    endpoint.access === 'api-key'
      ? { authorization: apiKey }
      : endpoint.access === 'public'
        ? {}
        : { authorization: `Bearer ${token}` };
  if (endpoint.bodyType === 'multipart') {
    const { payload, headers } = multipartForm([[field, value]]);
    return t.app.inject({
      method: endpoint.method,
      url,
      headers: { ...credentials, ...headers },
      payload,
    });
  }
  const payload = field
    .split('.')
    .reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
  return t.app.inject({ method: endpoint.method, url, headers: credentials, payload });
}

describe('the plain-text policy, over every text field of every request body', () => {
  it('finds the text fields, and every allow-listed field is one of them', () => {
    expect(walked.length).toBeGreaterThan(40);
    const keys = new Set(walked.flatMap(({ endpoint, field }) => [`${endpoint.name} ${field}`]));
    const fields = new Set(walked.map(({ field }) => `* ${field}`));
    const stale = Object.keys(NOT_PLAIN).filter((key) => !keys.has(key) && !fields.has(key));
    expect(stale).toEqual([]);
  });

  it.each(
    walked
      .filter(({ endpoint, field }) => !allowed(endpoint, field))
      .map(({ endpoint, field }) => [`${endpoint.name} ${field}`, endpoint, field] as const),
  )('%s refuses markup with 422 naming the field', async (_label, endpoint, field) => {
    const response = await sendField(endpoint, field, MARKUP);
    expect(response.statusCode, response.body).toBe(422);
    const messages: string[] = response.json().errors?.[field] ?? [];
    expect(messages, response.body).toEqual(
      expect.arrayContaining([expect.stringMatching(/^The .+ must be plain text, without HTML/)]),
    );
  });

  it.each(
    walked
      .filter(({ endpoint, field }) => allowed(endpoint, field) === 'format')
      .map(({ endpoint, field }) => [`${endpoint.name} ${field}`, endpoint, field] as const),
  )('%s, a formatted field, refuses markup with 422 naming it', async (_label, endpoint, field) => {
    const response = await sendField(endpoint, field, MARKUP);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors?.[field]?.length, response.body).toBeGreaterThan(0);
  });

  // `settings.save` takes its value as `unknown`: each setting's own rule applies.
  it.each(
    SETTING_DEFINITIONS.filter((setting) => setting.kind === 'text').map((setting) => [
      setting.config,
      setting,
    ]),
  )('the %s setting refuses markup with 422 naming the value', async (_config, setting) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/settings/save',
      headers: { authorization: `Bearer ${token}` },
      payload: { config_name: setting.config, value: MARKUP, setting_tab: setting.tab },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors ?? {}), response.body).toEqual(['value']);
  });
});
