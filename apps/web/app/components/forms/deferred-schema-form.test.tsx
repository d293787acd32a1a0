import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Form } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useDeferredSchemaForm } from './deferred-schema-form';
import { InputField } from './fields';

const codeSchema = z.object({
  code: z.string({ error: 'Enter a code' }).regex(/^BP-\d{4}$/, 'Enter a code like BP-1234'),
});

/** A schema that arrives when the test says so (or never: `fail`), like a chunk on a slow network. */
function slowSchema() {
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const loaded = new Promise<typeof codeSchema>((resolve, reject) => {
    arrive = () => resolve(codeSchema);
    fail = () => reject(new Error('offline'));
  });
  const load = () => loaded;
  return { load, arrive: () => arrive(), fail: () => fail() };
}

/** The loader the form under test uses (set by `renderForm`). */
let loadCodeSchema: () => Promise<typeof codeSchema> = () => Promise.resolve(codeSchema);

function CodeForm() {
  const [form, fields] = useDeferredSchemaForm(loadCodeSchema, { id: 'code-form' });
  return (
    <Form method="post" {...getFormProps(form)}>
      <InputField field={fields.code} label="Code" />
      <button type="submit">Check</button>
    </Form>
  );
}

function renderForm(load: () => Promise<typeof codeSchema>) {
  loadCodeSchema = load;
  const posted: string[] = [];
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: CodeForm,
      action: async ({ request }) => {
        posted.push(String((await request.formData()).get('code')));
        return { status: 'success' } satisfies SubmissionResult;
      },
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return posted;
}

const codeBox = () => screen.getByLabelText('Code');
const check = () => fireEvent.click(screen.getByRole('button', { name: 'Check' }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(cleanup);

describe('a form whose validation loads on first use', () => {
  it('holds a submission made before the validation arrives, then shows its message and posts nothing', async () => {
    const schema = slowSchema();
    const posted = renderForm(schema.load);
    fireEvent.input(codeBox(), { target: { value: 'nope' } });
    check();
    await settle();
    expect(posted).toEqual([]);
    expect(screen.queryByText('Enter a code like BP-1234')).toBeNull();
    schema.arrive();
    expect(await screen.findByText('Enter a code like BP-1234')).toBeTruthy();
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
  });

  it('posts a held valid submission once the validation has arrived', async () => {
    const schema = slowSchema();
    const posted = renderForm(schema.load);
    fireEvent.input(codeBox(), { target: { value: 'BP-1234' } });
    check();
    await settle();
    expect(posted).toEqual([]);
    schema.arrive();
    await settle();
    expect(posted).toEqual(['BP-1234']);
  });

  it('starts loading when focus enters the form, and validates as you type from then on', async () => {
    let loads = 0;
    const schema = slowSchema();
    renderForm(() => {
      loads++;
      return schema.load();
    });
    expect(loads).toBe(0);
    fireEvent.focusIn(codeBox());
    expect(loads).toBe(1);
    schema.arrive();
    await settle();
    fireEvent.input(codeBox(), { target: { value: 'x' } });
    fireEvent.blur(codeBox());
    expect(await screen.findByText('Enter a code like BP-1234')).toBeTruthy();
    fireEvent.input(codeBox(), { target: { value: 'BP-0001' } });
    await settle();
    expect(screen.queryByText('Enter a code like BP-1234')).toBeNull();
    expect(loads).toBe(1);
  });

  it('posts to the server, which validates, when the validation cannot load', async () => {
    const schema = slowSchema();
    const posted = renderForm(schema.load);
    fireEvent.input(codeBox(), { target: { value: 'nope' } });
    check();
    schema.fail();
    await settle();
    expect(posted).toEqual(['nope']);
  });
});
