import { INTEGRATION_MESSAGES } from '@job-board/contract';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Card } from '../../components/ui/card';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { QueryState } from '../../components/ui/query-state';
import { LoadingBlock } from '../../components/ui/skeleton';
import { useWebhookEndpoint } from './api/use-webhook-endpoints';
import { DeliveriesCard } from './components/deliveries-card';
import { EndpointSettingsCard } from './components/endpoint-settings-card';
import { parseId } from './integrations-format';
import { INTEGRATIONS_TEXT } from './messages';

function NotFound() {
  return (
    <Card>
      <p role="alert" className="text-sm text-slate-800">
        {INTEGRATION_MESSAGES.endpointNotFound}
      </p>
    </Card>
  );
}

/**
 * /admin/integrations/webhooks/:id: one webhook endpoint's settings and actions, and its
 * deliveries (each with its payload, attempts and Resend).
 */
export function WebhookEndpointScreen() {
  const id = parseId(useParams().id);
  const endpoint = useWebhookEndpoint(id);
  const found = endpoint.isError ? undefined : endpoint.data;
  return (
    <>
      <PageHeader title={INTEGRATIONS_TEXT.endpointTitle} subtitle={found?.url} />
      <div className="flex flex-col gap-6">
        <div>
          <Link
            to="/integrations"
            className="inline-flex items-center gap-1 text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
          >
            <ChevronLeftIcon />
            {INTEGRATIONS_TEXT.backToList}
          </Link>
        </div>
        {id === null ? (
          <NotFound />
        ) : (
          <QueryState
            query={endpoint}
            loading={
              <LoadingBlock label={INTEGRATIONS_TEXT.endpointLoading} className="min-h-64" />
            }
            errorFallback={INTEGRATIONS_TEXT.endpointsLoadFailed}
            className="rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            {(record) => (
              <>
                <EndpointSettingsCard endpoint={record} />
                <DeliveriesCard endpoint={record} />
              </>
            )}
          </QueryState>
        )}
      </div>
    </>
  );
}
