import type { ReactNode } from 'react';
import { NOT_AVAILABLE } from '../../utils/format-date';

export type RecordFact = { label: string; value: ReactNode };

/**
 * A record's fields (a user, a webhook endpoint, a delivery) as a description list; an empty
 * value reads "N/A".
 */
export function RecordFacts({ facts }: { facts: readonly RecordFact[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {fact.label}
          </dt>
          <dd className="mt-0.5 break-words text-slate-900">
            {fact.value === null || fact.value === undefined || fact.value === '' ? (
              <span className="text-slate-500">{NOT_AVAILABLE}</span>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
