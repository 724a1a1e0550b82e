/** What a kind of record is called: a group's heading, one of them, several (and for short). */
export type KindNames = { heading: string; one: string; many: string; short?: string };

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

/** "a, b or c" (`last` = "or") or "a, b and c". */
function joined(words: readonly string[], last: 'or' | 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

const number = (value: number) => value.toLocaleString('en-US');

/**
 * The palette's texts. Those that name what can be found take the kinds the signed-in role may
 * search, so the palette never promises what it cannot find.
 */
export const COMMAND_PALETTE_TEXT = {
  title: 'Command palette',
  button: 'Search',
  recent: 'Recent',
  screens: 'Go to',
  actions: 'Actions',
  settings: 'Settings',
  searching: 'Searching…',
  failed: 'Some results could not be loaded. Try again.',
  input: (kinds: readonly KindNames[]) =>
    kinds.length === 0
      ? 'Go to a screen'
      : `Go to a screen or find ${article(kinds[0]!.one)} ${joined(
          kinds.map((kind) => kind.one),
          'or',
        )}`,
  placeholder: (kinds: readonly KindNames[]) =>
    kinds.length === 0
      ? 'Go to…'
      : `Go to… or search ${kinds.map((kind) => kind.short ?? kind.many).join(', ')}`,
  typeToSearch: (kinds: readonly KindNames[]) =>
    kinds.length === 0
      ? 'Type the name of a screen.'
      : `Type to search ${joined(
          kinds.map((kind) => kind.many),
          'and',
        )}.`,
  noResults: (kinds: readonly KindNames[], term: string) =>
    kinds.length === 0
      ? `No screen matches “${term}”.`
      : `No ${joined(
          kinds.map((kind) => kind.many),
          'or',
        )} match “${term}”.`,
  results: (count: number) => `${count} ${count === 1 ? 'result' : 'results'}.`,
  /** The last option of a group whose list holds more than it shows. */
  seeAll: (kind: KindNames, total: number, estimate: boolean) =>
    `See all ${estimate ? 'about ' : ''}${number(total)} ${kind.many}`,
  createJob: 'Create job',
  createJobDetail: 'Opens the new job form',
  reviewNextKyc: 'Review next KYC',
  reviewNextKycDetail: 'The oldest pending verification',
  noPendingKyc: 'No KYC verification is waiting for review.',
  myAccount: 'My account',
  generalSettings: 'General settings',
  applicationSettings: 'Application settings',
} as const;
