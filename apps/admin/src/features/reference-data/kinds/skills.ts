import { createSkillBody, endpoints, SKILLS_LIST, type SkillItem } from '@job-board/contract';
import { z } from 'zod';
import { NAME_LABEL, SKILL_TEXT } from '../messages';
import type { ReferenceKind } from '../reference-kind';
import { requiredField } from '../required-field';
import { saveRecord } from '../save-record';

const skillFormSchema = z.object({
  name: requiredField(SKILL_TEXT.nameRequired, createSkillBody.shape.name),
  is_hinted: z.boolean(),
});

/** Skills: a name, and whether the skill is hinted (suggested to users). */
export const skillKind: ReferenceKind<
  SkillItem,
  z.input<typeof skillFormSchema>,
  z.output<typeof skillFormSchema>
> = {
  endpoints: endpoints.skills,
  list: SKILLS_LIST,
  pagePrefix: 'skills',
  text: SKILL_TEXT,
  cells: { hinted: { kind: 'boolean', value: (skill) => skill.visible } },
  form: {
    schema: () => skillFormSchema,
    valuesOf: (skill) => ({ name: skill?.name ?? '', is_hinted: skill?.visible ?? false }),
    fields: [
      { type: 'text', name: 'name', label: NAME_LABEL },
      {
        type: 'checkbox',
        name: 'is_hinted',
        label: SKILL_TEXT.hintedLabel,
        hint: SKILL_TEXT.hintedHint,
      },
    ],
    save: saveRecord(endpoints.skills),
  },
};
