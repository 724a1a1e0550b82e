import {
  createPostDurationBody,
  endpoints,
  POST_DURATION_LIMITS,
  POST_DURATIONS_LIST,
  type PostDurationItem,
} from '@job-board/contract';
import { z } from 'zod';
import { minutesInWords } from '../../../utils/minutes-in-words';
import { NAME_LABEL, POST_DURATION_TEXT } from '../messages';
import type { ReferenceKind } from '../reference-kind';
import { requiredField } from '../required-field';
import { saveRecord } from '../save-record';

const postDurationFormSchema = z.object({
  name: requiredField(POST_DURATION_TEXT.nameRequired, createPostDurationBody.shape.name),
  duration: requiredField(
    POST_DURATION_TEXT.durationRequired,
    createPostDurationBody.shape.duration,
  ),
  is_paid: z.boolean(),
});

/**
 * Post durations: a name, the minutes a job stays posted (shown in words, shortest first), and
 * whether it is premium.
 */
export const postDurationKind: ReferenceKind<
  PostDurationItem,
  z.input<typeof postDurationFormSchema>,
  z.output<typeof postDurationFormSchema>
> = {
  endpoints: endpoints.postDurations,
  list: POST_DURATIONS_LIST,
  pagePrefix: 'post_durations',
  text: POST_DURATION_TEXT,
  cells: {
    duration: { value: (duration) => minutesInWords(duration.duration) },
    premium: { kind: 'boolean', value: (duration) => duration.premium },
  },
  form: {
    schema: () => postDurationFormSchema,
    valuesOf: (duration) => ({
      name: duration?.name ?? '',
      duration: duration ? String(duration.duration) : '',
      is_paid: duration?.premium ?? false,
    }),
    fields: [
      { type: 'text', name: 'name', label: NAME_LABEL },
      {
        type: 'integer',
        name: 'duration',
        label: POST_DURATION_TEXT.durationLabel,
        hint: POST_DURATION_TEXT.durationHint,
        min: POST_DURATION_LIMITS.min,
        max: POST_DURATION_LIMITS.max,
      },
      {
        type: 'checkbox',
        name: 'is_paid',
        label: POST_DURATION_TEXT.premiumLabel,
        hint: POST_DURATION_TEXT.premiumHint,
      },
    ],
    save: saveRecord(endpoints.postDurations),
  },
};
