import { passkeyRemoveBody, type Account, type Passkey } from '@job-board/contract';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SaveFormModal } from '../../../components/ui/form-modal';
import {
  PasskeyNameField,
  passkeyNameFormOptions,
} from '../../../components/ui/passkey-name-field';
import { QueryState } from '../../../components/ui/query-state';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { formattedColumn } from '../../../components/ui/table-columns';
import { TextField } from '../../../components/ui/text-field';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { registerField } from '../../../lib/register-field';
import { useModalSaveForm } from '../../../lib/use-modal-save-form';
import { TimeAgo } from '../../../components/ui/time-ago';
import { formatDate } from '../../../utils/format-date';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/use-passkeys';
import { ACCOUNT_TEXT } from '../messages';

const TEXT = ACCOUNT_TEXT.passkeys;

/** The signed-in admin's passkeys: the list, "Add a passkey", and "Remove" with the password. */
export function PasskeysSection({ twoFactor }: { twoFactor: Account['two_factor'] }) {
  const passkeys = usePasskeys();
  // Read once: whether this browser can create passkeys does not change while the page is open.
  const [canAdd] = useState(browserSupportsWebAuthn);
  const addDialog = useFormDialog<never>();
  const removeDialog = useFormDialog<Passkey>();

  return (
    <Card
      title={TEXT.title}
      bodyClassName="p-0"
      actions={
        canAdd && (
          <Button variant="secondary" size="sm" onClick={addDialog.openCreate}>
            {TEXT.add}
          </Button>
        )
      }
    >
      <div className="grid gap-2 px-4 pt-3 text-sm">
        <p className="text-slate-700">{TEXT.intro}</p>
        {twoFactor.passkey_required && twoFactor.passkeys === 0 && (
          <p className="font-medium text-amber-800">{TEXT.required}</p>
        )}
        {!canAdd && <p className="text-slate-700">{TEXT.unsupported}</p>}
      </div>
      <QueryState
        query={passkeys}
        loading={<LoadingBlock className="m-4" />}
        errorFallback={TEXT.loadFailed}
        isEmpty={(data) => data.data.length === 0}
        emptyMessage={TEXT.empty}
        className="m-4"
      >
        {({ data }) => <PasskeysTable passkeys={data} onRemove={removeDialog.openEdit} />}
      </QueryState>
      <AddPasskeyModal
        key={`add-${addDialog.key}`}
        open={addDialog.open}
        onOpenChange={addDialog.setOpen}
      />
      {removeDialog.item && (
        <RemovePasskeyModal
          key={`remove-${removeDialog.key}`}
          passkey={removeDialog.item}
          open={removeDialog.open}
          onOpenChange={removeDialog.setOpen}
        />
      )}
    </Card>
  );
}

const COLUMNS: readonly Column<Passkey>[] = [
  { id: 'name', header: TEXT.name, value: (passkey) => passkey.name, render: (p) => p.name },
  {
    id: 'kind',
    header: TEXT.kind,
    value: (passkey) => (passkey.synced ? TEXT.synced : TEXT.deviceOnly),
    render: (passkey) => (passkey.synced ? TEXT.synced : TEXT.deviceOnly),
  },
  formattedColumn(
    { id: 'added', header: TEXT.added, priority: 'secondary' },
    (passkey) => passkey.created_at,
    formatDate,
  ),
  {
    id: 'last-used',
    header: TEXT.lastUsed,
    value: (passkey) => passkey.last_used_at ?? TEXT.neverUsed,
    render: (passkey) => <TimeAgo value={passkey.last_used_at} fallback={TEXT.neverUsed} />,
  },
];

function PasskeysTable({
  passkeys,
  onRemove,
}: {
  passkeys: Passkey[];
  onRemove: (passkey: Passkey) => void;
}) {
  return (
    <DataTable<Passkey>
      label={TEXT.caption}
      columns={COLUMNS}
      rows={passkeys}
      rowKey={(passkey) => passkey.id}
      rowLabel={(passkey) => passkey.name}
      className="mt-3"
      actions={{
        extraItems: (passkey) => [
          { label: TEXT.remove, tone: 'danger', onSelect: () => onRemove(passkey) },
        ],
      }}
    />
  );
}

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

const ADD_MODAL_TEXT = { title: TEXT.addTitle, submit: TEXT.add, saving: TEXT.adding };

/** A name (this browser and system by default), then the browser's prompt, then the server. */
function AddPasskeyModal(dialog: DialogProps) {
  const add = useAddPasskey();
  const saveForm = useModalSaveForm({
    ...passkeyNameFormOptions(),
    save: (values) => add.mutateAsync(values),
    onOpenChange: dialog.onOpenChange,
    failureFallback: TEXT.addFailed,
  });
  return (
    <SaveFormModal {...dialog} saveForm={saveForm} text={ADD_MODAL_TEXT}>
      <p className="text-sm text-slate-600">{TEXT.addIntro}</p>
      <PasskeyNameField
        label={TEXT.nameLabel}
        hint={TEXT.nameHint}
        {...registerField(saveForm.form, 'name')}
      />
    </SaveFormModal>
  );
}

/** The current password, then the server removes it (or says why it cannot: the last one). */
function RemovePasskeyModal({ passkey, ...dialog }: DialogProps & { passkey: Passkey }) {
  const remove = useRemovePasskey();
  const saveForm = useModalSaveForm({
    schema: passkeyRemoveBody,
    defaultValues: { password: '' },
    save: ({ password }) => remove.mutateAsync({ id: passkey.id, password }),
    onOpenChange: dialog.onOpenChange,
    resetAfterSave: 'defaults',
    failureFallback: TEXT.removeFailed,
  });
  const text = {
    title: TEXT.removeTitle(passkey.name),
    submit: TEXT.removeButton,
    saving: TEXT.removing,
  };
  return (
    <SaveFormModal {...dialog} saveForm={saveForm} text={text}>
      <p className="text-sm text-slate-600">{TEXT.removeIntro}</p>
      <TextField
        label={TEXT.password}
        type="password"
        required
        autoComplete="current-password"
        {...registerField(saveForm.form, 'password')}
      />
    </SaveFormModal>
  );
}
