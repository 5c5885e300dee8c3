import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../layout/settings/contrast';
import { STATUS_COLOURS } from './StatusTag';

describe('the police status tags', () => {
  it.each(Object.entries(STATUS_COLOURS))(
    'status %s: white text on its colour reaches 4.5:1',
    (_, colour) => {
      expect(contrastRatio('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
