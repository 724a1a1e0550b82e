import type { FeatureItem } from '@job-board/contract';
import { useId } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldError } from '../../../components/ui/form-error';
import { MULTISELECT_OPTION_LIMIT, SUBSCRIPTIONS_TEXT } from '../messages';

type FeatureChecklistProps = {
  /** The choices; undefined while they load or when they could not be loaded. */
  features: readonly Pick<FeatureItem, 'id' | 'name'>[] | undefined;
  /** Why the choices could not be loaded; the chosen ids are then kept as they are. */
  loadError?: string | null;
  /** The chosen feature ids. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled?: boolean;
};

/** The package's features as a labelled group of checkboxes (the multiselect of the form). */
export function FeatureChecklist({
  features,
  loadError,
  value,
  onChange,
  error,
  disabled,
}: FeatureChecklistProps) {
  const errorId = useId();
  const chosen = new Set(value);
  const options = (features ?? []).slice(0, MULTISELECT_OPTION_LIMIT);

  function toggle(id: number, checked: boolean) {
    // Keep the list's order, whatever order the boxes were ticked in.
    onChange(
      options
        .map((feature) => feature.id)
        .filter((featureId) => (featureId === id ? checked : chosen.has(featureId))),
    );
  }

  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {SUBSCRIPTIONS_TEXT.packageFeatures}
      </legend>
      {loadError && features === undefined ? (
        <p role="alert" className="text-sm text-red-800">
          {SUBSCRIPTIONS_TEXT.featureOptionsFailed(loadError)}
        </p>
      ) : features === undefined ? (
        <p role="status" className="text-sm text-slate-600">
          {SUBSCRIPTIONS_TEXT.loadingFeatureOptions}
        </p>
      ) : options.length === 0 ? (
        <p className="text-sm text-slate-600">{SUBSCRIPTIONS_TEXT.noFeatureOptions}</p>
      ) : (
        <ul className="grid max-h-56 gap-2 overflow-y-auto rounded-md border border-slate-200 p-3 sm:grid-cols-2">
          {options.map((feature) => (
            <li key={feature.id}>
              <CheckboxField
                label={feature.name}
                checked={chosen.has(feature.id)}
                onChange={(event) => toggle(feature.id, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
