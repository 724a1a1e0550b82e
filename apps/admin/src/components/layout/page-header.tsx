import type { ReactNode } from 'react';
import { AccountMenu } from './account-menu';
import { CommandPaletteButton } from './command-palette';

export type PageHeaderProps = {
  /** The screen's heading (the page's one h1). */
  title: ReactNode;
  subtitle?: ReactNode;
};

/** The top of every signed-in screen: its title and subtitle, the command palette's button and the admin's account menu. */
export function PageHeader({ title, subtitle }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-500">{subtitle}</p>}
      </div>
      <div className="flex items-center gap-2">
        <CommandPaletteButton />
        <AccountMenu />
      </div>
    </header>
  );
}
