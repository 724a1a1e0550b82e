/**
 * Whether the admin kept in local storage is still one the app can show: the page may have been
 * stored by an older release, or the storage damaged. The server's answer replaces it as soon as
 * the page loads (refreshStoredSignIn); this only decides whether to trust it until then.
 *
 * It runs before the first screen draws, so it is not the contract's zod schema (`adminDetails`),
 * whose zod would then load with the sign-in page: it checks the same fields, one check per
 * field of `AdminDetails`, and the type below makes adding a field to the contract fail to
 * compile until it is checked here. stored-user.test.ts holds it to the schema's verdicts.
 */
import { PERMISSION_NAMES, ROLES, type AdminDetails } from '@job-board/contract';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

const isOneOf = (choices: readonly string[]) => (value: unknown) =>
  isString(value) && choices.includes(value);

const isPermission = isOneOf(PERMISSION_NAMES);

const FIELD_CHECKS: { [Field in keyof AdminDetails]-?: (value: unknown) => boolean } = {
  id: Number.isSafeInteger,
  name: isString,
  email: isString,
  img_url: (value) => value === null || isString(value),
  role: isOneOf(ROLES),
  permissions: (value) => Array.isArray(value) && value.every(isPermission),
  two_factor: (value) =>
    isRecord(value) &&
    typeof value.enabled === 'boolean' &&
    typeof value.required === 'boolean' &&
    Number.isSafeInteger(value.passkeys) &&
    typeof value.passkey_required === 'boolean',
  // Absent in what releases before time zones stored: the browser's zone until the server answers.
  time_zone: (value) => value === undefined || value === null || isString(value),
};

/** The stored admin with only the fields of `AdminDetails`, or null when one does not fit. */
export function parseStoredUser(value: unknown): AdminDetails | null {
  if (!isRecord(value)) return null;
  const user: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(FIELD_CHECKS)) {
    if (!check(value[field])) return null;
    user[field] = value[field];
  }
  const twoFactor = user.two_factor as AdminDetails['two_factor'];
  user.two_factor = {
    enabled: twoFactor.enabled,
    required: twoFactor.required,
    passkeys: twoFactor.passkeys,
    passkey_required: twoFactor.passkey_required,
  };
  user.time_zone ??= null;
  return user as AdminDetails;
}
