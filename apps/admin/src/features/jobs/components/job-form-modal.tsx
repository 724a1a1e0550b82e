import type { JobItem } from '@job-board/contract';
import { Controller, useWatch } from 'react-hook-form';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ComboboxField } from '../../../components/ui/combobox-field';
import { FormError } from '../../../components/ui/form-error';
import { FormDateField } from '../../../components/ui/form-date-field';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { LazyRichTextEditor } from '../../../components/ui/rich-text-editor/lazy-rich-text-editor';
import { SelectField } from '../../../components/ui/select-field';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useNavigate } from 'react-router';
import { recordSubmitLabel } from '../../../lib/record-form';
import { useRecordModalForm } from '../../../lib/use-modal-save-form';
import { jobRecordPath } from '../../../lib/record-paths';
import { useCreateJob, useUpdateJob } from '../api/jobs';
import { PARTNER_COMBOBOX } from '../../../lib/partner-choices';
import { JOB_TEXT } from '../messages';
import {
  EMPTY_JOB_FORM,
  jobFormSchema,
  jobFormValuesOf,
  toJobPayload,
  type JobFormValues,
} from './job-form-values';
import { SkillsPicker } from './skills-picker';
import { useJobFormOptions } from './use-job-form-options';

type JobFormModalProps = {
  /** The job to edit; null to post a new one. */
  job: JobItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Posts a job for a partner or changes one. City and country show only for a job that is not
 * remote; the salaries only while "No Pay Range" is not ticked.
 */
export function JobFormModal({ job, open, onOpenChange }: JobFormModalProps) {
  const isEdit = job !== null;
  const create = useCreateJob();
  const update = useUpdateJob();
  const options = useJobFormOptions();
  const navigate = useNavigate();
  const saveForm = useRecordModalForm({
    schema: jobFormSchema,
    defaultValues: job ? jobFormValuesOf(job) : EMPTY_JOB_FORM,
    // Typed in full: it reads dirtyFields, which comes from the form this call sets up.
    save: async (values: JobFormValues): Promise<JobItem> =>
      (job
        ? // A date input holds no time: the stored moment is sent back only when changed.
          await update.mutateAsync({
            id: job.id,
            body: toJobPayload(values, dirtyFields.expiration_date === true),
          })
        : await create.mutateAsync(toJobPayload(values, true))
      ).data,
    isEdit,
    text: JOB_TEXT,
    onOpenChange,
    // The new job is shown on its record page, as a create page leads to the record's page.
    onCreated: (created) => void navigate(jobRecordPath(created.id)),
  });
  const { form, isSaving } = saveForm;
  const { register, control } = form;
  const { errors, dirtyFields } = form.formState;
  const isRemote = useWatch({ control, name: 'is_remote' });
  const noPayRange = useWatch({ control, name: 'no_pay_range' });

  const { labels, placeholders, hints } = JOB_TEXT;

  return (
    <FormModal
      {...saveFormModalProps(saveForm)}
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? JOB_TEXT.editTitle : JOB_TEXT.createTitle}
      submitLabel={recordSubmitLabel(isEdit, isSaving)}
      size="lg"
    >
      {options.isLoading ? (
        <LoadingBlock label="Loading the form…" className="min-h-40" />
      ) : options.error ? (
        <FormError>{errorMessage(options.error, JOB_TEXT.optionsFailed)}</FormError>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Controller
            control={control}
            name="partner_id"
            render={({ field }) => (
              <ComboboxField
                label={labels.partner}
                placeholder={placeholders.partner}
                {...PARTNER_COMBOBOX}
                // The job names its partner: no look-up to show it.
                knownOptions={
                  job ? [{ value: String(job.partner.id), label: job.partner.name }] : []
                }
                required
                error={errors.partner_id?.message}
                disabled={isSaving}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <TextField
            label={labels.title}
            required
            error={errors.job_title?.message}
            {...register('job_title')}
          />
          <SelectField
            label={labels.category}
            placeholder={placeholders.category}
            options={options.categories}
            required
            error={errors.category_id?.message}
            {...register('category_id')}
          />
          <SelectField
            label={labels.jobType}
            placeholder={placeholders.jobType}
            options={options.jobTypes}
            required
            error={errors.job_type_id?.message}
            {...register('job_type_id')}
          />
          {/* The dialog opens with its first fields; the rest follow in the next frame. */}
          <AfterFirstPaint>
            <Controller
              control={control}
              name="skills"
              render={({ field }) => (
                <div className="md:col-span-2">
                  <SkillsPicker
                    skills={options.skills}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.skills?.message}
                    disabled={isSaving}
                  />
                </div>
              )}
            />
            <CheckboxField
              label={labels.remote}
              className="md:col-span-2"
              error={errors.is_remote?.message}
              {...register('is_remote')}
            />
            {!isRemote && (
              <>
                <TextField
                  label={labels.city}
                  required
                  error={errors.city?.message}
                  {...register('city')}
                />
                <TextField
                  label={labels.country}
                  required
                  error={errors.country?.message}
                  {...register('country')}
                />
              </>
            )}
            <CheckboxField
              label={labels.noPayRange}
              className="md:col-span-2"
              error={errors.no_pay_range?.message}
              {...register('no_pay_range')}
            />
            {!noPayRange && (
              <>
                <TextField
                  label={labels.minSalary}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  required
                  error={errors.min_salary_range?.message}
                  {...register('min_salary_range')}
                />
                <TextField
                  label={labels.maxSalary}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  required
                  error={errors.max_salary_range?.message}
                  {...register('max_salary_range')}
                />
              </>
            )}
            <Controller
              control={control}
              name="desc"
              render={({ field }) => (
                <LazyRichTextEditor
                  id="job-description"
                  label={labels.description}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.desc?.message}
                  disabled={isSaving}
                  className="md:col-span-2"
                />
              )}
            />
            <SelectField
              label={labels.postDuration}
              placeholder={placeholders.postDuration}
              options={options.postDurations}
              required
              hint={options.hasPremiumDuration ? hints.premium : undefined}
              error={errors.job_active_duration?.message}
              {...register('job_active_duration')}
            />
            <SelectField
              label={labels.status}
              placeholder={placeholders.status}
              options={JOB_TEXT.statusOptions}
              required
              error={errors.status?.message}
              {...register('status')}
            />
            <CheckboxField
              label={labels.published}
              hint={hints.published}
              error={errors.is_published?.message}
              {...register('is_published')}
            />
            <FormDateField
              label={labels.expiration}
              hint={hints.expiration}
              control={control}
              name="expiration_date"
            />
          </AfterFirstPaint>
        </div>
      )}
    </FormModal>
  );
}
