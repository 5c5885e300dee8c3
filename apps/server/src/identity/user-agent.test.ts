import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it('names the browser, its major version and the system', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.7300.12 Safari/537.36',
      ),
    ).toBe('Chrome 156 on Linux');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 on iOS');
  });

  it('answers null for what it cannot read, so the raw header is shown instead', () => {
    expect(describeUserAgent(null)).toBeNull();
    expect(describeUserAgent('curl-like-tool')).toBeNull();
  });
});
