import { PageHeader } from '../../components/layout/page-header';
import { UrlTabsCard } from '../../components/ui/url-tabs-card';
import { ApiKeysPanel } from './components/api-keys-panel';
import { WebhookEndpointsPanel } from './components/webhook-endpoints-panel';
import { INTEGRATIONS_TEXT } from './messages';

const TABS = ['webhooks', 'api-keys'] as const;

/**
 * /admin/integrations (owners): the webhook endpoints and the API keys of the platform's
 * services, the open tab in the URL (?tab=api-keys).
 */
export function IntegrationsScreen() {
  return (
    <>
      <PageHeader title={INTEGRATIONS_TEXT.title} subtitle={INTEGRATIONS_TEXT.subtitle} />
      <UrlTabsCard
        tabs={TABS}
        labels={INTEGRATIONS_TEXT.tabs}
        panels={{ webhooks: WebhookEndpointsPanel, 'api-keys': ApiKeysPanel }}
        label={INTEGRATIONS_TEXT.tabsLabel}
      />
    </>
  );
}
