import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { recordSubmitLabel } from '../../../lib/record-form';
import { useRecordModalForm } from '../../../lib/use-modal-save-form';
import { useReferenceMutation } from '../api/reference-data-queries';
import type { ReferenceItem, ReferenceKind } from '../reference-kind';
import { ReferenceFormField } from './reference-form-field';

type ReferenceDataFormModalProps<Item extends ReferenceItem, Values extends FieldValues, Parsed> = {
  kind: ReferenceKind<Item, Values, Parsed>;
  /** The record to edit; null to create one. */
  item: Item | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Creates a record of one kind of reference data, or changes one, with the kind's fields. */
export function ReferenceDataFormModal<
  Item extends ReferenceItem,
  Values extends FieldValues,
  Parsed,
>({ kind, item, open, onOpenChange }: ReferenceDataFormModalProps<Item, Values, Parsed>) {
  const isEdit = item !== null;
  const { form: definition, text } = kind;
  const save = useReferenceMutation(kind.endpoints, (values: Parsed) =>
    definition.save(values, item),
  );
  const [createdCount, setCreatedCount] = useState(0);
  const saveForm = useRecordModalForm({
    schema: definition.schema(isEdit),
    defaultValues: definition.valuesOf(item),
    save: save.mutateAsync,
    serverFields: definition.serverFields,
    onSaved: () => {
      if (!isEdit) setCreatedCount((count) => count + 1);
    },
    isEdit,
    text,
    onOpenChange,
  });

  return (
    <FormModal
      {...saveFormModalProps(saveForm)}
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? text.editTitle : text.createTitle}
      submitLabel={recordSubmitLabel(isEdit, saveForm.isSaving)}
    >
      {definition.fields.map((field) => (
        <ReferenceFormField
          key={field.name}
          field={field}
          form={saveForm.form}
          item={item}
          isSaving={saveForm.isSaving}
          createdCount={createdCount}
        />
      ))}
    </FormModal>
  );
}
