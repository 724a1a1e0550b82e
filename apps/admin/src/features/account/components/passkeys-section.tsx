import {
  PASSKEY_NAME_MAX,
  passkeyRegisterBody,
  passkeyRemoveBody,
  type Account,
  type Passkey,
} from '@job-board/contract';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { QueryState } from '../../../components/ui/query-state';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useSaveForm } from '../../../lib/use-save-form';
import { describeUserAgent } from '../../../utils/describe-user-agent';
import { formatDate, formatDateTime } from '../../../utils/format-date';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/use-passkeys';
import { ACCOUNT_TEXT } from '../messages';

const TEXT = ACCOUNT_TEXT.passkeys;
const nameSchema = z.object({ name: passkeyRegisterBody.shape.name });

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
  {
    id: 'added',
    header: TEXT.added,
    value: (passkey) => passkey.created_at,
    render: (passkey) => formatDate(passkey.created_at),
    priority: 'secondary',
  },
  {
    id: 'last-used',
    header: TEXT.lastUsed,
    value: (passkey) => passkey.last_used_at ?? TEXT.neverUsed,
    render: (passkey) =>
      passkey.last_used_at ? formatDateTime(passkey.last_used_at) : TEXT.neverUsed,
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

/** A name (this browser and system by default), then the browser's prompt, then the server. */
function AddPasskeyModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddPasskey();
  const saveForm = useSaveForm({
    schema: nameSchema,
    defaultValues: { name: describeUserAgent(navigator.userAgent) },
    save: (values) => add.mutateAsync(values),
    success: (result) => ({ message: result.message, toast: true }),
    onSaved: () => onOpenChange(false),
    failureFallback: TEXT.addFailed,
  });
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={TEXT.addTitle}
      submitLabel={saveForm.isSaving ? TEXT.adding : TEXT.add}
      {...saveFormModalProps(saveForm)}
    >
      <p className="text-sm text-slate-600">{TEXT.addIntro}</p>
      <TextField
        label={TEXT.nameLabel}
        required
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX}
        hint={TEXT.nameHint}
        error={saveForm.form.formState.errors.name?.message}
        {...saveForm.form.register('name')}
      />
    </FormModal>
  );
}

/** The current password, then the server removes it (or says why it cannot: the last one). */
function RemovePasskeyModal({
  passkey,
  open,
  onOpenChange,
}: {
  passkey: Passkey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useRemovePasskey();
  const saveForm = useSaveForm({
    schema: passkeyRemoveBody,
    defaultValues: { password: '' },
    save: ({ password }) => remove.mutateAsync({ id: passkey.id, password }),
    success: (result) => ({ message: result.message, toast: true }),
    onSaved: () => onOpenChange(false),
    resetAfterSave: 'defaults',
    failureFallback: TEXT.removeFailed,
  });
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={TEXT.removeTitle(passkey.name)}
      submitLabel={saveForm.isSaving ? TEXT.removing : TEXT.removeButton}
      {...saveFormModalProps(saveForm)}
    >
      <p className="text-sm text-slate-600">{TEXT.removeIntro}</p>
      <TextField
        label={TEXT.password}
        type="password"
        required
        autoComplete="current-password"
        error={saveForm.form.formState.errors.password?.message}
        {...saveForm.form.register('password')}
      />
    </FormModal>
  );
}
