import { mustEnrolSecondFactor, type Account } from '@job-board/contract';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ACCOUNT_TEXT } from '../messages';

const TEXT = ACCOUNT_TEXT.twoFactor;

/** Where the two-factor screen lives (its own screen, linked from here). */
export const TWO_FACTOR_PATH = '/account/two-factor';

/** The second factor's status, with the way to set it up or manage it. */
export function TwoFactorSection({ twoFactor }: { twoFactor: Account['two_factor'] }) {
  const { enabled } = twoFactor;
  return (
    <Card title={TEXT.title}>
      <div className="grid max-w-xl gap-3 text-sm">
        <p className="flex items-center gap-2">
          <span className="font-medium text-slate-700">{TEXT.status}:</span>
          <span
            className={
              enabled
                ? 'rounded-full bg-teal-50 px-2 py-0.5 font-medium text-teal-800'
                : 'rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700'
            }
          >
            {enabled ? TEXT.on : TEXT.off}
          </span>
        </p>
        <p className="text-slate-700">{enabled ? TEXT.explainOn : TEXT.explainOff}</p>
        {mustEnrolSecondFactor(twoFactor) && !twoFactor.passkey_required && (
          <p className="font-medium text-amber-800">{TEXT.required}</p>
        )}
        <div>
          <Link
            to={TWO_FACTOR_PATH}
            className="inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {enabled ? TEXT.manage : TEXT.setUp}
          </Link>
        </div>
      </div>
    </Card>
  );
}
