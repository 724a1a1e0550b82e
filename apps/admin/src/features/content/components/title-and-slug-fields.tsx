import { CONTENT_LIMITS, slugFromTitle } from '@job-board/contract';
import type { ChangeEvent, FocusEvent } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { CONTENT_TEXT } from '../messages';

/** The fields every form with a slug holds besides its title. */
type SlugValues = { slug?: string | null; manual_slug: boolean };

type TitleAndSlugFieldsProps<Values extends FieldValues & SlugValues, Parsed> = {
  form: UseFormReturn<Values, unknown, Parsed>;
  /** The title's field (its wire name: `title`, `post_title`). */
  titleName: Path<Values>;
  titleLabel: string;
  /** The slug shown while it is not typed by hand, for a title. */
  automaticSlug: (title: string) => string;
  /** The slug's hint while it is not typed by hand. */
  automaticSlugHint: string;
};

/**
 * A title and its slug: the slug follows the title (`automaticSlug`) until "Edit the
 * slug manually" is ticked; a typed slug is lower-cased and hyphenated when the field is left,
 * and unticking brings the automatic slug back.
 */
export function TitleAndSlugFields<Values extends FieldValues & SlugValues, Parsed>({
  form,
  titleName,
  titleLabel,
  automaticSlug,
  automaticSlugHint,
}: TitleAndSlugFieldsProps<Values, Parsed>) {
  const { register, control, getValues, setValue, clearErrors, getFieldState, formState } = form;
  // The two fields every slug form has, named for react-hook-form's typed paths.
  const slugName = 'slug' as Path<Values>;
  const manualSlugName = 'manual_slug' as Path<Values>;
  const isManualSlug = useWatch({ control, name: manualSlugName }) as boolean;
  const showSlug = (slug: string) => setValue(slugName, slug as Values[typeof slugName]);

  return (
    <>
      <TextField
        label={titleLabel}
        required
        maxLength={CONTENT_LIMITS.titleMax}
        error={getFieldState(titleName, formState).error?.message}
        {...register(titleName, {
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            if (!getValues(manualSlugName)) showSlug(automaticSlug(event.target.value));
          },
        })}
      />
      <div className="flex flex-col gap-2">
        <TextField
          label={CONTENT_TEXT.slugLabel}
          readOnly={!isManualSlug}
          maxLength={CONTENT_LIMITS.slugMax}
          hint={isManualSlug ? CONTENT_TEXT.slugManualHint : automaticSlugHint}
          error={getFieldState(slugName, formState).error?.message}
          {...register(slugName, {
            // A typed slug that is not one yet is lower-cased and hyphenated.
            onBlur: (event: FocusEvent<HTMLInputElement>) => {
              if (getValues(manualSlugName)) showSlug(slugFromTitle(event.target.value));
            },
          })}
        />
        <CheckboxField
          label={CONTENT_TEXT.manualSlugLabel}
          {...register(manualSlugName, {
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              if (event.target.checked) return;
              showSlug(automaticSlug(String(getValues(titleName) ?? '')));
              clearErrors(slugName);
            },
          })}
        />
      </div>
    </>
  );
}
