import type { ReactNode } from 'react';
import { ProfilePicture } from './profile-picture';

/**
 * How a profile item is laid out: `entry` a roomy row of a list (a partner with their bio),
 * `row` a compact row (a top performer), `tile` a centred card of a grid.
 */
export type ProfileItemLayout = 'entry' | 'row' | 'tile';

const LAYOUTS: Record<
  ProfileItemLayout,
  { item: string; picture: string; text?: string; heading: string; detail: string }
> = {
  entry: {
    item: 'flex gap-4 py-4 first:pt-0 last:pb-0',
    picture: 'size-12',
    text: 'flex min-w-0 flex-col gap-1',
    heading: 'font-semibold break-words text-slate-900',
    detail: 'text-xs text-slate-500',
  },
  row: {
    item: 'flex items-center gap-3 py-3 first:pt-0 last:pb-0',
    picture: 'size-10',
    text: 'min-w-0',
    heading: 'text-sm font-semibold break-words text-slate-900',
    detail: 'text-xs text-slate-600',
  },
  // The tile's texts sit straight in its centred column.
  tile: {
    item: 'flex flex-col items-center gap-2 rounded-lg border border-slate-200 p-3 text-center',
    picture: 'size-12',
    heading: 'text-sm font-semibold text-slate-900',
    detail: 'text-xs text-slate-600',
  },
};

type ProfileItemProps = {
  layout: ProfileItemLayout;
  /** Whose item it is: the picture's name, and the heading unless `heading` says otherwise. */
  person: { name: string; picture: string | null | undefined };
  /** How the name shows (a link, cut short); the name as it is by default. */
  heading?: ReactNode;
  /** The small line at the end ("12 jobs posted", "Member since …"). */
  detail: ReactNode;
  /** Lines between the heading and the detail (a bio). */
  children?: ReactNode;
  /** Controls at the item's end (a row menu). */
  actions?: ReactNode;
};

/** A list item for a person or company: their framed profile picture, name and details. */
export function ProfileItem({
  layout,
  person,
  heading,
  detail,
  children,
  actions,
}: ProfileItemProps) {
  const classes = LAYOUTS[layout];
  const texts = (
    <>
      <h3 className={classes.heading}>{heading ?? person.name}</h3>
      {children}
      <p className={classes.detail}>{detail}</p>
    </>
  );
  return (
    <li className={classes.item}>
      <ProfilePicture
        src={person.picture}
        name={person.name}
        className={`${classes.picture} border border-slate-200`}
      />
      {classes.text === undefined ? texts : <div className={classes.text}>{texts}</div>}
      {actions && <div className="ml-auto shrink-0">{actions}</div>}
    </li>
  );
}
