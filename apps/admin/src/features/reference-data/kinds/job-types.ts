import {
  createJobTypeBody,
  endpoints,
  JOB_TYPES_LIST,
  type JobTypeItem,
} from '@job-board/contract';
import { z } from 'zod';
import { JOB_TYPE_TEXT, NAME_LABEL } from '../messages';
import type { ReferenceKind } from '../reference-kind';
import { requiredField } from '../required-field';
import { saveRecord } from '../save-record';

const jobTypeFormSchema = z.object({
  name: requiredField(JOB_TYPE_TEXT.nameRequired, createJobTypeBody.shape.name),
});

/** Job types: a name. */
export const jobTypeKind: ReferenceKind<
  JobTypeItem,
  z.input<typeof jobTypeFormSchema>,
  z.output<typeof jobTypeFormSchema>
> = {
  endpoints: endpoints.jobTypes,
  list: JOB_TYPES_LIST,
  pagePrefix: 'job_types',
  text: JOB_TYPE_TEXT,
  form: {
    schema: () => jobTypeFormSchema,
    valuesOf: (jobType) => ({ name: jobType?.name ?? '' }),
    fields: [{ type: 'text', name: 'name', label: NAME_LABEL }],
    save: saveRecord(endpoints.jobTypes),
  },
};
