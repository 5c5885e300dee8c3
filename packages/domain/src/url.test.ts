import { describe, expect, it } from 'vitest';
import { checkHttpUrl } from './url.js';

describe('URL — "HTTP or HTTPS"', () => {
  it.each([
    ['https://bank.ua', null],
    ['http://fraud-shop.com.ua/pay?order=1#x', null],
    ['HTTPS://EXAMPLE.COM/Path', null],
    ['https://казино.укр/вхід', null],
    ['https://xn--80ak6aa92e.xn--j1amh', null],
    ['http://localhost:8080/', null],
    ['http://192.168.1.10/login', null],
    ['http://[2001:db8::1]:443/', null],
    ['ftp://bank.ua', 'url_invalid'],
    ['bank.ua', 'url_invalid'],
    ['https://', 'url_invalid'],
    ['https://bank', 'url_invalid'],
    ['https://bank.ua/with space', 'url_invalid'],
    ['https://-bank.ua', 'url_invalid'],
    ['javascript:alert(1)', 'url_invalid'],
    ['', 'url_invalid'],
  ])('%j → %s', (value, expected) => {
    expect(checkHttpUrl(value)).toBe(expected);
  });
});
