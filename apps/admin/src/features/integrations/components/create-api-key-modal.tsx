import {
  API_KEY_SCOPE_DESCRIPTIONS,
  API_KEY_SCOPES,
  INTEGRATION_MESSAGES,
  createApiKeyBody,
} from '@job-board/contract';
import { z } from 'zod';
import { DATE_INPUT_TEXT, isDayOrBlank } from '../../../components/ui/date-input';
import { FormDateField } from '../../../components/ui/form-date-field';
import { SaveFormModal } from '../../../components/ui/form-modal';
import { TextField } from '../../../components/ui/text-field';
import { registerField } from '../../../lib/register-field';
import { todayIso } from '../../../utils/format-date';
import { useSaveForm } from '../../../lib/use-save-form';
import { useCreateApiKey, type CreateApiKeyInput } from '../api/use-api-keys';
import { INTEGRATIONS_TEXT } from '../messages';
import { ChecklistField } from './checklist-field';
import type { RevealedSecret } from './secret-reveal-modal';

type ApiKeyValues = { name: string; scopes: string[]; expires_at: string };

const SCOPE_OPTIONS = API_KEY_SCOPES.map((scope) => ({
  value: scope,
  description: API_KEY_SCOPE_DESCRIPTIONS[scope],
}));

const DEFAULTS: ApiKeyValues = { name: '', scopes: [], expires_at: '' };

/** The end of a chosen day in UTC, as the server reads a plain date. */
const endOfDay = (date: string) => Date.parse(`${date}T23:59:59.999Z`);

/**
 * The form checked with the contract's `createApiKeyBody` (its sentences under the fields), as
 * the body to send: the expiry as the date chosen (YYYY-MM-DD), left out when none is.
 */
const apiKeyFormSchema = z
  .object({ name: z.string(), scopes: z.array(z.string()), expires_at: z.string() })
  .transform((values, context): CreateApiKeyInput => {
    const parsed = createApiKeyBody.safeParse(values);
    const expiry = values.expires_at.trim();
    if (!isDayOrBlank(expiry)) {
      context.addIssue({
        code: 'custom',
        path: ['expires_at'],
        message: DATE_INPUT_TEXT.notADay,
        input: expiry,
      });
    } else if (expiry && endOfDay(expiry) <= Date.now()) {
      context.addIssue({
        code: 'custom',
        path: ['expires_at'],
        message: INTEGRATION_MESSAGES.expiryInPast,
        input: expiry,
      });
    }
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({
          code: 'custom',
          path: issue.path.slice(0, 1),
          message: issue.message,
          input: values,
        });
      }
      return z.NEVER;
    }
    return {
      name: parsed.data.name,
      scopes: parsed.data.scopes,
      ...(expiry ? { expires_at: expiry } : {}),
    };
  });

type CreateApiKeyModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new key, to show once. */
  onCreated: (secret: RevealedSecret) => void;
};

const MODAL_TEXT = {
  title: INTEGRATIONS_TEXT.createKeyTitle,
  submit: INTEGRATIONS_TEXT.createKeySubmit,
  saving: INTEGRATIONS_TEXT.creatingKey,
};

/** Creates an API key: its name, scopes (each with what it allows) and an optional expiry date. */
export function CreateApiKeyModal({ onCreated, ...dialog }: CreateApiKeyModalProps) {
  const create = useCreateApiKey();
  const saveForm = useSaveForm({
    schema: apiKeyFormSchema,
    defaultValues: DEFAULTS,
    save: create.mutateAsync,
    resetAfterSave: 'defaults',
    onSaved: (result) => {
      dialog.onOpenChange(false);
      onCreated({
        title: INTEGRATIONS_TEXT.keyTitle,
        label: INTEGRATIONS_TEXT.keyLabel,
        value: result.data.secret,
        message: INTEGRATION_MESSAGES.keyCreated,
      });
    },
    failureFallback: INTEGRATIONS_TEXT.createKeyFailed,
  });
  const { form } = saveForm;
  return (
    <SaveFormModal {...dialog} saveForm={saveForm} text={MODAL_TEXT}>
      <TextField
        label={INTEGRATIONS_TEXT.keyNameLabel}
        autoComplete="off"
        required
        hint={INTEGRATIONS_TEXT.keyNameHint}
        {...registerField(form, 'name')}
      />
      <ChecklistField
        legend={INTEGRATIONS_TEXT.scopesLabel}
        options={SCOPE_OPTIONS}
        registration={form.register('scopes')}
        error={form.formState.errors.scopes?.message}
      />
      <FormDateField
        label={INTEGRATIONS_TEXT.expiresLabel}
        min={todayIso()}
        hint={INTEGRATIONS_TEXT.expiresHint}
        control={form.control}
        name="expires_at"
      />
    </SaveFormModal>
  );
}
