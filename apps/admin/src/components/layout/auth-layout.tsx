import type { ReactNode } from 'react';
import { useAppName } from '../../lib/app-name';

type AuthLayoutProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** The centred card of the signed-out screens (login, forgot and reset password, invitation). */
export function AuthLayout({ title, intro, children }: AuthLayoutProps) {
  const appName = useAppName();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md">
        <p className="mb-6 text-center text-lg font-semibold text-teal-700">{appName}</p>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {intro && <p className="mt-1 text-sm text-slate-500">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
