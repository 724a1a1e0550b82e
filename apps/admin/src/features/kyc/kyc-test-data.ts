import type { KycListResponse, KycRecord, KycStats } from '@job-board/contract';
import { PAGE_SIZES } from '@job-board/contract';
import { act } from '@testing-library/react';
import { toast } from 'react-toastify';
import type { RouteObject } from 'react-router';
import { screenRoute } from '../../app/screen-route';
import { renderApp } from '../../testing/render-app';
import { KycDashboardScreen } from './kyc-dashboard-screen';
import { KycDetailScreen } from './kyc-detail-screen';
import { KycListScreen } from './kyc-list-screen';

/** A verification as the API returns it (test data). */
export function kycRecord(overrides: Partial<KycRecord> = {}): KycRecord {
  const id = overrides.id ?? 1;
  return {
    id,
    full_name: 'Grace Hopper',
    id_type: 'Passport',
    id_number: 'P1234567',
    status: 'pending',
    submitted_at: '2026-03-05T10:30:00.000Z',
    reviewed_at: null,
    reviewed_by: null,
    admin_comment: null,
    id_front_url: `http://localhost:3000/api/kyc-documents/${id}/id-front?admin=1&expires=9&signature=a`,
    selfie_url: `http://localhost:3000/api/kyc-documents/${id}/selfie?admin=1&expires=9&signature=b`,
    ...overrides,
  };
}

export const someStats: KycStats = { total: 42, pending: 7, approved: 30, rejected: 5 };

/** The list answer: one page of `records` out of `lastPage`, with the counts. */
export function kycListBody(
  records: KycRecord[],
  {
    page = 1,
    lastPage = 1,
    stats = someStats,
  }: { page?: number; lastPage?: number; stats?: KycStats } = {},
): KycListResponse {
  const path = 'http://localhost:3000/api/admin/kyc';
  return {
    result: true,
    verifications: {
      data: records,
      links: {
        first: `${path}?page=1`,
        last: `${path}?page=${lastPage}`,
        prev: page > 1 ? `${path}?page=${page - 1}` : null,
        next: page < lastPage ? `${path}?page=${page + 1}` : null,
      },
      meta: {
        current_page: page,
        from: records.length ? (page - 1) * PAGE_SIZES.kyc + 1 : null,
        last_page: lastPage,
        path,
        per_page: PAGE_SIZES.kyc,
        to: records.length ? (page - 1) * PAGE_SIZES.kyc + records.length : null,
        total: (lastPage - 1) * PAGE_SIZES.kyc + records.length,
      },
    },
    stats,
  };
}

/** The toasts of a test do not leak into the next one. */
export function dismissToasts() {
  act(() => toast.dismiss());
}

/** The toast showing `text`, with where it is placed and how long it stays. */
export function toastOf(text: string) {
  const element = findToast(text);
  if (!element) throw new Error(`No toast reads "${text}"`);
  const container = element.closest('.Toastify__toast-container');
  const progress = element.querySelector<HTMLElement>('.Toastify__progress-bar');
  return {
    element,
    isBottomRight:
      container?.classList.contains('Toastify__toast-container--bottom-right') ?? false,
    duration: progress?.style.animationDuration,
  };
}

function findToast(text: string): Element | null {
  return (
    [...document.querySelectorAll('.Toastify__toast')].find((toastElement) =>
      toastElement.textContent?.includes(text),
    ) ?? null
  );
}

/**
 * The KYC routes exactly as screen-routes.tsx declares them, for renderApp's `screens`: the
 * tests then do not depend on other areas' screens being present.
 */
export const kycScreens: RouteObject[] = [
  screenRoute('kyc', 'KYC Verification', async () => KycListScreen),
  screenRoute('kyc/dashboard', 'KYC Dashboard', async () => KycDashboardScreen),
  screenRoute('kyc/:id', 'KYC Details', async () => KycDetailScreen),
];

/** renderApp with the KYC routes. */
export function renderKyc(path: string) {
  return renderApp(path, { screens: kycScreens });
}
