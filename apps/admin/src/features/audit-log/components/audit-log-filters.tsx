import type { AuditLogFacets } from '@job-board/contract';
import { DateRangeFilter } from '../../../components/ui/date-filter';
import { SortFilter } from '../../../components/ui/sort-filter';
import { AUDIT_LOG_TEXT } from '../messages';
import { actionLabel, entityLabel } from '../records';

export type AuditLogFilterValues = {
  admin_id: string;
  action: string;
  entity: string;
  entity_id: string;
  from: string;
  to: string;
};

type AuditLogFiltersProps = {
  values: AuditLogFilterValues;
  /** What the log holds; until it has loaded, only the current values are offered. */
  facets: AuditLogFacets | undefined;
  onChange: (name: 'admin_id' | 'action' | 'entity' | 'from' | 'to', value: string) => void;
};

/** The options of a select, keeping the URL's value even when the log no longer lists it. */
function withCurrent(options: { value: string; label: string }[], current: string, label: string) {
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label }]
    : options;
}

/** The audit log's filters: admin, action, record type, and written between two days. */
export function AuditLogFilters({ values, facets, onChange }: AuditLogFiltersProps) {
  const admins = withCurrent(
    (facets?.admins ?? []).map((admin) => ({ value: String(admin.id), label: admin.name })),
    values.admin_id,
    `#${values.admin_id}`,
  );
  const actions = withCurrent(
    (facets?.actions ?? []).map((action) => ({ value: action, label: actionLabel(action) })),
    values.action,
    actionLabel(values.action),
  );
  const entities = withCurrent(
    (facets?.entities ?? []).map((entity) => ({ value: entity, label: entityLabel(entity) })),
    values.entity,
    entityLabel(values.entity),
  );
  return (
    <div className="flex flex-wrap items-end gap-3">
      {(
        [
          ['admin_id', AUDIT_LOG_TEXT.adminFilter, admins],
          ['action', AUDIT_LOG_TEXT.actionFilter, actions],
          ['entity', AUDIT_LOG_TEXT.entityFilter, entities],
        ] as const
      ).map(([name, label, options]) => (
        <SortFilter
          key={name}
          label={label}
          showLabel
          value={values[name]}
          onChange={(value) => onChange(name, value)}
          options={options}
          emptyOptionLabel={AUDIT_LOG_TEXT.any}
        />
      ))}
      <DateRangeFilter
        from={{ name: 'from', label: AUDIT_LOG_TEXT.from }}
        to={{ name: 'to', label: AUDIT_LOG_TEXT.to }}
        values={values}
        onChange={onChange}
      />
    </div>
  );
}
