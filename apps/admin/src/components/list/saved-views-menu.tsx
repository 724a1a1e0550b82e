/**
 * "Views": the saved views of a list, in a menu. Each view opens a submenu: apply it, make it (or
 * stop it being) the default the list opens with, and for one's own views update it to what the
 * list shows now, rename, share with the team or stop sharing, delete. "Save current view…"
 * saves what the list shows under a name.
 *
 *   <SavedViewsMenu list="users" currentState={location.search} onApply={(state) => …} />
 *
 * `currentState` is the list's query string (a leading `?` and `page` are left out when saved);
 * `onApply` receives a view's state to put in the URL.
 */
import { Menu } from '@base-ui/react/menu';
import {
  createSavedViewBody,
  viewStateOf,
  type ListName,
  type SavedView,
} from '@job-board/contract';
import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../lib/api-error';
import { useFormDialog } from '../../lib/use-form-dialog';
import { registerField } from '../../lib/register-field';
import { useModalSaveForm } from '../../lib/use-modal-save-form';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SaveFormModal } from '../ui/form-modal';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { notifyError, notifySuccess } from '../ui/toasts';
import {
  isListName,
  useClearDefaultView,
  useCreateSavedView,
  useDeleteSavedView,
  useMakeDefaultView,
  useSavedViews,
  useUpdateSavedView,
} from './use-saved-views';

export const SAVED_VIEWS_TEXT = {
  trigger: 'Views',
  menuLabel: 'Saved views',
  mine: 'My views',
  shared: 'Shared with the team',
  none: 'No saved views yet.',
  loading: 'Loading views…',
  loadFailed: 'Saved views could not be loaded.',
  defaultMark: 'Default',
  sharedMark: 'Shared',
  viewLabel: (view: SavedView) =>
    [
      view.name,
      view.is_default && 'default view',
      view.mine ? view.shared && 'shared' : `shared by ${view.author_name}`,
    ]
      .filter(Boolean)
      .join(', '),
  apply: 'Apply',
  makeDefault: 'Make default',
  clearDefault: 'Clear default',
  update: 'Update to current view',
  rename: 'Rename…',
  share: 'Share with the team',
  unshare: 'Stop sharing',
  delete: 'Delete…',
  save: 'Save current view…',
  saveTitle: 'Save current view',
  nameLabel: 'Name',
  sharedLabel: 'Share with the team',
  sharedHint: 'Every admin whose role can read this list sees it; only you can change it.',
  defaultLabel: 'Make it my default view',
  defaultHint: 'The list opens with this view when its address has no filters.',
  saveSubmit: 'Save view',
  renameTitle: 'Rename view',
  renameSubmit: 'Rename',
  saving: 'Saving...',
  deleteNoun: 'the view',
  saveFailed: 'The view could not be saved. Please try again.',
  changeFailed: 'The view could not be changed. Please try again.',
} as const;

const TEXT = SAVED_VIEWS_TEXT;

const saveSchema = z.object({
  name: createSavedViewBody.shape.name,
  shared: z.boolean(),
  is_default: z.boolean(),
});
const renameSchema = z.object({ name: createSavedViewBody.shape.name });

export type SavedViewsMenuProps = {
  /** The list's name (its definition's `name`). */
  list: string;
  /** The list's URL query string now. */
  currentState: string;
  onApply: (state: string) => void;
};

const ITEM_CLASSES =
  'flex cursor-default items-center gap-2 px-3 py-2 outline-none select-none data-disabled:text-slate-400 data-highlighted:bg-slate-100';
const POPUP_CLASSES =
  'max-h-[70vh] min-w-56 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-800 shadow-lg outline-none';

function Mark({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600"
    >
      {children}
    </span>
  );
}

/** The saved views of `list`: apply, manage and save (see the top of this file). */
export function SavedViewsMenu({ list, currentState, onApply }: SavedViewsMenuProps) {
  const views = useSavedViews(list);
  const saveDialog = useFormDialog<never>();
  const renameDialog = useFormDialog<SavedView>();
  const [toDelete, setToDelete] = useState<SavedView | null>(null);
  const actions = useViewActions();
  const deleteView = useDeleteSavedView();

  if (!isListName(list)) return null;
  const state = viewStateOf(currentState);
  const all = views.data?.data ?? [];
  const mine = all.filter((view) => view.mine);
  const shared = all.filter((view) => !view.mine);

  const status = views.isPending ? TEXT.loading : views.isError ? TEXT.loadFailed : null;

  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger render={<Button variant="secondary" />}>{TEXT.trigger}</Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={4} align="end" className="z-40 outline-none">
            <Menu.Popup aria-label={TEXT.menuLabel} className={POPUP_CLASSES}>
              {status && (
                <Menu.Item disabled className={clsx(ITEM_CLASSES, views.isError && 'text-red-700')}>
                  {status}
                </Menu.Item>
              )}
              {views.isSuccess && all.length === 0 && (
                <Menu.Item disabled className={ITEM_CLASSES}>
                  {TEXT.none}
                </Menu.Item>
              )}
              {(
                [
                  [TEXT.mine, mine],
                  [TEXT.shared, shared],
                ] as const
              ).map(
                ([label, group]) =>
                  group.length > 0 && (
                    <Menu.Group key={label} className="py-1">
                      <Menu.GroupLabel className="px-3 py-1 text-xs font-semibold text-slate-500 uppercase">
                        {label}
                      </Menu.GroupLabel>
                      {group.map((view) => (
                        <ViewSubmenu
                          key={view.id}
                          view={view}
                          currentState={state}
                          onApply={() => onApply(view.state)}
                          onRename={() => renameDialog.openEdit(view)}
                          onDelete={() => setToDelete(view)}
                          actions={actions}
                        />
                      ))}
                    </Menu.Group>
                  ),
              )}
              <Menu.Separator className="my-1 h-px bg-slate-200" />
              <Menu.Item className={ITEM_CLASSES} onClick={saveDialog.openCreate}>
                {TEXT.save}
              </Menu.Item>
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      <SaveViewModal
        key={`save-${saveDialog.key}`}
        list={list}
        state={state}
        open={saveDialog.open}
        onOpenChange={saveDialog.setOpen}
      />
      {renameDialog.item && (
        <RenameViewModal
          key={`rename-${renameDialog.key}`}
          view={renameDialog.item}
          open={renameDialog.open}
          onOpenChange={renameDialog.setOpen}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        name={toDelete?.name}
        noun={TEXT.deleteNoun}
        onConfirm={async () => {
          if (!toDelete) return;
          const result = await deleteView.mutateAsync(toDelete);
          notifySuccess(result.message);
        }}
      />
    </>
  );
}

/** The changes made from the menu at once, each answered by a toast. */
function useViewActions() {
  const makeDefault = useMakeDefaultView();
  const clearDefault = useClearDefaultView();
  const update = useUpdateSavedView();
  const feedback = {
    onSuccess: (result: { message: string }) => notifySuccess(result.message),
    onError: (error: Error) => notifyError(errorMessage(error, TEXT.changeFailed)),
  };
  return {
    makeDefault: (view: SavedView) => makeDefault.mutate(view, feedback),
    clearDefault: (view: SavedView) => clearDefault.mutate(view.list, feedback),
    update: (view: SavedView, changes: { state?: string; shared?: boolean }) =>
      update.mutate({ id: view.id, ...changes }, feedback),
  };
}

type ViewSubmenuProps = {
  view: SavedView;
  currentState: string;
  onApply: () => void;
  onRename: () => void;
  onDelete: () => void;
  actions: ReturnType<typeof useViewActions>;
};

function ViewSubmenu({
  view,
  currentState,
  onApply,
  onRename,
  onDelete,
  actions,
}: ViewSubmenuProps) {
  const label = TEXT.viewLabel(view);
  return (
    <Menu.SubmenuRoot>
      <Menu.SubmenuTrigger aria-label={label} className={ITEM_CLASSES}>
        <span className="min-w-0 flex-1 truncate" title={view.name}>
          {view.name}
        </span>
        {view.is_default && <Mark>{TEXT.defaultMark}</Mark>}
        {(view.shared || !view.mine) && <Mark>{TEXT.sharedMark}</Mark>}
        <span aria-hidden="true" className="text-slate-400">
          ›
        </span>
      </Menu.SubmenuTrigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={2} className="z-40 outline-none">
          <Menu.Popup aria-label={label} className={POPUP_CLASSES}>
            <Menu.Item className={ITEM_CLASSES} onClick={onApply}>
              {TEXT.apply}
            </Menu.Item>
            {view.is_default ? (
              <Menu.Item className={ITEM_CLASSES} onClick={() => actions.clearDefault(view)}>
                {TEXT.clearDefault}
              </Menu.Item>
            ) : (
              <Menu.Item className={ITEM_CLASSES} onClick={() => actions.makeDefault(view)}>
                {TEXT.makeDefault}
              </Menu.Item>
            )}
            {view.mine && (
              <>
                <Menu.Item
                  className={ITEM_CLASSES}
                  disabled={view.state === currentState}
                  onClick={() => actions.update(view, { state: currentState })}
                >
                  {TEXT.update}
                </Menu.Item>
                <Menu.Item className={ITEM_CLASSES} onClick={onRename}>
                  {TEXT.rename}
                </Menu.Item>
                <Menu.Item
                  className={ITEM_CLASSES}
                  onClick={() => actions.update(view, { shared: !view.shared })}
                >
                  {view.shared ? TEXT.unshare : TEXT.share}
                </Menu.Item>
                <Menu.Item className={clsx(ITEM_CLASSES, 'text-red-700')} onClick={onDelete}>
                  {TEXT.delete}
                </Menu.Item>
              </>
            )}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.SubmenuRoot>
  );
}

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

const SAVE_MODAL_TEXT = { title: TEXT.saveTitle, submit: TEXT.saveSubmit, saving: TEXT.saving };
const RENAME_MODAL_TEXT = {
  title: TEXT.renameTitle,
  submit: TEXT.renameSubmit,
  saving: TEXT.saving,
};

/** A view's name, as saving and renaming ask for it. */
function ViewNameField(props: Omit<TextFieldProps, 'label'>) {
  return <TextField label={TEXT.nameLabel} autoComplete="off" required {...props} />;
}

/** "Save current view": a name, shared with the team or not, the default or not. */
function SaveViewModal({
  list,
  state,
  ...dialog
}: DialogProps & { list: ListName; state: string }) {
  const create = useCreateSavedView();
  const saveForm = useModalSaveForm({
    schema: saveSchema,
    defaultValues: { name: '', shared: false, is_default: false },
    save: (values) => create.mutateAsync({ body: { ...values, list, state } }),
    resetAfterSave: 'defaults',
    onOpenChange: dialog.onOpenChange,
    failureFallback: TEXT.saveFailed,
  });
  const { register } = saveForm.form;
  return (
    <SaveFormModal {...dialog} saveForm={saveForm} text={SAVE_MODAL_TEXT}>
      <ViewNameField {...registerField(saveForm.form, 'name')} />
      <CheckboxField label={TEXT.sharedLabel} hint={TEXT.sharedHint} {...register('shared')} />
      <CheckboxField
        label={TEXT.defaultLabel}
        hint={TEXT.defaultHint}
        {...register('is_default')}
      />
    </SaveFormModal>
  );
}

function RenameViewModal({ view, ...dialog }: DialogProps & { view: SavedView }) {
  const update = useUpdateSavedView();
  const saveForm = useModalSaveForm({
    schema: renameSchema,
    defaultValues: { name: view.name },
    save: ({ name }) => update.mutateAsync({ id: view.id, name }),
    onOpenChange: dialog.onOpenChange,
    failureFallback: TEXT.saveFailed,
  });
  return (
    <SaveFormModal {...dialog} saveForm={saveForm} text={RENAME_MODAL_TEXT}>
      <ViewNameField {...registerField(saveForm.form, 'name')} />
    </SaveFormModal>
  );
}
