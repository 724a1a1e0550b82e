import { PACKAGES_LIST, PROTECTED_PACKAGE_ID, type PackageItem } from '@job-board/contract';
import type { CellSpecs } from '../../../components/list/list-columns';
import { StatusDot } from '../../../components/ui/status-dot';
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

/** The names of a package's features. */
function PackageFeatures({ item }: { item: PackageItem }) {
  return (
    <ul aria-label={`Features of ${item.name}`} className="flex flex-wrap gap-1">
      {item.features.map((feature) => (
        <li
          key={feature.id}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
        >
          {feature.name}
        </li>
      ))}
    </ul>
  );
}

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
    render: (item) => <PackageFeatures item={item} />,
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
      title={SUBSCRIPTIONS_TEXT.packagesHeading}
      newLabel={SUBSCRIPTIONS_TEXT.newPackage}
      emptyMessage={SUBSCRIPTIONS_TEXT.noPackages}
      query={packages}
      cells={PACKAGE_CELLS}
      canDelete={canDeletePackage}
      deleteItem={async (item) =>
        (await deletePackage.mutateAsync({ params: { id: item.id } })).message
      }
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
