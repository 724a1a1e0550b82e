import {
  PACKAGE_NAME_MAX,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_TYPES,
  packagePrice,
  requiredText,
  subscriptionType,
  type FeatureItem,
  type PackageItem,
} from '@job-board/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useSavePackage } from '../api/save-package';
import { SUBSCRIPTION_TYPE_LABELS, SUBSCRIPTIONS_TEXT } from '../messages';
import { FeatureChecklist } from './feature-checklist';
import { SubscriptionFormModal, useSaveFeedback } from './subscription-form-modal';

const packageFormSchema = z.object({
  name: requiredText('name', PACKAGE_NAME_MAX),
  price: packagePrice,
  subscription_type: subscriptionType,
  is_active: z.boolean(),
  features: z.array(z.number().int()),
});

const PACKAGE_FIELDS = ['name', 'price', 'subscription_type', 'is_active', 'features'] as const;

const TYPE_OPTIONS = SUBSCRIPTION_TYPES.map((type) => ({
  value: type,
  label: SUBSCRIPTION_TYPE_LABELS[type],
}));

type PackageFormModalProps = {
  /** The package to edit, or null for a new one. */
  item: PackageItem | null;
  /** Every feature, the choices of the features multiselect; undefined until they are loaded. */
  features: readonly FeatureItem[] | undefined;
  /** Why the features could not be loaded, if they could not. */
  featuresError?: string | null;
  onClose: () => void;
};

/** Creates or edits a package in a modal; closes with a success toast once the server saved it. */
export function PackageFormModal({
  item,
  features,
  featuresError,
  onClose,
}: PackageFormModalProps) {
  const save = useSavePackage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(packageFormSchema),
    defaultValues: {
      name: item?.name ?? '',
      price: item ? String(item.price) : '',
      subscription_type: item?.subscription_type ?? 'monthly',
      is_active: item?.active ?? true,
      features: item?.features.map((feature) => feature.id) ?? [],
    },
  });
  const feedback = useSaveFeedback({
    setError,
    fields: PACKAGE_FIELDS,
    savedMessage: item
      ? SUBSCRIPTION_MESSAGES.packageUpdated
      : SUBSCRIPTION_MESSAGES.packageCreated,
    failedMessage: SUBSCRIPTIONS_TEXT.packageSaveFailed,
    onClose,
  });

  const onSubmit = handleSubmit((values) => {
    feedback.clear();
    save.mutate({ id: item?.id ?? null, values }, feedback.handlers);
  });

  return (
    <SubscriptionFormModal
      title={item ? SUBSCRIPTIONS_TEXT.editPackageTitle : SUBSCRIPTIONS_TEXT.newPackageTitle}
      submitLabel={item ? SUBSCRIPTIONS_TEXT.updatePackage : SUBSCRIPTIONS_TEXT.createPackage}
      size="lg"
      isPending={save.isPending}
      formError={feedback.formError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        label={SUBSCRIPTIONS_TEXT.packageName}
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={SUBSCRIPTIONS_TEXT.price}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          required
          error={errors.price?.message}
          {...register('price')}
        />
        <SelectField
          label={SUBSCRIPTIONS_TEXT.subscriptionType}
          options={TYPE_OPTIONS}
          required
          error={errors.subscription_type?.message}
          {...register('subscription_type')}
        />
      </div>
      <CheckboxField
        label={SUBSCRIPTIONS_TEXT.packageActive}
        error={errors.is_active?.message}
        {...register('is_active')}
      />
      <Controller
        control={control}
        name="features"
        render={({ field, fieldState }) => (
          <FeatureChecklist
            features={features}
            loadError={featuresError}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </SubscriptionFormModal>
  );
}
