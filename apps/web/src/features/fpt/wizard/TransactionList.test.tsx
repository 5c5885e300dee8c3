import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installResizeObserver, renderWithProviders } from '../../../components/i18n/testProviders';
import { TransactionList } from './TransactionList';

describe('TransactionList', () => {
  it('says there are no transactions yet in readable secondary text, not antd’s faint grey', () => {
    installResizeObserver();
    renderWithProviders(<TransactionList value={[]} />);
    const empty = screen.getByText('No transactions yet');
    expect(empty.closest('.ant-typography-secondary')).not.toBeNull();
  });
});
