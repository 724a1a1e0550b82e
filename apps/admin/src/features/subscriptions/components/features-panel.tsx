import { FEATURES_LIST, type FeatureItem } from '@job-board/contract';
import type { CellSpecs } from '../../../components/list/list-columns';
import { useDeleteFeature } from '../api/use-delete-feature';
import { useFeatures } from '../api/use-features';
import { FeatureFormModal } from './feature-form-modal';
import { FeatureKindIcon } from './feature-kind-icon';
import { SubscriptionItemPanel } from './subscription-item-panel';

/** Only display-only features can be deleted; the system reads the others. */
export const canDeleteFeature = (item: Pick<FeatureItem, 'display'>) => item.display;

/** A feature's config name, and its kind: an eye (display-only) or a code sign (read by the system). */
const FEATURE_CELLS: CellSpecs<FeatureItem> = {
  config: {
    value: (item) => item.config,
    render: (item) => <span className="font-mono text-xs break-all">{item.config}</span>,
  },
  display: {
    value: (item) => String(item.display),
    render: (item) => <FeatureKindIcon displayOnly={item.display} />,
  },
};

/** The Features column (FEATURES_LIST): each feature with its kind (eye or code icon); create, edit, delete. */
export function FeaturesPanel() {
  const features = useFeatures();
  const deleteFeature = useDeleteFeature();

  return (
    <SubscriptionItemPanel
      kind="features"
      list={FEATURES_LIST}
      query={features}
      cells={FEATURE_CELLS}
      canDelete={canDeleteFeature}
      deleteItem={(item) => deleteFeature.mutateAsync({ params: { id: item.id } })}
      renderForm={(item, onClose) => <FeatureFormModal item={item} onClose={onClose} />}
    />
  );
}
