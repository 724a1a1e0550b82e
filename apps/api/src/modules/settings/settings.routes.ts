import {
  applicationSettingsResponse,
  generalSettingsResponse,
  saveSettingBody,
  saveSettingResponse,
} from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { defineRoute } from '../../lib/route.js';
import { listSettings, saveSetting } from './settings.service.js';

const tags = ['settings'];

export function settingsRoutes(deps: AppDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/settings/general',
      access: 'optional-admin',
      summary: 'General settings; the website webhook URL only for a signed-in admin',
      tags,
      responses: { 200: generalSettingsResponse },
      handler: async ({ admin }) => ({
        data: await listSettings(deps.db, 'general', { withAdminOnly: admin !== null }),
      }),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/settings/application',
      access: 'admin',
      summary:
        'Application settings; the reCAPTCHA secret key is never sent, only whether it is set',
      tags,
      responses: { 200: applicationSettingsResponse },
      handler: async () => ({
        result: true,
        data: { data: await listSettings(deps.db, 'application', { withAdminOnly: true }) },
      }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/settings/save',
      access: 'admin',
      summary: 'Save one setting of a tab (a blank secret keeps the stored one)',
      tags,
      body: saveSettingBody,
      responses: { 200: saveSettingResponse },
      handler: async ({ request, admin, body }) => ({
        result: true,
        data: await saveSetting(deps, request, admin.id, body),
      }),
    }),
  ];
}
