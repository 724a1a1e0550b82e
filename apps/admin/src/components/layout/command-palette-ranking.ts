/**
 * How closely a name matches what was typed, any case: 0 when it is the term, 1 when it or one of
 * its words starts with the term, 2 otherwise (the term is inside a word, or only in a field the
 * server searched, such as a user's email).
 */
export function matchRank(label: string, term: string): 0 | 1 | 2 {
  const name = label.toLowerCase();
  const typed = term.trim().toLowerCase();
  if (name === typed) return 0;
  if (name.startsWith(typed) || name.split(/[\s\-_/.,·]+/).some((word) => word.startsWith(typed))) {
    return 1;
  }
  return 2;
}

/**
 * Groups ordered by their best match: a group holding the very name typed comes first, then
 * those where a name starts with it, then the rest. Groups that match alike keep their order
 * (screens, actions, settings, then each kind of record), and each keeps the server's order
 * inside. `names` are the names a group is ranked by ("See all" is not one).
 */
export function rankGroups<G extends { names: readonly string[] }>(
  groups: readonly G[],
  term: string,
): G[] {
  const best = (group: G) => Math.min(...group.names.map((name) => matchRank(name, term)));
  return groups
    .map((group, index) => ({ group, index, rank: best(group) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ group }) => group);
}
