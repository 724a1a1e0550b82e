import { PageHeader } from '../../components/layout/page-header';
import { FeaturesPanel } from './components/features-panel';
import { InvoicesTable } from './components/invoices-table';
import { PackagesPanel } from './components/packages-panel';
import { SalesRevenueChart } from './components/sales-revenue-chart';
import { SUBSCRIPTIONS_TEXT } from './messages';

/** /admin/subscriptions: packages and features, the sales revenue chart and the invoices. */
export function SubscriptionsScreen() {
  return (
    <>
      <PageHeader title={SUBSCRIPTIONS_TEXT.title} subtitle={SUBSCRIPTIONS_TEXT.subtitle} />
      <div className="flex flex-col gap-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <PackagesPanel />
          <FeaturesPanel />
        </div>
        <div className="grid gap-6 xl:grid-cols-2">
          <SalesRevenueChart />
          <InvoicesTable />
        </div>
      </div>
    </>
  );
}
