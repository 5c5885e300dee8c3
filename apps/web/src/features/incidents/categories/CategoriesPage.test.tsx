import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../../../test/network';
import { DOMAINS, renderIncidents } from '../../../../test/features/incidents';
import { CategoriesPage } from './CategoriesPage';

const API = '/api/incidents/v1';
const CATEGORIES = [
  { id: '1', name: 'Payment card fraud', description: 'Compromised card details' },
  { id: '3', name: 'Money mules', description: 'People moving stolen funds' },
];

beforeEach(() => {
  vi.clearAllMocks();
});

describe('CategoriesPage', { timeout: 30_000 }, () => {
  it('shows each category with its domains, fields and required sets, read-only', async () => {
    serve({
      [`${API}/incident_category/list`]: () => ({ list: CATEGORIES, total_count: 2 }),
      [`${API}/incident_category_domain/list`]: () => ({ list: DOMAINS, total_count: DOMAINS.length }),
    });
    const { container } = renderIncidents(<CategoriesPage />, { path: '/incidents/categories' });
    expect(await screen.findByText('Money mule (person)')).toBeTruthy();
    expect(screen.getByText('Card compromise')).toBeTruthy();
    expect(screen.getByText('Full name + Tax id (INN)')).toBeTruthy();
    expect(screen.getByText('Full name + Passport')).toBeTruthy();
    expect(screen.getAllByText('Option 2:').length).toBe(1);
    // The page, not the document: antd keeps one hidden measuring textarea in <body> once any
    // auto-sized textarea was drawn, by this file or an earlier one in the same worker.
    expect(container.querySelector('input, textarea, button.ant-btn-primary')).toBeNull();
  });
});
