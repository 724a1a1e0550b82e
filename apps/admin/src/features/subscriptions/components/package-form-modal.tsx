import {
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_TYPES,
  packageCreateBody,
  type FeatureItem,
  type PackageItem,
} from '@job-board/contract';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { registerField } from '../../../lib/register-field';
import { useCreatePackage } from '../api/use-create-package';
import { useUpdatePackage } from '../api/use-update-package';
import { SUBSCRIPTION_TYPE_LABELS, SUBSCRIPTIONS_TEXT } from '../messages';
import { SubscriptionFormModal, useSubscriptionSaveForm } from './subscription-form-modal';
import { FeatureChecklist } from './feature-checklist';

/**
 * The fields of the contract's package body, with the active flag and the feature ids as the
 * checkbox and the checklist hold them. The form always holds a whole package, so an update
 * sends every field too.
 */
const packageForm = packageCreateBody.in
  .omit({ 'features[]': true })
  .extend({ is_active: z.boolean(), features: z.array(z.number().int()) });

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
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const saveForm = useSubscriptionSaveForm({
    schema: packageForm,
    defaultValues: {
      name: item?.name ?? '',
      price: item ? String(item.price) : '',
      subscription_type: item?.subscription_type ?? 'monthly',
      is_active: item?.active ?? true,
      features: item?.features.map((feature) => feature.id) ?? [],
    },
    save: (body) =>
      item === null
        ? create.mutateAsync({ body })
        : update.mutateAsync({ params: { id: item.id }, body }),
    savedMessage: item
      ? SUBSCRIPTION_MESSAGES.packageUpdated
      : SUBSCRIPTION_MESSAGES.packageCreated,
    onClose,
    failureFallback: SUBSCRIPTIONS_TEXT.packageSaveFailed,
  });
  const field = (name: 'name' | 'price' | 'subscription_type' | 'is_active') =>
    registerField(saveForm.form, name);
  return (
    <SubscriptionFormModal
      saveForm={saveForm}
      title={item ? SUBSCRIPTIONS_TEXT.editPackageTitle : SUBSCRIPTIONS_TEXT.newPackageTitle}
      submitLabel={item ? SUBSCRIPTIONS_TEXT.updatePackage : SUBSCRIPTIONS_TEXT.createPackage}
      size="lg"
    >
      <TextField label={SUBSCRIPTIONS_TEXT.packageName} required {...field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={SUBSCRIPTIONS_TEXT.price}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          required
          {...field('price')}
        />
        <SelectField
          label={SUBSCRIPTIONS_TEXT.subscriptionType}
          options={TYPE_OPTIONS}
          required
          {...field('subscription_type')}
        />
      </div>
      <CheckboxField label={SUBSCRIPTIONS_TEXT.packageActive} {...field('is_active')} />
      <Controller
        control={saveForm.form.control}
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
