import type { CreateSkillBody, SkillItem, UpdateSkillBody } from '@job-board/contract';
import { referenceDataApi } from './reference-data-api';

/** GET /api/skills/all; POST /api/admin/skills[/{id}] with name and is_hinted. */
export const skillsApi = referenceDataApi<SkillItem, CreateSkillBody, UpdateSkillBody>({
  name: 'skills',
  listPath: '/api/skills/all',
  adminPath: '/api/admin/skills',
});
