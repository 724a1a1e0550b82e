import { endpoints, type ImportItem, type ImportKind } from '@job-board/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { notifySuccess } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api-error';
import { areaKey, queryKeyOf } from '../../../lib/api-query';
import { isWorking, useImport, useRevertImport, useStartDryRun, useStartRun } from '../api/imports';
import { IMPORT_TEXT } from '../messages';
import { ImportResults } from './import-results';
import { MappingStep } from './mapping-step';
import { UploadStep } from './upload-step';

/** The app's query areas that show records of each kind (reloaded once an import changed them). */
export const IMPORT_AREAS: Record<ImportKind, readonly string[]> = {
  partners: ['partners', 'records'],
  jobs: ['jobs', 'records', 'partners'],
  users: ['users', 'records'],
  categories: ['categories'],
  skills: ['skills'],
  job_types: ['jobTypes'],
  post_durations: ['postDurations'],
};

function Progress({ item }: { item: ImportItem }) {
  const text =
    item.state === 'checking'
      ? IMPORT_TEXT.checking(item.processed, item.row_count)
      : IMPORT_TEXT.running(item.processed, item.row_count);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">{text}</p>
      <progress
        className="h-2 w-full"
        max={Math.max(1, item.row_count)}
        value={item.processed}
        aria-label={text}
      />
    </div>
  );
}

type ImportFlowProps = {
  kind: ImportKind;
  /** Where "Close" goes: the kind's list. */
  onClose: () => void;
};

/**
 * One import from file to finish: upload → mapping (matched by column name, editable) → dry run
 * (created / updated / refused with reasons, paged) → import with progress → counts, with
 * "Revert import". The server keeps the import's state; this flow follows it.
 */
export function ImportFlow({ kind, onClose }: ImportFlowProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [importId, setImportId] = useState<number | null>(null);
  const [editMapping, setEditMapping] = useState(false);
  const [pending, setPending] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [askRevert, setAskRevert] = useState(false);
  const current = useImport(importId);
  const run = useStartRun();
  const dryRun = useStartDryRun();
  const revert = useRevertImport(IMPORT_AREAS[kind]);
  const item = current.data?.data;

  // The kind's lists load again once the run has changed records.
  const finished = useRef(false);
  useEffect(() => {
    if (item?.state !== 'done' || finished.current) return;
    finished.current = true;
    for (const area of IMPORT_AREAS[kind]) {
      void queryClient.invalidateQueries({ queryKey: areaKey(area) });
    }
  }, [item?.state, kind, queryClient]);

  const act = async (action: () => Promise<unknown>, fallback: string) => {
    setActionError(null);
    try {
      await action();
    } catch (error) {
      setActionError(errorMessage(error, fallback));
    }
  };

  const step =
    item === undefined
      ? importId === null
        ? 'upload'
        : 'loading'
      : editMapping || item.state === 'uploaded'
        ? 'mapping'
        : isWorking(item)
          ? 'working'
          : item.state;

  const footer = (() => {
    const close = (
      <Button variant="secondary" onClick={onClose} disabled={pending}>
        {IMPORT_TEXT.close}
      </Button>
    );
    if (step === 'upload') {
      return (
        <>
          {close}
          <Button type="submit" form={formId} busy={pending}>
            {pending ? IMPORT_TEXT.uploading : IMPORT_TEXT.upload}
          </Button>
        </>
      );
    }
    if (step === 'mapping') {
      return (
        <>
          {close}
          <Button type="submit" form={formId} busy={pending}>
            {IMPORT_TEXT.dryRun}
          </Button>
        </>
      );
    }
    if (step === 'checked' && item) {
      return (
        <>
          <Button variant="secondary" onClick={() => setEditMapping(true)}>
            {IMPORT_TEXT.changeMapping}
          </Button>
          <Button
            busy={run.isPending}
            disabled={item.created + item.updated === 0}
            onClick={() => void act(() => run.mutateAsync(item.id), IMPORT_TEXT.runFailed)}
          >
            {IMPORT_TEXT.importRows(item.created + item.updated)}
          </Button>
        </>
      );
    }
    if (step === 'done') {
      return (
        <>
          <Button variant="danger" onClick={() => setAskRevert(true)}>
            {IMPORT_TEXT.revert}
          </Button>
          {close}
        </>
      );
    }
    if (step === 'failed' && item) {
      return (
        <>
          {close}
          <Button
            variant="secondary"
            onClick={() =>
              void act(
                () => dryRun.mutateAsync({ id: item.id, mapping: item.mapping }),
                IMPORT_TEXT.dryRunFailed,
              )
            }
          >
            {IMPORT_TEXT.checkAgain}
          </Button>
          <Button onClick={() => void act(() => run.mutateAsync(item.id), IMPORT_TEXT.runFailed)}>
            {IMPORT_TEXT.resume}
          </Button>
        </>
      );
    }
    return close;
  })();

  return (
    <div className="flex flex-col gap-4">
      <FormError>{actionError}</FormError>
      {step === 'upload' && (
        <UploadStep
          kind={kind}
          formId={formId}
          onPendingChange={setPending}
          onUploaded={(uploaded) => {
            queryClient.setQueryData(
              queryKeyOf(endpoints.imports.show, { params: { id: uploaded.id } }),
              { data: uploaded },
            );
            setImportId(uploaded.id);
          }}
        />
      )}
      {step === 'loading' && current.isError && <FormError>{IMPORT_TEXT.loadFailed}</FormError>}
      {step === 'mapping' && item && (
        <MappingStep
          item={item}
          formId={formId}
          onPendingChange={(busy) => {
            setPending(busy);
            if (!busy) setEditMapping(false);
          }}
        />
      )}
      {step === 'working' && item && <Progress item={item} />}
      {(step === 'checked' || step === 'done') && item && (
        <ImportResults key={`${item.state}-${item.updated_at}`} item={item} />
      )}
      {step === 'reverted' && <p className="text-sm text-slate-700">{IMPORT_TEXT.reverted}</p>}
      {step === 'failed' && item && (
        <FormError>{`${IMPORT_TEXT.failed} ${item.error ?? ''}`}</FormError>
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-3">
        {footer}
      </div>
      <ConfirmDialog
        open={askRevert}
        onOpenChange={setAskRevert}
        title={IMPORT_TEXT.revertTitle}
        body={IMPORT_TEXT.revertBody}
        confirmLabel={IMPORT_TEXT.revert}
        onConfirm={async () => {
          if (!item) return;
          const answer = await revert.mutateAsync(item.id);
          notifySuccess(answer.message);
        }}
      />
    </div>
  );
}
