import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { formLevelError } from './form-errors';

type Form = { name: string; price: string };
const FIELDS = ['name', 'price'] as const;

describe('formLevelError', () => {
  it('puts every sentence under its field and says nothing more when all found one', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 422,
      message: 'The given data was invalid.',
      errors: { name: ['The name has already been taken.'], price: ['Too', 'cheap.'] },
    });
    expect(formLevelError<Form>(error, setError, FIELDS, 'Could not save.')).toBeNull();
    expect(setError).toHaveBeenCalledWith('name', {
      type: 'server',
      message: 'The name has already been taken.',
    });
    expect(setError).toHaveBeenCalledWith('price', { type: 'server', message: 'Too cheap.' });
  });

  it('says the sentences of fields the form does not have', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 422,
      message: 'The given data was invalid.',
      errors: { name: ['Taken.'], features: ['The selected feature does not exist.'] },
    });
    expect(formLevelError<Form>(error, setError, FIELDS, 'Could not save.')).toBe(
      'The selected feature does not exist.',
    );
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it("says the server's message for any other failure, or the fallback without one", () => {
    const setError = vi.fn();
    const conflict = new ApiError({ status: 409, message: 'This package is in use.' });
    expect(formLevelError<Form>(conflict, setError, FIELDS, 'Could not save.')).toBe(
      'This package is in use.',
    );
    expect(formLevelError<Form>(new Error(''), setError, FIELDS, 'Could not save.')).toBe(
      'Could not save.',
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
