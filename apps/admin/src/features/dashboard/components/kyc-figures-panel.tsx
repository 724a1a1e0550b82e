import { ViewAllLink } from '../../../components/ui/view-all-link';
import { useKycFigures } from '../api/use-kyc-queue';
import { KYC_DASHBOARD_PATH } from '../home-paths';
import { DASHBOARD_TEXT } from '../messages';
import { FiguresPanel } from './figures-panel';

/** The KYC queue's counts: pending, approved and rejected, with a link to the KYC dashboard. */
export function KycFiguresPanel({ className }: { className?: string }) {
  const figures = useKycFigures();
  return (
    <FiguresPanel
      className={className}
      title={DASHBOARD_TEXT.kycHeading}
      actions={<ViewAllLink to={KYC_DASHBOARD_PATH}>{DASHBOARD_TEXT.viewKycDashboard}</ViewAllLink>}
      query={figures}
      text={{ loading: DASHBOARD_TEXT.kycLoading, loadFailed: DASHBOARD_TEXT.kycLoadFailed }}
      count={3}
      figures={(stats) => [
        { label: DASHBOARD_TEXT.kycPending, value: stats.pending },
        { label: DASHBOARD_TEXT.kycApproved, value: stats.approved },
        { label: DASHBOARD_TEXT.kycRejected, value: stats.rejected },
      ]}
    />
  );
}
