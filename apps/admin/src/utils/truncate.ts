export const ELLIPSIS = '...';

type TruncateOptions = {
  /** Cut only when the text is longer than this; defaults to `length`. */
  whenLongerThan?: number;
};

/** Cuts `text` to `length` characters plus "..." when it is too long. */
export function truncate(text: string, length: number, options: TruncateOptions = {}): string {
  // Spread by code points so an emoji or accented letter is never split in half.
  const characters = [...text];
  const limit = options.whenLongerThan ?? length;
  if (characters.length <= limit) return text;
  return characters.slice(0, length).join('') + ELLIPSIS;
}
