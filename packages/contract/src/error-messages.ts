import { z } from 'zod';

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
