import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '~/lib/api-client';
import { ADMIN, json } from '~/lib/test-fixtures';
import * as Merchants from '~/routes/admin-dashboard-merchants';
import * as Overview from '~/routes/admin-dashboard-overview';
import * as Settings from '~/routes/admin-dashboard-settings';

const PENDING = {
  id: '5b0c9a1e-7d3f-4c2a-9e8b-1f2a3b4c5d6e',
  business_name: 'Coral Cove Charters',
  profile: { full_name: 'Jason Reyes', phone_number: '+501 226-0184' },
  contact_email: 'charters@coral-cove.example.com',
  admin_approved: false,
  approved: false,
  active: true,
  status: 'pending_approval',
  totalTours: 0,
  totalBookings: 0,
  totalRevenue: 0,
  lastPayoutDate: null,
  btb_licence_number: 'BTB-TO-0617',
  description: 'Snorkel charters',
  created_at: '2026-11-20T12:00:00.000Z',
  rejected_at: null,
  rejection_reason: null,
  owner_email_verified: true,
  translation: { toTranslate: 6, translated: 3 },
};

/** The API as an admin's pages see it: `answer` decides every call but the session's. */
function fakeApi(answer: (method: string, path: string) => Response) {
  const calls: string[] = [];
  const apiFetch: ApiTransport = async (path, init) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${path}`);
    if (path === '/api/auth/user') return json(200, { user: ADMIN });
    return answer(method, path);
  };
  return { apiFetch, calls };
}

function renderScreen(
  path: string,
  module: { default: unknown; loader: unknown; action?: unknown },
  api: ReturnType<typeof fakeApi>,
) {
  const Stub = createRoutesStub(
    [
      {
        path,
        Component: module.default as never,
        loader: module.loader as never,
        action: module.action as never,
        HydrateFallback: NoFallback,
      },
    ],
    { apiFetch: api.apiFetch, publicUrl: 'http://localhost:3000' },
  );
  render(<Stub initialEntries={[path]} />);
}

/** Nothing while the stub loads the screen's data. */
function NoFallback() {
  return null;
}

afterEach(cleanup);

// jsdom does not know the <search> landmark element (browsers do): React's warning about it is not
// an error of these screens. Every other console error still fails the test.
beforeEach(() => {
  const spy = vi.mocked(console.error);
  const record = spy.getMockImplementation();
  spy.mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('is unrecognized in this browser') && args[1] === 'search') return;
    record?.(...args);
  });
});

/** The settings screen over a fake API that answers `saved`, recording what each save sends. */
function renderSettings(saved: Record<string, unknown>) {
  const puts: unknown[] = [];
  const api = fakeApi((_method, path) => (path === '/api/admin/settings' ? json(200, saved) : json(404, {})));
  const apiFetch: ApiTransport = async (path, init) => {
    if (init.method === 'PUT') puts.push(JSON.parse(String(init.body)));
    return api.apiFetch(path, init);
  };
  renderScreen('/admin/dashboard/settings', Settings, { ...api, apiFetch });
  return puts;
}

const SAVED_SETTINGS = {
  platformName: 'BelizePass',
  platformEmail: 'support@belizepass.bz',
  defaultCommissionRate: 10,
  directBookingRate: 3,
  notifications: {
    newMerchantSignups: true,
    newBookings: false,
    completedBookings: true,
    payoutProcessed: true,
    tourApprovalRequests: true,
  },
  holds: {
    minutes: 15,
    perClient: 1000,
    departureSharePercent: 100,
    perAddress: 10_000,
    largeHoldMinutes: 5,
  },
  updatedAt: '2026-11-26T12:00:00.000Z',
};

describe('admin screens rendered from their loaders', () => {
  it('the overview shows the error, not numbers, when its data cannot be loaded', async () => {
    const api = fakeApi(() => json(503, { error: { code: 'DOWN', message: 'Down' } }));
    renderScreen('/admin/dashboard', Overview, api);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load dashboard data. Please try again later.',
    );
    expect(screen.queryByRole('heading', { name: 'Total Sales' })).toBeNull();
    expect(api.calls).toContain('GET /api/admin/dashboard/stats');
  });

  it('a refused approval is an alert with the spec message and the reason, and the row stays pending', async () => {
    const api = fakeApi((method, path) => {
      if (method === 'PATCH' && path.endsWith('/approve')) {
        return json(409, {
          error: {
            code: 'MERCHANT_EMAIL_UNVERIFIED',
            message: 'The applicant has not confirmed their email address yet.',
          },
        });
      }
      if (path.startsWith('/api/admin/merchants?')) {
        return json(200, { merchants: [PENDING], total: 1, pendingCount: 1 });
      }
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    });
    renderScreen('/admin/dashboard/merchants', Merchants, api);
    const [approve] = await screen.findAllByRole('button', { name: 'Approve Coral Cove Charters' });
    fireEvent.click(approve!);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to update merchant approval status. Please try again.');
    expect(alert.textContent).toContain('has not confirmed their email address');
    await waitFor(() => expect(api.calls).toContain(`PATCH /api/admin/merchants/${PENDING.id}/approve`));
    expect(screen.getAllByText('Pending Approval').length).toBeGreaterThan(0);
  });

  it("saving General Settings sends this page's settings only, and a non-number never reaches the API", async () => {
    const saved = SAVED_SETTINGS;
    const puts = renderSettings(saved);
    const rate = await screen.findByLabelText('Default commission rate (%)');
    fireEvent.input(rate, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save General Settings' }));
    expect(await screen.findByText('Commission rate must be a whole number from 0 to 100')).toBeTruthy();
    expect(puts).toEqual([]);

    fireEvent.input(rate, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save General Settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(puts).toEqual([
      {
        platformName: 'BelizePass',
        platformEmail: 'support@belizepass.bz',
        defaultCommissionRate: 12,
        directBookingRate: 3,
        notifications: saved.notifications,
      },
    ]);
  });

  it('saving Unpaid Holds sends the limits, and a value out of range never reaches the API', async () => {
    const puts = renderSettings({
      ...SAVED_SETTINGS,
      holds: { minutes: 15, perClient: 3, departureSharePercent: 50, perAddress: 20, largeHoldMinutes: 5 },
    });
    const minutes = await screen.findByLabelText('Hold time (minutes)');
    fireEvent.input(minutes, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Unpaid Holds' }));
    expect(await screen.findByText('Hold time must be between 5 and 60')).toBeTruthy();
    expect(puts).toEqual([]);

    fireEvent.input(minutes, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Unpaid Holds' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(puts).toEqual([
      {
        platformName: 'BelizePass',
        platformEmail: 'support@belizepass.bz',
        defaultCommissionRate: 10,
        directBookingRate: 3,
        notifications: SAVED_SETTINGS.notifications,
        holds: { minutes: 20, perClient: 3, departureSharePercent: 50, perAddress: 20, largeHoldMinutes: 5 },
      },
    ]);
  });
});
