import { PACKAGES_LIST, PROTECTED_PACKAGE_ID, type PackageItem } from '@job-board/contract';
import type { CellSpecs } from '../../../components/list/list-columns';
import { StatusDot } from '../../../components/ui/status-dot';
import { TagList } from '../../../components/ui/tag-list';
import { errorMessage } from '../../../lib/api-error';
import { useDeletePackage } from '../api/use-delete-package';
import { useFeatures } from '../api/use-features';
import { usePackages } from '../api/use-packages';
import { formatPrice } from '../format-money';
import { SUBSCRIPTION_TYPE_LABELS, SUBSCRIPTIONS_TEXT } from '../messages';
import { PackageFormModal } from './package-form-modal';
import { SubscriptionItemPanel } from './subscription-item-panel';

/** The default package of the platform cannot be deleted; the server refuses too. */
export const canDeletePackage = (item: Pick<PackageItem, 'id'>) => item.id !== PROTECTED_PACKAGE_ID;

/** A package's price, billing period, status (a dot) and features. */
const PACKAGE_CELLS: CellSpecs<PackageItem> = {
  price: { value: (item) => formatPrice(item.price) },
  subscription_type: { value: (item) => SUBSCRIPTION_TYPE_LABELS[item.subscription_type] },
  active: {
    value: (item) => String(item.active),
    render: (item) => <StatusDot active={item.active} />,
  },
  features: {
    value: (item) => item.features.map((feature) => feature.name).join(', '),
    render: (item) => (
      <TagList label={`Features of ${item.name}`} tags={item.features} className="gap-1" />
    ),
  },
};

/** The Packages column (PACKAGES_LIST): each package's price, status and features; create, edit, delete. */
export function PackagesPanel() {
  const packages = usePackages();
  const features = useFeatures();
  const deletePackage = useDeletePackage();

  return (
    <SubscriptionItemPanel
      kind="packages"
      list={PACKAGES_LIST}
      query={packages}
      cells={PACKAGE_CELLS}
      canDelete={canDeletePackage}
      deleteItem={(item) => deletePackage.mutateAsync({ params: { id: item.id } })}
      renderForm={(item, onClose) => (
        <PackageFormModal
          item={item}
          features={features.data}
          featuresError={
            features.isError
              ? errorMessage(features.error, SUBSCRIPTIONS_TEXT.loadFailed('features'))
              : null
          }
          onClose={onClose}
        />
      )}
    />
  );
}
