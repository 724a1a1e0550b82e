/** "Lucía O'Connor" → "lucia oconnor": plain lowercase ASCII letters, digits and spaces. */
export function toAsciiLower(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .trim();
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** "a Backend Engineer", "an Account Executive". */
export const withArticle = (noun: string): string =>
  `${/^[AEIOU]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** "A, B and C". */
export function joinAsList(items: readonly string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The value at `index`, which the caller knows exists. */
export function at<T>(items: readonly T[], index: number): T {
  if (index < 0 || index >= items.length) throw new Error(`No item at index ${index}.`);
  return items[index] as T;
}
