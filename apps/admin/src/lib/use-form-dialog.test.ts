import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormDialog } from './use-form-dialog';

type Skill = { id: number; name: string };
const sql: Skill = { id: 2, name: 'SQL' };

describe('useFormDialog', () => {
  it('starts closed, with no record', () => {
    const { result } = renderHook(() => useFormDialog<Skill>());
    expect(result.current).toMatchObject({ open: false, item: null });
  });

  it('opens for a new record or for the record to edit, with a new key each time', () => {
    const { result } = renderHook(() => useFormDialog<Skill>());

    act(() => result.current.openEdit(sql));
    expect(result.current).toMatchObject({ open: true, item: sql });
    const editKey = result.current.key;

    act(() => result.current.openCreate());
    expect(result.current).toMatchObject({ open: true, item: null });
    expect(result.current.key).not.toBe(editKey);
  });

  it('keeps the record while closing, so the closing form does not change', () => {
    const { result } = renderHook(() => useFormDialog<Skill>());
    act(() => result.current.openEdit(sql));
    const { key } = result.current;

    act(() => result.current.setOpen(false));
    expect(result.current).toMatchObject({ open: false, item: sql, key });
  });
});
