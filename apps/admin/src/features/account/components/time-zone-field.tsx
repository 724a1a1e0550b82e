import { useSyncExternalStore } from 'react';
import { ComboboxField, type ComboboxSource } from '../../../components/ui/combobox-field';
import type { SelectOption } from '../../../components/ui/select-field';
import {
  browserTimeZone,
  displayTimeZone,
  subscribeDisplayTimeZone,
} from '../../../utils/format-date';
import { ACCOUNT_TEXT } from '../messages';

const TEXT = ACCOUNT_TEXT.profile;

/** "GMT+05:30" for the zone now (the offset changes with daylight saving time). */
function offsetOf(zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    timeZoneName: 'longOffset',
  }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

let zoneOptions: SelectOption[] | null = null;

/** Every IANA zone this browser knows, with its offset now: "Asia/Kolkata (GMT+05:30)". */
function allZoneOptions(): SelectOption[] {
  zoneOptions ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')].map(
    (zone) => ({ value: zone, label: `${zone.replaceAll('_', ' ')} (${offsetOf(zone)})` }),
  );
  return zoneOptions;
}

/** The zones whose name has every typed word ("new york", "kolkata", "gmt+05"). */
export function searchTimeZones(term: string): SelectOption[] {
  const words = term.toLowerCase().replaceAll('_', ' ').split(/\s+/).filter(Boolean);
  return allZoneOptions().filter(({ label }) => {
    const name = label.toLowerCase();
    return words.every((word) => name.includes(word));
  });
}

const ZONE_SOURCE: ComboboxSource<SelectOption[]> = {
  search: (term) => ({
    queryKey: ['time-zones', term],
    queryFn: () => Promise.resolve(searchTimeZones(term)),
  }),
  lookup: (value) => ({
    queryKey: ['time-zones', '=', value],
    queryFn: () => Promise.resolve(allZoneOptions().filter((option) => option.value === value)),
  }),
  toOptions: (options) => options,
};

type TimeZoneFieldProps = {
  /** The chosen IANA zone; '' for the browser's. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
};

/** The admin's time zone: the browser's (empty) or any IANA zone, searched as typed. */
export function TimeZoneField(props: TimeZoneFieldProps) {
  const shownZone = useSyncExternalStore(subscribeDisplayTimeZone, displayTimeZone);
  const browserZone = TEXT.browserZone(browserTimeZone());
  return (
    <ComboboxField
      {...props}
      label={TEXT.timeZone}
      source={ZONE_SOURCE}
      placeholder={browserZone}
      emptyOptionLabel={browserZone}
      knownOptions={allZoneOptions()}
      hint={TEXT.timeZoneHint(shownZone)}
    />
  );
}
