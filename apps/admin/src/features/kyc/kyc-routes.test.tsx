import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { kycListBody, kycRecord, someStats } from './kyc-test-data';

// The app's own routes (screen-routes.tsx), as the browser gets them.
describe('KYC routes', () => {
  function mockKycApi() {
    return mockFetch({
      'GET /api/admin/kyc': {
        body: kycListBody([kycRecord({ id: 5, full_name: 'Mary Jackson' })]),
      },
      'GET /api/admin/kyc/stats': { body: { result: true, stats: someStats } },
      'GET /api/admin/kyc/:id': { body: { data: kycRecord({ id: 5, full_name: 'Mary Jackson' }) } },
    });
  }

  it.each([
    ['/kyc', 'KYC Verifications', 'KYC Verification'],
    ['/kyc/dashboard', 'KYC Dashboard', 'KYC Dashboard'],
    ['/kyc/5', 'Mary Jackson', 'KYC Details'],
  ])('%s shows "%s" titled "%s"', async (path, heading, title) => {
    mockKycApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title} - `)));
  });
});
