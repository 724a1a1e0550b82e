import { PROTECTED_PACKAGE_ID, type PackageItem } from '@job-board/contract';
import { StatusDot } from '../../../components/ui/status-dot';
import { errorMessage } from '../../../lib/api-error';
import { useDeletePackage } from '../api/use-delete-package';
import { useFeatures } from '../api/use-features';
import { usePackages } from '../api/use-packages';
import { formatPrice } from '../format-money';
import { SUBSCRIPTION_TYPE_LABELS, SUBSCRIPTIONS_TEXT } from '../messages';
import { PackageFormModal } from './package-form-modal';
import { SubscriptionItemPanel } from './subscription-item-panel';

/** The default package of the platform cannot be deleted (spec §6); the server refuses too. */
export const canDeletePackage = (item: Pick<PackageItem, 'id'>) => item.id !== PROTECTED_PACKAGE_ID;

/** A package row's price, billing period and the names of its features. */
function PackageDetails({ item }: { item: PackageItem }) {
  return (
    <>
      <p className="text-sm text-slate-600">
        {formatPrice(item.price)} · {SUBSCRIPTION_TYPE_LABELS[item.subscription_type]}
      </p>
      {item.features.length > 0 && (
        <ul aria-label={`Features of ${item.name}`} className="mt-1.5 flex flex-wrap gap-1">
          {item.features.map((feature) => (
            <li
              key={feature.id}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
            >
              {feature.name}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The Packages column: each package with its status, price and features; create, edit, delete. */
export function PackagesPanel() {
  const packages = usePackages();
  const features = useFeatures();
  const deletePackage = useDeletePackage();

  return (
    <SubscriptionItemPanel
      kind="packages"
      title={SUBSCRIPTIONS_TEXT.packagesHeading}
      newLabel={SUBSCRIPTIONS_TEXT.newPackage}
      emptyMessage={SUBSCRIPTIONS_TEXT.noPackages}
      query={packages}
      rowAlign="start"
      renderMarker={(item) => <StatusDot active={item.active} className="mt-1.5" />}
      renderDetails={(item) => <PackageDetails item={item} />}
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
