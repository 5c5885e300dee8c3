import { describe, expect, it } from 'vitest';
import { buildInfo } from './buildInfo';

describe('buildInfo', () => {
  it('takes what the build passed in, the time shown in Kyiv', () => {
    expect(
      buildInfo(
        { VITE_BUILD_ID: ' 1a2b3c4 ', VITE_BUILD_TIME: '2026-11-21T10:00:00Z', MODE: 'production' },
        'index-X',
      ),
    ).toEqual({ id: '1a2b3c4', time: '21.11.2026 12:00:00', mode: 'production' });
  });

  it("falls back to the entry file's hashed name and leaves an unknown time empty", () => {
    expect(buildInfo({ VITE_BUILD_TIME: 'yesterday', MODE: 'production' }, 'index-D5-opZIE')).toEqual({
      id: 'index-D5-opZIE',
      time: '',
      mode: 'production',
    });
  });
});
