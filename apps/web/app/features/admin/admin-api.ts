import { ADMIN_DEFAULT_PAGE_LIMIT } from '@belizepass/domain';
import { authFetch } from '~/features/auth/auth-client';

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = ADMIN_DEFAULT_PAGE_LIMIT;

export type {
  AdminAlert,
  AdminBookingDetail,
  AdminBookingRow,
  AdminMerchant,
  AdminMerchantDetail,
  AdminStatusFilter,
  AdminTour,
  AdminTourDetail,
  AdminTourist,
  AuditEntryView,
  DashboardStats,
  MerchantStatus as ApprovalStatus,
  Payout,
  PayoutPreview,
  PlatformSettings,
  PlatformSettingsInput,
  SortDirection,
  TopRow,
} from '@belizepass/domain';

import type {
  AdminBookingRow,
  AdminMerchant,
  AdminTour,
  AdminTourist,
  AuditEntryView,
  Payout,
} from '@belizepass/domain';

export interface MerchantList {
  merchants: AdminMerchant[];
  total: number;
  pendingCount: number;
}

export interface TourList {
  tours: AdminTour[];
  total: number;
  pendingCount: number;
}

export interface BookingList {
  bookings: AdminBookingRow[];
  total: number;
}

export interface TouristList {
  tourists: AdminTourist[];
  total: number;
}

export interface PayoutList {
  payouts: Payout[];
  total: number;
}

export interface AuditList {
  entries: AuditEntryView[];
  total: number;
}

type QueryValue = string | number | undefined | null;

/** `/api/admin/...?a=1&b=2`, leaving out empty values. */
export function adminPath(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return `/api/admin/${path}${text ? `?${text}` : ''}`;
}

export function adminGet<T>(path: string, query: Record<string, QueryValue>, signal?: AbortSignal) {
  return authFetch<T>(adminPath(path, query), { signal });
}

export function adminSend<T>(method: 'POST' | 'PATCH' | 'PUT', path: string, body: unknown) {
  return authFetch<T>(adminPath(path), { method, body });
}
