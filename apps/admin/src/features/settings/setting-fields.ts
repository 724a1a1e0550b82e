import {
  findSettingDefinition,
  type SettingDefinition,
  type SettingItem,
} from '@job-board/contract';

export type SettingFieldKind = SettingDefinition['kind'];

/** One input of a settings form, built from what the server returned; the label is the server's. */
export type SettingField = Pick<SettingDefinition, 'config' | 'label' | 'kind'> & {
  /** The input's type for text settings (phone is tel, email is email). */
  inputType: 'text' | 'tel' | 'email';
  /** A URL setting: the keyboard of a phone or tablet offers "/" and ".com". */
  isUrl: boolean;
  /** For a secret: whether the server has one stored (its value is never sent). */
  hasValue: boolean;
  /** The value to start the input with; a secret always starts blank. */
  initialValue: string | boolean;
};

const INPUT_TYPES: Record<string, SettingField['inputType']> = { phone: 'tel', email: 'email' };
const URL_CONFIGS = new Set(['app_url_android', 'app_url_ios', 'website_webhook_url']);

/** recaptcha_active is stored as 0/1: accept a number or its text as well as a boolean. */
export function toBoolean(value: SettingItem['value'] | number): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return value !== null && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase());
}

export function toSettingField(item: SettingItem): SettingField {
  const kind: SettingFieldKind =
    findSettingDefinition(item.config)?.kind ??
    (typeof item.value === 'boolean' ? 'boolean' : 'text');
  const initialValue =
    kind === 'boolean' ? toBoolean(item.value) : kind === 'secret' ? '' : String(item.value ?? '');
  return {
    config: item.config,
    label: item.name,
    kind,
    inputType: INPUT_TYPES[item.config] ?? 'text',
    isUrl: URL_CONFIGS.has(item.config),
    hasValue: item.has_value ?? false,
    initialValue,
  };
}
