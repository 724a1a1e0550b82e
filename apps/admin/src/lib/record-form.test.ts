import { describe, expect, it } from 'vitest';
import { recordSaveOptions, recordSubmitLabel } from './record-form';

const text = { created: 'Skill created successfully.', updated: 'Skill updated successfully.' };

describe('recordSubmitLabel', () => {
  it('says Save or Update, and Saving... or Updating... while saving', () => {
    expect(recordSubmitLabel(false, false)).toBe('Save');
    expect(recordSubmitLabel(false, true)).toBe('Saving...');
    expect(recordSubmitLabel(true, false)).toBe('Update');
    expect(recordSubmitLabel(true, true)).toBe('Updating...');
  });
});

describe('recordSaveOptions', () => {
  it('has a create form say it created in a toast and start blank again', () => {
    expect(recordSaveOptions(false, text)).toMatchObject({
      success: { message: text.created, toast: true },
      resetAfterSave: 'defaults',
    });
  });

  it('has an edit form keep its values and its message', () => {
    const options = recordSaveOptions(true, text);
    expect(options).toMatchObject({ success: { message: text.updated }, resetAfterSave: 'saved' });
    expect(options.success.hideAfterMs).toBeUndefined();
  });
});
