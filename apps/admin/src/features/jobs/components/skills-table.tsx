import type { SkillItem } from '@job-board/contract';
import type { Column } from '../../../components/ui/data-table';
import { skillsApi } from '../api/skills';
import { SKILL_TEXT } from '../messages';
import { loadStateOf } from './load-state';
import { ResourceTableCard } from './resource-table-card';
import { SkillFormModal } from './skill-form-modal';
import { useClientPage } from './use-client-page';
import { useFormDialog } from './use-form-dialog';

const COLUMNS: readonly Column<SkillItem>[] = [
  { id: 'name', header: 'Name', value: (skill) => skill.name },
  {
    id: 'hinted',
    header: SKILL_TEXT.hintedLabel,
    kind: 'boolean',
    value: (skill) => skill.visible,
  },
];

export function SkillsTable() {
  const skills = skillsApi.useList();
  const remove = skillsApi.useDelete();
  const dialog = useFormDialog<SkillItem>();
  const { rows, ...page } = useClientPage(skills.data, 'skills');

  return (
    <>
      <ResourceTableCard<SkillItem>
        title={SKILL_TEXT.heading}
        addLabel={SKILL_TEXT.add}
        onAdd={dialog.openCreate}
        columns={COLUMNS}
        rows={rows}
        rowKey={(skill) => skill.id}
        rowLabel={(skill) => skill.name}
        load={loadStateOf(skills, SKILL_TEXT.loadFailed)}
        emptyMessage={SKILL_TEXT.empty}
        onEdit={dialog.openEdit}
        onDelete={(skill) => remove.mutateAsync(skill.id)}
        page={page}
        pagesLabel={SKILL_TEXT.pagesLabel}
      />
      <SkillFormModal
        key={dialog.key}
        skill={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
    </>
  );
}
