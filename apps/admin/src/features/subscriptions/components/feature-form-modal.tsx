import { SUBSCRIPTION_MESSAGES, featureCreateBody, type FeatureItem } from '@job-board/contract';
import { TextField } from '../../../components/ui/text-field';
import { registerField } from '../../../lib/register-field';
import { useCreateFeature } from '../api/use-create-feature';
import { useUpdateFeature } from '../api/use-update-feature';
import { SUBSCRIPTIONS_TEXT } from '../messages';
import { SubscriptionFormModal, useSubscriptionSaveForm } from './subscription-form-modal';

type FeatureFormModalProps = {
  /** The feature to edit, or null for a new one. */
  item: FeatureItem | null;
  onClose: () => void;
};

/**
 * Creates or edits a feature in a modal; closes with a success toast once the server saved it.
 * A feature the system is coded against keeps its config name (the server refuses to change
 * it), so that field is read-only and not sent.
 */
export function FeatureFormModal({ item, onClose }: FeatureFormModalProps) {
  const create = useCreateFeature();
  const update = useUpdateFeature();
  const isSystemFeature = item !== null && !item.display;
  const saveForm = useSubscriptionSaveForm({
    schema: featureCreateBody,
    defaultValues: { name: item?.name ?? '', config_name: item?.config ?? '' },
    save: (values) =>
      item === null
        ? create.mutateAsync({ body: values })
        : update.mutateAsync({
            params: { id: item.id },
            body: isSystemFeature ? { name: values.name } : values,
          }),
    savedMessage: item
      ? SUBSCRIPTION_MESSAGES.featureUpdated
      : SUBSCRIPTION_MESSAGES.featureCreated,
    onClose,
    failureFallback: SUBSCRIPTIONS_TEXT.featureSaveFailed,
  });
  const field = (name: 'name' | 'config_name') => registerField(saveForm.form, name);
  return (
    <SubscriptionFormModal
      saveForm={saveForm}
      title={item ? SUBSCRIPTIONS_TEXT.editFeatureTitle : SUBSCRIPTIONS_TEXT.newFeatureTitle}
      submitLabel={item ? SUBSCRIPTIONS_TEXT.updateFeature : SUBSCRIPTIONS_TEXT.createFeature}
    >
      <TextField label={SUBSCRIPTIONS_TEXT.featureName} required {...field('name')} />
      <TextField
        label={SUBSCRIPTIONS_TEXT.configName}
        required={!isSystemFeature}
        readOnly={isSystemFeature}
        autoComplete="off"
        spellCheck={false}
        hint={
          isSystemFeature ? SUBSCRIPTIONS_TEXT.systemConfigHint : SUBSCRIPTIONS_TEXT.configNameHint
        }
        {...field('config_name')}
      />
    </SubscriptionFormModal>
  );
}
