import type { ApiKey } from '@job-board/contract';
import { WEBHOOK_EVENT_TYPES } from '@job-board/contract';
import { EVENTS_SHOWN, INTEGRATIONS_TEXT, type ApiKeyStatus } from './messages';

/** An endpoint's events in a few words: all of them, up to two by name, or two and "+N more". */
export function eventsSummary(events: readonly string[]): string {
  if (events.length === WEBHOOK_EVENT_TYPES.length)
    return INTEGRATIONS_TEXT.allEvents(events.length);
  if (events.length <= EVENTS_SHOWN) return events.join(', ');
  return INTEGRATIONS_TEXT.moreEvents(
    events.slice(0, EVENTS_SHOWN).join(', '),
    events.length - EVENTS_SHOWN,
  );
}

/** Revoked, expired (its expiry has passed) or active. */
export function apiKeyStatus(key: ApiKey, now: number = Date.now()): ApiKeyStatus {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && Date.parse(key.expires_at) <= now) return 'expired';
  return 'active';
}

/** A JSON text indented for reading; any other text as it is. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The id of an address segment, or null when it cannot name a record. */
export function parseId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;
}
