/** Update helpers: only the fields a client sent, and only those that differ, are written. */

/** The given (not undefined) entries of `proposed` whose value differs from `current`. */
export function changedColumns<T extends object>(current: T, proposed: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(proposed).filter(
      ([column, value]) => value !== undefined && value !== current[column as keyof T],
    ),
  ) as Partial<T>;
}

export const toFlag = (value: boolean | undefined) =>
  value === undefined ? undefined : value ? 1 : 0;
