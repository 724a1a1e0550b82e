import { z } from './zod.js';
import { dataEnvelope } from './envelopes.js';
import { formBoolean, hasMarkup, optionalPlainName, requiredText } from './fields.js';
import { defineEndpoints } from './endpoint.js';

export const SETTING_TABS = ['general', 'application'] as const;
export type SettingTab = (typeof SETTING_TABS)[number];

const TEXT_MAX = 255;
const URL_MAX = 2000;
const PHONE_MAX = 40;

export const SETTINGS_MESSAGES = {
  generalSaved: 'General Settings Saved!',
  applicationSaved: 'Application Settings Saved!',
  unknownSetting: (config: string) => `There is no setting named "${config}".`,
  wrongTab: (label: string, tab: SettingTab) => `The ${label} setting belongs to the ${tab} tab.`,
  tabInvalid: 'The setting tab must be general or application.',
  required: (label: string) => `The ${label} setting is required.`,
  notText: (label: string) => `The ${label} setting must be text.`,
  tooLong: (label: string, max: number) =>
    `The ${label} setting must be at most ${max} characters.`,
  phone: (label: string) =>
    `The ${label} setting must be a phone number made of digits, spaces and + - ( ).`,
  email: (label: string) => `The ${label} setting must be a valid email address.`,
  url: (label: string) =>
    `The ${label} setting must be a web address starting with http:// or https://.`,
  markup: (label: string) =>
    `The ${label} setting must be plain text, without HTML tags such as <b>.`,
} as const;

type SettingValue = string | boolean | null;

type TextRules = {
  required?: boolean;
  max?: number;
  /** A rule a non-blank value must pass, with the sentence shown when it does not. */
  check?: { test: (value: string) => boolean; message: string };
};

/** Trimmed text; blank becomes null. */
function textValue(label: string, rules: TextRules = {}) {
  const max = rules.max ?? TEXT_MAX;
  return z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : (value ?? '')),
      z
        .string({ error: SETTINGS_MESSAGES.notText(label) })
        .trim()
        .max(max, SETTINGS_MESSAGES.tooLong(label, max)),
    )
    .refine((value) => !rules.required || value !== '', SETTINGS_MESSAGES.required(label))
    .refine((value) => value === '' || !rules.check || rules.check.test(value), {
      message: rules.check?.message,
    })
    .transform((value) => (value === '' ? null : value));
}

const PHONE_PATTERN = /^(?=.*\d)[\d +\-()]+$/;
const webUrl = z.url({ protocol: /^https?$/ });
const emailAddress = z.email();

const phoneValue = (label: string) =>
  textValue(label, {
    max: PHONE_MAX,
    check: { test: (v) => PHONE_PATTERN.test(v), message: SETTINGS_MESSAGES.phone(label) },
  });
const emailValue = (label: string) =>
  textValue(label, {
    check: {
      test: (v) => emailAddress.safeParse(v).success,
      message: SETTINGS_MESSAGES.email(label),
    },
  });
/** Text shown by the platform's clients (name, address): plain text, never markup. */
const plainValue = (label: string, rules: Omit<TextRules, 'check'> = {}) =>
  textValue(label, {
    ...rules,
    check: { test: (v) => !hasMarkup(v), message: SETTINGS_MESSAGES.markup(label) },
  });
const urlValue = (label: string) =>
  textValue(label, {
    max: URL_MAX,
    check: { test: (v) => webUrl.safeParse(v).success, message: SETTINGS_MESSAGES.url(label) },
  });

export type SettingDefinition = {
  config: string;
  /** The label shown beside the input; the server's, whatever a client sends. */
  label: string;
  tab: SettingTab;
  kind: 'text' | 'boolean' | 'secret';
  /** Shown to admins only, never to the public. */
  adminOnly: boolean;
  /** Parses a submitted value: text → string or null (blank), boolean → true/false. */
  value: z.ZodType<SettingValue>;
};

function define(
  config: string,
  label: string,
  tab: SettingTab,
  value: (label: string) => z.ZodType<SettingValue>,
  options: { kind?: SettingDefinition['kind']; adminOnly?: boolean } = {},
): SettingDefinition {
  return {
    config,
    label,
    tab,
    kind: options.kind ?? 'text',
    adminOnly: options.adminOnly ?? false,
    value: value(label),
  };
}

/** Every setting the app knows, in the order the screens show them. */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  define('app_name', 'App Name', 'general', (label) => plainValue(label, { required: true })),
  define('address', 'Address', 'general', (label) => plainValue(label)),
  define('phone', 'Phone', 'general', phoneValue),
  define('email', 'Email', 'general', emailValue),
  define('app_url_android', 'Android App URL', 'general', urlValue),
  define('app_url_ios', 'iOS App URL', 'general', urlValue),
  define('website_webhook_url', 'Website Webhook URL', 'general', urlValue, { adminOnly: true }),
  define('recaptcha_active', 'reCAPTCHA Active', 'application', formBoolean, {
    kind: 'boolean',
  }),
  define('recaptcha_site_key', 'reCAPTCHA Site Key', 'application', (label) => plainValue(label)),
  define(
    'recaptcha_secret_key',
    'reCAPTCHA Secret Key',
    'application',
    (label) => textValue(label),
    { kind: 'secret' },
  ),
];

export const findSettingDefinition = (config: string): SettingDefinition | undefined =>
  SETTING_DEFINITIONS.find((definition) => definition.config === config);

export const settingsOfTab = (tab: SettingTab): SettingDefinition[] =>
  SETTING_DEFINITIONS.filter((definition) => definition.tab === tab);

/** One setting as the API sends it; a secret has value null and says whether one is stored. */
const settingItem = z.object({
  config: z.string(),
  name: z.string(),
  value: z.union([z.string(), z.boolean()]).nullable(),
  has_value: z.boolean().optional(),
});
export type SettingItem = z.infer<typeof settingItem>;

const generalSettingsResponse = dataEnvelope(z.array(settingItem));
const applicationSettingsResponse = z.object({
  result: z.literal(true),
  data: z.object({ data: z.array(settingItem) }),
});

/**
 * One setting to save. The config must be known and of the named tab, and the value must pass
 * that setting's rules; `display_name` is accepted for older clients but labels are the server's.
 */
export const saveSettingBody = z
  .object({
    config_name: requiredText('config name', 100),
    display_name: optionalPlainName('display name', 200),
    value: z.unknown(),
    setting_tab: z.enum(SETTING_TABS, { error: SETTINGS_MESSAGES.tabInvalid }),
  })
  .transform((body, ctx) => {
    const definition = findSettingDefinition(body.config_name);
    if (!definition) {
      ctx.addIssue({
        code: 'custom',
        path: ['config_name'],
        message: SETTINGS_MESSAGES.unknownSetting(body.config_name),
        input: body.config_name,
      });
      return z.NEVER;
    }
    if (definition.tab !== body.setting_tab) {
      ctx.addIssue({
        code: 'custom',
        path: ['setting_tab'],
        message: SETTINGS_MESSAGES.wrongTab(definition.label, definition.tab),
        input: body.setting_tab,
      });
      return z.NEVER;
    }
    const parsed = definition.value.safeParse(body.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: issue.message,
          input: body.value,
        });
      }
      return z.NEVER;
    }
    return { definition, value: parsed.data };
  });
export type SaveSettingBody = z.output<typeof saveSettingBody>;

const saveSettingResponse = z.object({ result: z.literal(true), data: settingItem });

export const settingsEndpoints = defineEndpoints('settings', {
  general: {
    method: 'GET',
    path: '/api/settings/general',
    access: 'optional-admin',
    permission: 'settings.read',
    summary: 'General settings; the website webhook URL only for an admin with settings.read',
    response: generalSettingsResponse,
  },
  application: {
    method: 'GET',
    path: '/api/settings/application',
    access: 'admin',
    permission: 'settings.read',
    summary: 'Application settings; the reCAPTCHA secret is only reported as set or not set',
    response: applicationSettingsResponse,
  },
  save: {
    method: 'POST',
    path: '/api/settings/save',
    access: 'admin',
    permission: 'settings.write',
    summary: 'Save one setting of a tab (a blank secret keeps the stored one)',
    body: saveSettingBody,
    response: saveSettingResponse,
  },
});
