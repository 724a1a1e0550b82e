/**
 * The contract's zod: every schema of the contract is built with this `z`, so whatever uses one
 * of them also has the default sentences below. (A bundler keeps this module, and its
 * configuration, whenever one of the contract's schemas is used, and drops it with them.)
 */
import { z } from 'zod';

export { z };

const human = (path: readonly PropertyKey[]) =>
  path.length > 0 ? String(path[path.length - 1]).replace(/_/g, ' ') : 'value';

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/**
 * Default sentences for the generic checks (missing field, wrong type), naming the field, so every
 * 422 says something a person can act on. Schemas give their own message where it matters.
 */
z.config({
  customError: (issue) => {
    const field = human(issue.path ?? []);
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined || issue.input === null)
        return `The ${field} field is required.`;
      return `The ${field} field must be ${TYPE_WORDS[issue.expected] ?? issue.expected}.`;
    }
    if (issue.code === 'invalid_value') {
      return `The ${field} field must be one of: ${issue.values.map(String).join(', ')}.`;
    }
    return undefined;
  },
});
