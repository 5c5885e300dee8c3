import { describe, expect, it } from 'vitest';
import { checkIpAddress, isIpv4, isIpv6 } from './ip.js';

describe('IPv4', () => {
  it.each([
    ['192.168.0.1', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['01.2.3.4', false],
    ['1.2.3.a', false],
    ['1..3.4', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isIpv4(value)).toBe(expected);
  });
});

describe('IPv6', () => {
  it.each([
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', true],
    ['2001:db8:85a3::8a2e:370:7334', true],
    ['::1', true],
    ['::', true],
    ['fe80::', true],
    ['1:2:3:4:5:6:7::', true],
    ['::2:3:4:5:6:7:8', true],
    ['::ffff:192.168.0.1', true],
    ['64:ff9b::192.0.2.33', true],
    ['1:2:3:4:5:6:192.168.0.1', true],
    ['ABCD:EF01:2345:6789:ABCD:EF01:2345:6789', true],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1:2:3:4:5:6:7', false],
    ['1:2:3:4:5:6:7:8::', false],
    ['1::2::3', false],
    [':::', false],
    ['1:2:3:4:5:6:7:', false],
    [':1:2:3:4:5:6:7', false],
    ['12345::1', false],
    ['g::1', false],
    ['::ffff:999.1.1.1', false],
    ['1:2:3:4:5:6:7:192.168.0.1', false],
    ['::192.168.0.1:1', false],
    ['fe80::1%eth0', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isIpv6(value)).toBe(expected);
  });
});

describe('checkIpAddress — "IPv4 or IPv6 form"', () => {
  it.each([
    ['10.0.0.1', null],
    ['2001:db8::1', null],
    ['localhost', 'ip_invalid'],
    ['10.0.0.1:8080', 'ip_invalid'],
  ])('%j → %s', (value, expected) => {
    expect(checkIpAddress(value)).toBe(expected);
  });
});
