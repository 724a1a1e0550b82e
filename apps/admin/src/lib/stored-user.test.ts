import { adminDetails } from '@job-board/contract';
import { describe, expect, it } from 'vitest';
import { testAdmin } from '../testing/test-admin';
import { parseStoredUser } from './stored-user';

/** What the contract's schema makes of a stored value: the admin, or null when it does not fit. */
const schemaVerdict = (value: unknown) => {
  const parsed = adminDetails.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const fields = Object.keys(adminDetails.shape) as (keyof typeof testAdmin)[];

/** Values of every kind, for each field in turn. */
const oddValues = [
  undefined,
  null,
  '',
  'owner',
  'users.read',
  0,
  1.5,
  -1,
  Number.NaN,
  true,
  [],
  ['users.read'],
  ['nonsense'],
  {},
  { enabled: true },
  { enabled: false, required: true },
  { enabled: 'yes', required: true },
  { enabled: true, required: true, passkeys: 0, passkey_required: false },
  { enabled: false, required: true, passkeys: 2, passkey_required: true },
  { enabled: false, required: true, passkeys: 1.5, passkey_required: true },
  { enabled: false, required: true, passkeys: -1, passkey_required: false },
  { enabled: false, required: true, passkeys: '1', passkey_required: false },
  { enabled: false, required: true, passkeys: 1, passkey_required: 'yes' },
  { enabled: false, required: true, passkeys: 1 },
];

describe('parseStoredUser', () => {
  it('keeps a stored admin the contract accepts, with only its fields', () => {
    expect(parseStoredUser(testAdmin)).toEqual(testAdmin);
    const withExtras = {
      ...testAdmin,
      extra: 1,
      two_factor: { ...testAdmin.two_factor, extra: 1 },
    };
    expect(parseStoredUser(withExtras)).toEqual(schemaVerdict(withExtras));
  });

  it('decides as the contract’s schema does for every field holding any kind of value', () => {
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      for (const value of oddValues) {
        const stored = { ...testAdmin, [field]: value };
        if (field === 'time_zone' && value === undefined) continue;
        expect(parseStoredUser(stored), `${field}: ${JSON.stringify(value)}`).toEqual(
          schemaVerdict(stored),
        );
      }
      const { [field]: _missing, ...withoutField } = testAdmin;
      if (field === 'time_zone') continue;
      expect(parseStoredUser(withoutField), `without ${field}`).toBeNull();
      expect(schemaVerdict(withoutField)).toBeNull();
    }
  });

  it('reads an admin stored before time zones as one in the browser’s zone', () => {
    const { time_zone: _absent, ...stored } = { ...testAdmin, time_zone: 'Asia/Tokyo' };
    expect(parseStoredUser(stored)).toEqual({ ...testAdmin, time_zone: null });
    expect(parseStoredUser({ ...stored, time_zone: 'Asia/Tokyo' })).toEqual({
      ...testAdmin,
      time_zone: 'Asia/Tokyo',
    });
  });

  it('refuses what is not an admin at all', () => {
    for (const value of [null, undefined, 'ada', 1, [], [testAdmin]]) {
      expect(parseStoredUser(value)).toBeNull();
      expect(schemaVerdict(value)).toBeNull();
    }
  });
});
