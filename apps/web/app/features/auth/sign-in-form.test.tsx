import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useActionData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '~/lib/api-client';
import { ADMIN, json } from '~/lib/test-fixtures';
import { signInAction } from './sign-in.server';
import { SignInForm } from './sign-in-form';

/** The API as the sign-in action sees it: the right password opens a session, any other is refused. */
function fakeApi() {
  const calls: string[] = [];
  const apiFetch: ApiTransport = async (path, init) => {
    calls.push(`${init.method} ${path}`);
    const body = JSON.parse(String(init.body ?? '{}')) as { password?: string };
    if (path === '/api/session' && body.password === 'belize-demo-2026') return json(200, { user: ADMIN });
    return json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
  };
  return { apiFetch, calls };
}

function LoginPage() {
  const data = useActionData<{ result: Parameters<typeof SignInForm>[0]['lastResult'] }>();
  return <SignInForm lastResult={data?.result} forgotPasswordPath="/forgot-password" />;
}

function AdminHome() {
  return <h1>Admin overview</h1>;
}

function renderLogin(api = fakeApi()) {
  const Stub = createRoutesStub(
    [
      { path: '/login', Component: LoginPage, action: (args) => signInAction(args) },
      { path: '/admin/dashboard', Component: AdminHome },
    ],
    { apiFetch: api.apiFetch, publicUrl: 'http://localhost:3000' },
  );
  render(<Stub initialEntries={['/login']} />);
  return api;
}

const emailBox = () => screen.getByLabelText('Email');
const passwordBox = () => screen.getByLabelText('Password');
const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the sign-in form', () => {
  it('shows the spec messages under the fields and posts nothing while they are invalid', async () => {
    const api = renderLogin();
    signIn();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(emailBox(), { target: { value: 'not-an-email' } });
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's message above the form after a refusal", async () => {
    const api = renderLogin();
    fireEvent.input(emailBox(), { target: { value: 'admin@example.com' } });
    fireEvent.input(passwordBox(), { target: { value: 'wrong-password' } });
    signIn();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid email or password');
    expect(api.calls).toEqual(['POST /api/session']);
    expect(screen.queryByRole('heading', { name: 'Admin overview' })).toBeNull();
  });

  it('takes an admin to the admin overview', async () => {
    renderLogin();
    fireEvent.input(emailBox(), { target: { value: 'Admin@Example.com ' } });
    fireEvent.input(passwordBox(), { target: { value: 'belize-demo-2026' } });
    signIn();
    expect(await screen.findByRole('heading', { name: 'Admin overview' })).toBeTruthy();
  });
});
