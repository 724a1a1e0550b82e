import type { FeatureItem } from '@job-board/contract';
import { useDeleteFeature } from '../api/use-delete-feature';
import { useFeatures } from '../api/use-features';
import { SUBSCRIPTIONS_TEXT } from '../messages';
import { FeatureFormModal } from './feature-form-modal';
import { FeatureKindIcon } from './feature-kind-icon';
import { SubscriptionItemPanel } from './subscription-item-panel';

/** Only display-only features can be deleted (spec §6); the system reads the others. */
export const canDeleteFeature = (item: Pick<FeatureItem, 'display'>) => item.display;

/** The Features column: each feature with its kind (eye or code icon); create, edit, delete. */
export function FeaturesPanel() {
  const features = useFeatures();
  const deleteFeature = useDeleteFeature();

  return (
    <SubscriptionItemPanel
      kind="features"
      title={SUBSCRIPTIONS_TEXT.featuresHeading}
      newLabel={SUBSCRIPTIONS_TEXT.newFeature}
      emptyMessage={SUBSCRIPTIONS_TEXT.noFeatures}
      query={features}
      rowAlign="center"
      renderMarker={(item) => <FeatureKindIcon displayOnly={item.display} />}
      renderDetails={(item) => (
        <p className="font-mono text-xs break-all text-slate-600">{item.config}</p>
      )}
      canDelete={canDeleteFeature}
      deleteItem={async (item) =>
        (await deleteFeature.mutateAsync({ params: { id: item.id } })).message
      }
      renderForm={(item, onClose) => <FeatureFormModal item={item} onClose={onClose} />}
    />
  );
}
