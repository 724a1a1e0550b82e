/**
 * The steps of the sign-in, second-factor, reset and invitation flows, as generated data (see
 * auth-flows.fuzz.test.ts), and how each turns into what is typed.
 */

const PASSWORD_MAX = 1024;
const PASSWORD_MIN = 8;
const EMAIL_MAX = 255;

export type AccountLabel = 'active' | 'deactivated' | 'invited' | 'unknown';

/** How an email is typed: as stored, in another case, padded, a look-alike, too long. */
export type EmailVariant =
  | { kind: 'exact' }
  | { kind: 'upper' }
  | { kind: 'mixed'; mask: number }
  | { kind: 'padded'; before: string; after: string }
  | { kind: 'lookalike'; how: 'cyrillic' | 'zero-width' | 'fullwidth-at' | 'dotless' }
  | { kind: 'huge' };

/** How a password is typed, relative to the account's current one. */
export type PasswordVariant =
  | { kind: 'right' }
  | { kind: 'other'; value: string }
  | { kind: 'swapcase' }
  | { kind: 'padded'; pad: string }
  | { kind: 'truncated' }
  | { kind: 'normalized'; form: 'NFC' | 'NFD' | 'NFKC' }
  | { kind: 'empty' }
  | { kind: 'huge'; length: number };

/** Which challenge a second step answers. */
export type ChallengeChoice = 'latest' | 'oldest' | 'expired' | 'mutated' | 'garbage';

/** What a second step answers it with. */
export type Factor =
  | { kind: 'totp-current' }
  | { kind: 'totp-replayed' }
  | { kind: 'totp-wrong'; digits: string }
  | { kind: 'totp-malformed'; code: unknown }
  | { kind: 'recovery'; form: 'as-given' | 'upper' | 'no-dashes' | 'spaced' }
  | { kind: 'recovery-used' }
  | { kind: 'recovery-wrong'; code: string }
  | { kind: 'both' }
  | { kind: 'none' };

/** A new password with its confirmation. */
export type NewPassword =
  | { kind: 'valid'; value: string }
  | { kind: 'mismatch'; value: string }
  | { kind: 'short'; value: string };

export type LinkChoice = 'latest' | 'oldest' | 'mutated' | 'garbage' | 'other-account';

export type Step =
  | {
      kind: 'login';
      who: AccountLabel;
      email: EmailVariant;
      password: PasswordVariant;
      ip: number;
      /** As the admin app in a browser: session cookie and anti-forgery token. */
      browser?: boolean;
    }
  | { kind: 'second-factor'; challenge: ChallengeChoice; factor: Factor; ip: number }
  | { kind: 'forgot'; who: AccountLabel; email: EmailVariant; ip: number }
  | {
      kind: 'reset';
      link: LinkChoice;
      expire: boolean;
      email: EmailVariant;
      password: NewPassword;
      ip: number;
    }
  | {
      kind: 'accept';
      link: 'real' | 'mutated' | 'garbage';
      expire: boolean;
      who: 'invited' | 'active' | 'unknown';
      email: EmailVariant;
      password: NewPassword;
      ip: number;
    }
  | { kind: 'use-tokens' }
  /** The same one-time thing used twice at once: exactly one use succeeds. */
  | {
      kind: 'race';
      what: 'reset-link' | 'invitation' | 'recovery-code';
      passwords: [string, string];
    };

/** The email as typed; `same` when it still names the account (after trimming and case). */
export function typeEmail(email: string, variant: EmailVariant): { typed: string; same: boolean } {
  switch (variant.kind) {
    case 'exact':
      return { typed: email, same: true };
    case 'upper':
      return { typed: email.toUpperCase(), same: true };
    case 'mixed':
      return {
        typed: [...email]
          .map((c, i) => ((variant.mask >> (i % 31)) & 1 ? c.toUpperCase() : c))
          .join(''),
        same: true,
      };
    case 'padded':
      return { typed: `${variant.before}${email}${variant.after}`, same: true };
    case 'lookalike': {
      const [local, domain] = email.split('@') as [string, string];
      const typed = {
        cyrillic: email.replace('a', '\u0430'),
        'zero-width': `${local}\u200b@${domain}`,
        'fullwidth-at': `${local}\uff20${domain}`,
        dotless: email.replace('i', '\u0131'),
      }[variant.how];
      return { typed, same: typed === email };
    }
    case 'huge':
      return { typed: `${'x'.repeat(EMAIL_MAX)}.${email}`, same: false };
  }
}

/** The password as typed for an account whose password is `current`. */
export function typePassword(current: string, variant: PasswordVariant): string {
  switch (variant.kind) {
    case 'right':
      return current;
    case 'other':
      return variant.value;
    case 'swapcase':
      return [...current]
        .map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))
        .join('');
    case 'padded':
      return `${current}${variant.pad}`;
    case 'truncated':
      return current.slice(0, -1);
    case 'normalized':
      return current.normalize(variant.form);
    case 'empty':
      return '';
    case 'huge':
      return 'p'.repeat(variant.length);
  }
}

/** Whether text holds half of a UTF-16 pair, which no field takes (like NUL). */
export const hasUnpairedSurrogate = (text: string) =>
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** Whether a typed password passes the contract (and the text rules every field has). */
export const isValidPassword = (password: string, min = 1) =>
  password.length >= min &&
  password.length <= PASSWORD_MAX &&
  !password.includes('\u0000') &&
  !hasUnpairedSurrogate(password);

export function newPassword(choice: NewPassword): {
  password: string;
  confirmation: string;
  valid: boolean;
} {
  switch (choice.kind) {
    case 'valid':
      return {
        password: choice.value,
        confirmation: choice.value,
        valid: isValidPassword(choice.value, PASSWORD_MIN),
      };
    case 'mismatch':
      return { password: choice.value, confirmation: `${choice.value}x`, valid: false };
    case 'short':
      return {
        password: choice.value.slice(0, PASSWORD_MIN - 1),
        confirmation: choice.value.slice(0, PASSWORD_MIN - 1),
        valid: false,
      };
  }
}

/** A recovery code as someone may type it (the server ignores case, spaces and dashes). */
export function recoveryForm(
  code: string,
  form: 'as-given' | 'upper' | 'no-dashes' | 'spaced',
): string {
  switch (form) {
    case 'as-given':
      return code;
    case 'upper':
      return code.toUpperCase();
    case 'no-dashes':
      return code.replace(/-/g, '');
    case 'spaced':
      return ` ${code.replace(/-/g, ' ')} `;
  }
}

/** The token with one character changed (still the same length and alphabet). */
export function mutate(token: string): string {
  const i = Math.floor(token.length / 2);
  const c = token[i] === 'A' ? 'B' : 'A';
  return `${token.slice(0, i)}${c}${token.slice(i + 1)}`;
}
