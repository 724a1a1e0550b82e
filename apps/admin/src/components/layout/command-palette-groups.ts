import type { PaletteCommand, PalettePlace } from './command-palette-commands';
import { PALETTE_KINDS, type PaletteRecord } from './command-palette-kinds';
import { rankGroups } from './command-palette-ranking';
import { COMMAND_PALETTE_TEXT as TEXT } from './command-palette-text';
import type { PaletteSearch } from './use-palette-search';

/** A screen the palette can open: a sidebar entry. */
export type PaletteScreen = { to: string; label: string };

/** What choosing an option does: open a page (remembering a record), or run a command. */
export type PaletteChoice =
  { type: 'open'; to: string; record?: PaletteRecord } | { type: 'run'; command: PaletteCommand };

export type PaletteOption = {
  key: string;
  label: string;
  detail: string | null;
  choice: PaletteChoice;
};

export type PaletteGroup = {
  heading: string;
  options: PaletteOption[];
  /** The names the group is ranked by (its options but "See all"). */
  names: string[];
};

/** What the palette offers the signed-in role, before anything is filtered by the text. */
export type PaletteSources = {
  screens: readonly PaletteScreen[];
  places: readonly PalettePlace[];
  actions: readonly PaletteCommand[];
  recents: readonly PaletteRecord[];
  search: PaletteSearch;
};

const open = (key: string, label: string, detail: string | null, to: string): PaletteOption => ({
  key,
  label,
  detail,
  choice: { type: 'open', to },
});

const recordOption = (record: PaletteRecord, detail = record.detail): PaletteOption => ({
  key: record.key,
  label: record.label,
  detail,
  choice: { type: 'open', to: record.to, record },
});

const commandOption = (command: PaletteCommand): PaletteOption => ({
  key: command.key,
  label: command.label,
  detail: command.detail,
  choice: { type: 'run', command },
});

const group = (heading: string, options: PaletteOption[]): PaletteGroup => ({
  heading,
  options,
  names: options.map((option) => option.label),
});

/** A remembered record says what it is: "User · ada@example.com". */
function recentOption(record: PaletteRecord): PaletteOption {
  const kind = PALETTE_KINDS.find((spec) => spec.kind === record.kind)!.names.one;
  const name = kind.charAt(0).toUpperCase() + kind.slice(1);
  return recordOption(record, record.detail ? `${name} · ${record.detail}` : name);
}

/**
 * The palette's groups for what was typed. Empty: the recent records, every screen, the actions
 * and the settings. Typed: the screens, actions and settings whose name holds the text, and the
 * records found, each kind ending with "See all N …" when its list holds more; the groups ranked
 * by how closely their names match (rankGroups). Groups without options are left out.
 */
export function paletteGroups(text: string, sources: PaletteSources): PaletteGroup[] {
  const typed = text.trim().toLowerCase();
  const named = <T extends { label: string }>(items: readonly T[]) =>
    items.filter((item) => item.label.toLowerCase().includes(typed));
  const fixed = [
    group(
      TEXT.screens,
      named(sources.screens).map((screen) =>
        open(`screen-${screen.to}`, screen.label, null, screen.to),
      ),
    ),
    group(TEXT.actions, named(sources.actions).map(commandOption)),
    group(
      TEXT.settings,
      named(sources.places).map((place) => open(place.key, place.label, null, place.to)),
    ),
  ];
  if (typed === '') {
    return [group(TEXT.recent, sources.recents.map(recentOption)), ...fixed].filter(
      (shown) => shown.options.length > 0,
    );
  }
  const found = sources.search.groups.map((kind) => {
    const records = group(
      kind.spec.names.heading,
      kind.records.map((record) => recordOption(record)),
    );
    if (kind.seeAll === null) return records;
    const seeAll = open(
      `see-all-${kind.spec.kind}`,
      TEXT.seeAll(kind.spec.names, kind.total, kind.estimate),
      null,
      kind.seeAll,
    );
    return { ...records, options: [...records.options, seeAll] };
  });
  return rankGroups(
    [...fixed, ...found].filter((shown) => shown.options.length > 0),
    typed,
  );
}
