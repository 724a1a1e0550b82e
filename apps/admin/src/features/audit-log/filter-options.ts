import type { AuditLogFacets } from '@job-board/contract';
import type { FilterOption } from '../../components/list/filter-options';
import { actionLabel, entityLabel, recordLabel } from './records';

type Option = FilterOption;

/** The options of a select, keeping the URL's value even when the log no longer lists it. */
function withCurrent(options: Option[], current: string, label: string): Option[] {
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label }]
    : options;
}

type AuditFilterValues = { admin_id: string; action: string; entity: string; entity_id: string };

/**
 * The audit log's filter options, in words, from what the log holds (until it has loaded, only
 * the current values): admins by name, actions and record types, and the record the URL names.
 */
export function auditFilterOptions(facets: AuditLogFacets | undefined, values: AuditFilterValues) {
  const recordId = Number(values.entity_id);
  return {
    admin_id: withCurrent(
      (facets?.admins ?? []).map((admin) => ({ value: String(admin.id), label: admin.name })),
      values.admin_id,
      `#${values.admin_id}`,
    ),
    action: withCurrent(
      (facets?.actions ?? []).map((action) => ({ value: action, label: actionLabel(action) })),
      values.action,
      actionLabel(values.action),
    ),
    entity: withCurrent(
      (facets?.entities ?? []).map((entity) => ({ value: entity, label: entityLabel(entity) })),
      values.entity,
      entityLabel(values.entity),
    ),
    entity_id: values.entity_id
      ? [{ value: values.entity_id, label: recordLabel(values.entity, recordId) }]
      : [],
  };
}
