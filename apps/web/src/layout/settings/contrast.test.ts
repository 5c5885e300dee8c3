import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from './contrast';

describe('contrast', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#1890ff', '#1890ff')).toBeCloseTo(1);
  });

  it.each(['#1890ff', '#13c2c2', '#52c41a', '#fa8c16', '#eb2f96', '#ffff00'])(
    'darkens %s until text on white reaches 4.5:1',
    (colour) => {
      expect(contrastRatio(readableShade(colour), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a colour that is already dark enough', () => {
    expect(readableShade('#0958d9')).toBe('#0958d9');
  });
});

describe('the antd theme', () => {
  it('gives error texts and danger buttons a red that reads on white', async () => {
    const { themeFor } = await import('./antdTheme');
    const error = themeFor('#1890ff').token?.colorError;
    expect(error).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(error as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the values of disabled fields (a record in View mode) as dark as secondary text', async () => {
    const { themeFor } = await import('./antdTheme');
    const { components } = themeFor('#1890ff');
    for (const field of ['Input', 'InputNumber', 'Select', 'DatePicker'] as const) {
      expect(components?.[field]?.colorTextDisabled).toBe('rgba(0, 0, 0, 0.65)');
    }
  });
});
