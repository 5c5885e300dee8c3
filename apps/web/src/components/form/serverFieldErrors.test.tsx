import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configureHttp, HttpError } from '../../api/http';
import { renderWithProviders } from '../i18n/testProviders';
import { applyServerFieldErrors, type FieldErrorTarget } from './serverFieldErrors';

interface Values {
  bin: string;
  details: { inn: string };
}

/** A form whose Save fails with `error`; the count of placed errors is shown after it. */
function FailingForm({ error, target }: { error: unknown; target: FieldErrorTarget }) {
  const [form] = Form.useForm<Values>();
  const [placed, setPlaced] = useState<number | null>(null);
  return (
    <Form<Values> form={form}>
      <Form.Item name="bin" label="BIN">
        <Input />
      </Form.Item>
      <Form.Item name={['details', 'inn']} label="INN">
        <Input />
      </Form.Item>
      <Button onClick={() => setPlaced(applyServerFieldErrors(form, error, target))}>Save</Button>
      <output>{placed === null ? '' : `placed ${placed}`}</output>
    </Form>
  );
}

const conflict = new HttpError(409, {
  message: 'BIN must be unique',
  code: 'conflict',
  fields: { bin: 'BIN must be unique', unknown_field: 'Not on this form' },
});

async function save(error: unknown, target: FieldErrorTarget): Promise<void> {
  renderWithProviders(<FailingForm error={error} target={target} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('applyServerFieldErrors', { timeout: 20_000 }, () => {
  it('puts the server’s text under the field of the same name, and tells the others as a message', async () => {
    const showError = vi.fn<(text: string) => void>();
    configureHttp({ showError });
    await save(conflict, ['bin']);
    expect(await screen.findByText('BIN must be unique')).toBeTruthy();
    expect(screen.queryByText('Not on this form')).toBeNull();
    expect(screen.getByText('placed 1')).toBeTruthy();
    expect(showError).toHaveBeenCalledExactlyOnceWith('unknown_field: Not on this form');
  });

  it('leaves out the fields the form does not list', async () => {
    await save(conflict, ['notes']);
    expect(await screen.findByText('placed 0')).toBeTruthy();
    expect(screen.queryByText('BIN must be unique')).toBeNull();
  });

  it('follows a mapping from the server’s path to a nested field', async () => {
    const invalid = new HttpError(400, {
      message: 'Invalid request',
      fields: { 'details.inn': 'INN must have 10 digits' },
    });
    const nested = (path: string): NamePath | null => (path.startsWith('details.') ? path.split('.') : null);
    await save(invalid, nested);
    expect(await screen.findByText('INN must have 10 digits')).toBeTruthy();
  });

  it('shows nothing for a failure without fields (a timeout, a 500)', async () => {
    await save(new Error('timeout of 10000ms exceeded'), ['bin']);
    expect(await screen.findByText('placed 0')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
