import { loginSchema } from '@belizepass/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { formFailure, parseForm } from './forms.server';

const post = (fields: Record<string, string>) =>
  new Request('http://belizepass.test/login', { method: 'POST', body: new URLSearchParams(fields) });

/** What `data()` carries: the submission result the form shows, and the status. */
function unwrap(answer: ReturnType<typeof formFailure>) {
  const { data, init } = answer as unknown as {
    data: { result: { error?: Record<string, string[]> } };
    init: { status: number };
  };
  return { error: data.result.error ?? {}, status: init.status };
}

describe('forms in route actions', () => {
  it('parses with the shared schema: trimmed, lower-cased values on success', async () => {
    const submission = await parseForm(post({ email: ' Ana@Example.com ', password: 'pw' }), loginSchema);
    expect(submission.status).toBe('success');
    if (submission.status === 'success') expect(submission.value.email).toBe('ana@example.com');
  });

  it('answers 400 with each field error of an invalid form', async () => {
    const submission = await parseForm(post({ email: 'nope', password: '' }), loginSchema);
    expect(submission.status).toBe('error');
    const { error, status } = unwrap(formFailure(submission));
    expect(status).toBe(400);
    expect(error.email).toEqual(['Email is invalid']);
    expect(error.password).toEqual(['Password is required']);
  });

  it("puts the API's field issues under their fields and other failures above the form", async () => {
    const submission = await parseForm(post({ email: 'ana@example.com', password: 'pw' }), loginSchema);
    const taken = new ApiError({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'Please check the form',
      details: [{ field: 'email', message: 'This email is already registered' }],
    });
    const fieldLevel = unwrap(formFailure(submission, taken));
    expect(fieldLevel.status).toBe(409);
    expect(fieldLevel.error.email).toEqual(['This email is already registered']);
    expect(fieldLevel.error['']).toBeUndefined();

    const refused = new ApiError({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(unwrap(formFailure(submission, refused)).error['']).toEqual(['Invalid email or password']);

    const down = unwrap(
      formFailure(submission, new Error('socket hang up'), { fallback: 'Please try again.' }),
    );
    expect(down.error['']).toEqual(['Please try again.']);
    expect(down.status).toBe(400);
  });
});
