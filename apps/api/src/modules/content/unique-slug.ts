import { slugFromTitle } from '@job-board/contract';

/** Slug candidates looked up per query when deriving a unique slug. */
const SLUG_BATCH = 20;

/**
 * The title's slug (`fallback` when the title has no letters or digits), or the first free one
 * of `slug-2`, `slug-3`, …; `takenOf` answers which of some candidates are taken.
 */
export async function uniqueSlug(
  title: string,
  fallback: string,
  takenOf: (candidates: string[]) => Promise<ReadonlySet<string>>,
): Promise<string> {
  const base = slugFromTitle(title) || fallback;
  for (let first = 1; ; first += SLUG_BATCH) {
    const candidates = Array.from({ length: SLUG_BATCH }, (_, i) =>
      first + i === 1 ? base : `${base}-${first + i}`,
    );
    const taken = await takenOf(candidates);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}
