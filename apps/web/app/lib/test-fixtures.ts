/** Shared fixtures of the web unit tests. */

/** A JSON answer of the fake API. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The platform admin the fake API signs in. */
export const ADMIN = {
  id: '0d5c1f5e-2b0a-4a53-9d4f-6f3b1f0c7a11',
  email: 'admin@example.com',
  full_name: 'Andre Castillo',
  phone_number: null,
  role: 'platform_admin',
  created_at: '2026-01-01T00:00:00.000Z',
  merchant: null,
};
