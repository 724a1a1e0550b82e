import { SUBSCRIPTION_MESSAGES, featureCreateBody, type FeatureItem } from '@job-board/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { useSaveFeature, type FeatureInput } from '../api/save-feature';
import { SUBSCRIPTIONS_TEXT } from '../messages';
import { SubscriptionFormModal, useSaveFeedback } from './subscription-form-modal';

const FEATURE_FIELDS = ['name', 'config_name'] as const;

type FeatureFormModalProps = {
  /** The feature to edit, or null for a new one. */
  item: FeatureItem | null;
  onClose: () => void;
};

/**
 * Creates or edits a feature in a modal. A feature the system is coded against keeps its config
 * name (the server refuses to change it), so that field is read-only and not sent.
 */
export function FeatureFormModal({ item, onClose }: FeatureFormModalProps) {
  const save = useSaveFeature();
  const isSystemFeature = item !== null && !item.display;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(featureCreateBody),
    defaultValues: { name: item?.name ?? '', config_name: item?.config ?? '' },
  });
  const feedback = useSaveFeedback({
    setError,
    fields: FEATURE_FIELDS,
    savedMessage: item
      ? SUBSCRIPTION_MESSAGES.featureUpdated
      : SUBSCRIPTION_MESSAGES.featureCreated,
    failedMessage: SUBSCRIPTIONS_TEXT.featureSaveFailed,
    onClose,
  });

  const onSubmit = handleSubmit((values) => {
    feedback.clear();
    const body: FeatureInput = isSystemFeature ? { name: values.name } : values;
    save.mutate({ id: item?.id ?? null, values: body }, feedback.handlers);
  });

  return (
    <SubscriptionFormModal
      title={item ? SUBSCRIPTIONS_TEXT.editFeatureTitle : SUBSCRIPTIONS_TEXT.newFeatureTitle}
      submitLabel={item ? SUBSCRIPTIONS_TEXT.updateFeature : SUBSCRIPTIONS_TEXT.createFeature}
      isPending={save.isPending}
      formError={feedback.formError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        label={SUBSCRIPTIONS_TEXT.featureName}
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={SUBSCRIPTIONS_TEXT.configName}
        required={!isSystemFeature}
        readOnly={isSystemFeature}
        autoComplete="off"
        spellCheck={false}
        hint={
          isSystemFeature ? SUBSCRIPTIONS_TEXT.systemConfigHint : SUBSCRIPTIONS_TEXT.configNameHint
        }
        error={errors.config_name?.message}
        {...register('config_name')}
      />
    </SubscriptionFormModal>
  );
}
