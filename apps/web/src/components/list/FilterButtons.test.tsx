import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../i18n/testProviders';
import { FilterButtons } from './FilterButtons';

function Filter({ onSearch, onReset }: { onSearch: (values: object) => void; onReset: () => void }) {
  return (
    <Form onFinish={onSearch} initialValues={{ name: 'Alpha' }}>
      <Form.Item name="name">
        <Input aria-label="name" />
      </Form.Item>
      <FilterButtons onReset={onReset}>
        <button type="button">New</button>
      </FilterButtons>
    </Form>
  );
}

describe('FilterButtons', () => {
  it('searches with the form’s values, resets through the form’s own reset, and keeps its extra buttons', async () => {
    const onSearch = vi.fn();
    const onReset = vi.fn();
    renderWithProviders(<Filter onSearch={onSearch} onReset={onReset} />);
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ name: 'Alpha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'New' })).toBeTruthy();
  });

  it('says the same words on every list, in the user’s language', () => {
    renderWithProviders(<Filter onSearch={vi.fn()} onReset={vi.fn()} />, 'uk');
    expect(screen.getByRole('button', { name: /Шукати/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скинути' })).toBeTruthy();
  });
});
