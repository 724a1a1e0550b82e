import { PERMISSION_MESSAGES, ROLE_LABELS } from '@job-board/contract';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Card } from '../../components/ui/card';
import { useAuth } from '../../lib/auth-store';
import { HOME_PATH } from '../return-path';

export const NO_ACCESS_TEXT = {
  title: "You don't have access to this page",
  subtitle: 'Your role does not include this screen.',
  role: (role: string) => `You are signed in with the role ${role}.`,
  ask: PERMISSION_MESSAGES.forbidden,
  home: 'Go to the Dashboard',
} as const;

/** A screen the signed-in role may not open: says so, names the role and who to ask. */
export function NoAccessScreen() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={NO_ACCESS_TEXT.title} subtitle={NO_ACCESS_TEXT.subtitle} />
      <Card>
        {user && (
          <p className="text-sm text-slate-700">{NO_ACCESS_TEXT.role(ROLE_LABELS[user.role])}</p>
        )}
        <p className="mt-2 text-sm text-slate-700">{NO_ACCESS_TEXT.ask}</p>
        <Link
          to={HOME_PATH}
          className="mt-4 inline-block text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
        >
          {NO_ACCESS_TEXT.home}
        </Link>
      </Card>
    </>
  );
}
