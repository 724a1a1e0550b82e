import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth-store';
import { useCan } from '../../lib/permissions';
import { PALETTE_KINDS, type PaletteRecord } from './command-palette-kinds';

/** How many records the palette remembers. */
export const PALETTE_RECENTS_MAX = 8;

const KINDS: readonly string[] = PALETTE_KINDS.map((spec) => spec.kind);

/** Each admin's own list, so two admins sharing a browser do not see each other's records. */
const storageKey = (adminId: number) => `command_palette_recent_${adminId}`;

const isRecord = (value: unknown): value is PaletteRecord => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.key === 'string' &&
    typeof item.kind === 'string' &&
    KINDS.includes(item.kind) &&
    typeof item.label === 'string' &&
    (item.detail === null || typeof item.detail === 'string') &&
    typeof item.to === 'string' &&
    item.to.startsWith('/')
  );
};

/**
 * The records the admin last opened (through the palette or on their page), newest first, kept in this browser's
 * local storage; what is damaged or unreadable counts as none.
 */
export function readRecents(adminId: number): PaletteRecord[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(adminId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecord).slice(0, PALETTE_RECENTS_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `record` first among the admin's recent records (once), keeping PALETTE_RECENTS_MAX. */
export function rememberRecent(adminId: number, record: PaletteRecord): void {
  const { key, kind, label, detail, to } = record;
  const recents = [
    { key, kind, label, detail, to },
    ...readRecents(adminId).filter((recent) => recent.key !== key),
  ].slice(0, PALETTE_RECENTS_MAX);
  try {
    localStorage.setItem(storageKey(adminId), JSON.stringify(recents));
  } catch {
    // Storage full or refused (private mode): the palette simply remembers nothing.
  }
}

/** The signed-in admin's recent records that their role may still open, read once per opening. */
export function usePaletteRecents(): PaletteRecord[] {
  const { user } = useAuth();
  const can = useCan();
  const [recents] = useState(() =>
    user === null
      ? []
      : readRecents(user.id).filter((recent) =>
          PALETTE_KINDS.some((spec) => spec.kind === recent.kind && can(spec.permission)),
        ),
  );
  return recents;
}

/** A record page the admin opened: the palette's kind, the record's id and how it is shown. */
export type RecordVisit = Omit<PaletteRecord, 'key'> & { id: number };

/**
 * Remembers a record page among the palette's recent records, however the admin came to it (a
 * link, a list, the browser's history), once it has loaded.
 */
export function useRememberVisit(visit: RecordVisit | undefined): void {
  const { user } = useAuth();
  const adminId = user?.id;
  // One string, so the effect runs when the record shown changes, not on every render.
  const remembered = visit && JSON.stringify(visit);
  useEffect(() => {
    if (adminId === undefined || remembered === undefined) return;
    const { id, ...record } = JSON.parse(remembered) as RecordVisit;
    rememberRecent(adminId, { ...record, key: `${record.kind}-${id}` });
  }, [adminId, remembered]);
}
