import { describe, expect, it } from 'vitest';
import { checkLatitude, checkLongitude, parseCoordinate, roundCoordinate } from './geo.js';

describe('latitude — "non-zero within -90 to 90", 6 decimals on input', () => {
  it.each([
    ['50.450100', null],
    ['50,4501', null],
    ['-90', null],
    ['90', null],
    [48.5, null],
    ['0', 'latitude_invalid'],
    ['0.000000', 'latitude_invalid'],
    [0, 'latitude_invalid'],
    ['90.000001', 'latitude_invalid'],
    ['-91', 'latitude_invalid'],
    ['120', 'latitude_invalid'],
    ['abc', 'latitude_invalid'],
    ['', 'latitude_invalid'],
    ['50.4501234', 'coordinate_precision'],
  ])('%j → %s', (value, expected) => {
    expect(checkLatitude(value)).toBe(expected);
  });
});

describe('longitude — "non-zero within -180 to 180"', () => {
  it.each([
    ['30.523400', null],
    ['-180', null],
    ['180', null],
    ['120', null],
    ['0', 'longitude_invalid'],
    ['180.5', 'longitude_invalid'],
    ['-181', 'longitude_invalid'],
    ['1e2', 'longitude_invalid'],
    ['30.5234001', 'coordinate_precision'],
  ])('%j → %s', (value, expected) => {
    expect(checkLongitude(value)).toBe(expected);
  });
});

describe('parseCoordinate — "a comma decimal separator is accepted"', () => {
  it.each([
    ['50,45', 50.45],
    [' -30.5 ', -30.5],
    ['x', null],
    [Number.NaN, null],
  ])('%j → %s', (value, expected) => {
    expect(parseCoordinate(value)).toBe(expected);
  });
});

describe('roundCoordinate — a position from a map is taken at the input precision of 6 decimals', () => {
  it.each([
    [50.45012345678, 50.450123],
    [-30.5234567, -30.523457],
    [50.4501, 50.4501],
    [48, 48],
  ])('%s → %s', (value, expected) => {
    expect(roundCoordinate(value)).toBe(expected);
    expect(checkLatitude(roundCoordinate(value))).toBeNull();
  });
});
