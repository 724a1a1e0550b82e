import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CONFIRM_FAILED_MESSAGE } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { FORM_MODAL_TEXT } from '../../../components/ui/form-modal';
import { MessagesForm } from '../../../components/ui/messages-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { KYC_TEXT } from '../messages';
import { useRejectForm, type Rejection } from './kyc-decision-dialogs';

/** What the panel shows: the two decisions, or the confirmation of one of them. */
export type DecisionStep = 'choose' | 'approve' | 'reject';

type KycDecisionPanelProps = {
  /** The verified person's name, for the questions. */
  name: string;
  step: DecisionStep;
  onStepChange: (step: DecisionStep) => void;
  canApprove: boolean;
  canReject: boolean;
  /** Why Approve is not available yet (the documents are loading); null once it is. */
  approveHint: string | null;
  onApprove: () => Promise<unknown>;
  onReject: (rejection: Rejection) => Promise<unknown>;
};

/** Escape goes back to the two decisions, as it closes a dialog. */
const backOnEscape = (back: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Escape') return;
  event.preventDefault();
  back();
};

/**
 * The decision beside the documents it is about: Approve and Reject, each asking in place
 * (Approve for a confirmation, Reject for its reason) so the documents stay in view. Focus moves
 * into the question (Cancel first, as in a confirmation dialog; the reason for a rejection) and
 * Escape or Cancel goes back.
 */
export function KycDecisionPanel({
  name,
  step,
  onStepChange,
  canApprove,
  canReject,
  approveHint,
  onApprove,
  onReject,
}: KycDecisionPanelProps) {
  const hintId = useId();
  const back = () => onStepChange('choose');
  if (step === 'approve') {
    return <ApproveQuestion name={name} onApprove={onApprove} onBack={back} />;
  }
  if (step === 'reject') {
    return <RejectQuestion name={name} onReject={onReject} onBack={back} />;
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        <Button
          aria-keyshortcuts="A"
          aria-describedby={approveHint ? hintId : undefined}
          onClick={() => onStepChange('approve')}
          disabled={!canApprove}
        >
          {KYC_TEXT.approve}
        </Button>
        <Button
          variant="danger"
          aria-keyshortcuts="R"
          onClick={() => onStepChange('reject')}
          disabled={!canReject}
        >
          {KYC_TEXT.reject}
        </Button>
      </div>
      {approveHint && (
        <p id={hintId} className="text-sm text-slate-600">
          {approveHint}
        </p>
      )}
    </div>
  );
}

function Question({
  title,
  titleId,
  children,
}: {
  title: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <>
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </>
  );
}

/** "Approve the verification of …?" in place; a failure is shown under the question. */
function ApproveQuestion({
  name,
  onApprove,
  onBack,
}: {
  name: string;
  onApprove: () => Promise<unknown>;
  onBack: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const group = useRef<HTMLDivElement>(null);
  const [isRunning, setIsRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Cancel, the first button, as a confirmation dialog starts.
  useEffect(() => group.current?.querySelector('button')?.focus(), []);

  async function approve() {
    setFailure(null);
    setIsRunning(true);
    try {
      await onApprove();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : CONFIRM_FAILED_MESSAGE);
    } finally {
      setIsRunning(false);
    }
  }

  return (
    <div
      ref={group}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      aria-busy={isRunning || undefined}
      className="flex flex-col gap-3"
      onKeyDown={backOnEscape(() => !isRunning && onBack())}
    >
      <Question title={KYC_TEXT.approveTitle(name)} titleId={titleId}>
        <p id={bodyId} className="text-sm text-slate-600">
          {KYC_TEXT.approveBody}
        </p>
      </Question>
      <FormError>{failure}</FormError>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack} disabled={isRunning}>
          {KYC_TEXT.cancel}
        </Button>
        <Button busy={isRunning} onClick={() => void approve()}>
          {KYC_TEXT.approveConfirm}
        </Button>
      </div>
    </div>
  );
}

/** The rejection's reason in place, checked before it is sent; refusals shown in the form. */
function RejectQuestion({
  name,
  onReject,
  onBack,
}: {
  name: string;
  onReject: (rejection: Rejection) => Promise<unknown>;
  onBack: () => void;
}) {
  const titleId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const { save, fields } = useRejectForm({ open: true, onReject, onSaved: onBack });
  useEffect(() => wrapper.current?.querySelector('select')?.focus(), []);

  return (
    <div ref={wrapper}>
      <MessagesForm
        aria-labelledby={titleId}
        aria-busy={save.isSaving || undefined}
        onSubmit={save.submit}
        error={save.formError}
        className="flex flex-col gap-3"
        onKeyDown={backOnEscape(() => !save.isSaving && onBack())}
      >
        <Question title={KYC_TEXT.rejectTitle(name)} titleId={titleId}>
          <p className="text-xs text-slate-600">{FORM_MODAL_TEXT.requiredNote}</p>
          {fields}
        </Question>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onBack} disabled={save.isSaving}>
            {KYC_TEXT.cancel}
          </Button>
          <SubmitButton
            variant="danger"
            isSaving={save.isSaving}
            label={KYC_TEXT.rejectSubmit}
            savingLabel={KYC_TEXT.rejectSubmitting}
          />
        </div>
      </MessagesForm>
    </div>
  );
}
