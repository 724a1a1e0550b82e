import type { SkillItem } from '@job-board/contract';
import { FieldError } from '../../../components/ui/form-error';
import { useId } from 'react';
import { JOB_TEXT } from '../messages';

type SkillsPickerProps = {
  skills: readonly SkillItem[];
  /** The chosen skill ids, as text. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
};

/** Several skills chosen from a scrolling list of labelled checkboxes. */
export function SkillsPicker({ skills, value, onChange, error, disabled }: SkillsPickerProps) {
  const errorId = useId();
  const chosen = new Set(value);

  function toggle(id: string, checked: boolean) {
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    // Kept in the list's order, so the payload does not depend on the click order.
    onChange(skills.map((skill) => String(skill.id)).filter((skillId) => next.has(skillId)));
  }

  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {JOB_TEXT.labels.skills}
        {value.length > 0 && <span className="ml-1 text-slate-500">({value.length})</span>}
      </legend>
      {skills.length === 0 ? (
        <p className="text-sm text-slate-500">{JOB_TEXT.noSkills}</p>
      ) : (
        <ul className="grid max-h-40 grid-cols-1 gap-1 overflow-y-auto rounded-md border border-slate-300 p-2 sm:grid-cols-2">
          {skills.map((skill) => {
            const id = String(skill.id);
            return (
              <li key={skill.id}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-teal-700"
                    checked={chosen.has(id)}
                    disabled={disabled}
                    onChange={(event) => toggle(id, event.target.checked)}
                  />
                  {skill.name}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
