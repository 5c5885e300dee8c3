import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import { CounterBadge } from './CounterBadge';

function renderBadge(count: number | null) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <CounterBadge count={count} testId="badge" />
    </I18nextProvider>,
  );
}

describe('CounterBadge', () => {
  it.each([
    [null, null],
    [0, null],
    [-3, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('for %s shows %s', (count, expected) => {
    renderBadge(count);
    const badge = screen.queryByTestId('badge');
    if (expected === null) {
      expect(badge).toBeNull();
    } else {
      expect(badge?.textContent).toContain(expected);
      expect(badge?.querySelector('[title]')?.getAttribute('title') ?? badge?.getAttribute('title')).toBe(
        `New: ${expected}`,
      );
    }
  });
});
