import {
  INTEGRATION_MESSAGES,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  webhookEndpointBody,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@job-board/contract';
import { FormModal, saveFormModalProps } from '../../../components/ui/form-modal';
import { TextField } from '../../../components/ui/text-field';
import { useSaveForm } from '../../../lib/use-save-form';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/use-webhook-endpoints';
import { INTEGRATIONS_TEXT } from '../messages';
import { ChecklistField } from './checklist-field';
import type { RevealedSecret } from './secret-reveal-modal';

type EndpointValues = { url: string; description: string; events: WebhookEventType[] };

const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((type) => ({
  value: type,
  description: WEBHOOK_EVENT_DESCRIPTIONS[type],
}));

const valuesOf = (endpoint: WebhookEndpoint | null): EndpointValues => ({
  url: endpoint?.url ?? '',
  description: endpoint?.description ?? '',
  events: endpoint ? [...endpoint.events] : [],
});

type EndpointFormModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint to edit; null adds one. */
  endpoint: WebhookEndpoint | null;
  /** After adding: the signing secret to show, once. */
  onCreated?: (secret: RevealedSecret) => void;
};

/**
 * Adds or edits a webhook endpoint: its URL, description and events (each with what it means).
 * An added endpoint's signing secret is handed to `onCreated`, to be shown once.
 */
export function WebhookEndpointFormModal({
  open,
  onOpenChange,
  endpoint,
  onCreated,
}: EndpointFormModalProps) {
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const isEdit = endpoint !== null;
  const saveForm = useSaveForm({
    schema: webhookEndpointBody,
    defaultValues: valuesOf(endpoint),
    save: async (body) => {
      if (endpoint) return (await update.mutateAsync({ id: endpoint.id, body })).message;
      const result = await create.mutateAsync(body);
      onCreated?.({
        title: INTEGRATIONS_TEXT.secretTitle,
        label: INTEGRATIONS_TEXT.secretLabel,
        value: result.data.secret,
        message: INTEGRATION_MESSAGES.endpointCreated,
      });
      return null;
    },
    // An edit says so in a toast; an added endpoint's message comes with its secret.
    success: isEdit ? (message) => ({ message: message ?? '', toast: true }) : undefined,
    onSaved: () => onOpenChange(false),
    failureFallback: INTEGRATIONS_TEXT.saveFailed,
  });
  const { errors } = saveForm.form.formState;
  const submitLabel = isEdit
    ? saveForm.isSaving
      ? INTEGRATIONS_TEXT.saving
      : INTEGRATIONS_TEXT.editSubmit
    : saveForm.isSaving
      ? INTEGRATIONS_TEXT.adding
      : INTEGRATIONS_TEXT.addSubmit;
  return (
    <FormModal
      {...saveFormModalProps(saveForm)}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={isEdit ? INTEGRATIONS_TEXT.editTitle : INTEGRATIONS_TEXT.addTitle}
      submitLabel={submitLabel}
    >
      <TextField
        label={INTEGRATIONS_TEXT.urlLabel}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        required
        hint={INTEGRATIONS_TEXT.urlHint}
        error={errors.url?.message}
        {...saveForm.form.register('url')}
      />
      <TextField
        label={INTEGRATIONS_TEXT.descriptionLabel}
        autoComplete="off"
        error={errors.description?.message}
        {...saveForm.form.register('description')}
      />
      <ChecklistField
        legend={INTEGRATIONS_TEXT.eventsLabel}
        options={EVENT_OPTIONS}
        registration={saveForm.form.register('events')}
        error={errors.events?.message}
      />
    </FormModal>
  );
}
