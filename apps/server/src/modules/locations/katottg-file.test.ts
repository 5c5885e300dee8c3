import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newestKatottgFile, parseKatottg, unitLabel } from './katottg-file.js';
import { searchKey } from '../../platform/db/text-search.js';

describe('the KATOTTG codifier file', () => {
  const { file, edition } = newestKatottgFile();
  const units = parseKatottg(fs.readFileSync(file, 'utf8'));
  const byId = new Map(units.map((u) => [u.id, u]));

  it('ships the 2025-05-16 edition with every row but the header', () => {
    expect(edition).toBe('2025-05-16');
    expect(units).toHaveLength(31_748);
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
  });

  it('builds the full name with the parents, as the README shows', () => {
    const village = units.find((u) => u.name === 'Андріївка' && u.level1 === 'UA01000000000013043');
    expect(village?.fullName).toBe(
      'с. Андріївка, Андріївська громада, Бахчисарайський р-н, Автономна Республіка Крим',
    );
    expect(byId.get('UA80000000000093317')?.fullName).toBe('м. Київ');
    expect(byId.get('UA80000000000126643')?.fullName).toBe('Голосіївський р-н, м. Київ');
    expect(byId.get('UA46060250010015970')?.fullName).toBe(
      'м. Львів, Львівська громада, Львівський р-н, Львівська обл.',
    );
  });

  it('trims the trailing space of hromada names', () => {
    expect(units.every((u) => u.name === u.name.trim())).toBe(true);
  });

  it('writes each category with its prefix or suffix', () => {
    expect(unitLabel('O', 'Київська')).toBe('Київська обл.');
    expect(unitLabel('O', 'Автономна Республіка Крим')).toBe('Автономна Республіка Крим');
    expect(unitLabel('P', 'Бучанський')).toBe('Бучанський р-н');
    expect(unitLabel('H', 'Ірпінська')).toBe('Ірпінська громада');
    expect(unitLabel('M', 'Ірпінь')).toBe('м. Ірпінь');
    expect(unitLabel('X', 'Ворзель')).toBe('смт Ворзель');
    expect(unitLabel('C', 'Гостомель')).toBe('с. Гостомель');
    expect(unitLabel('B', 'Печерський')).toBe('Печерський р-н');
    expect(unitLabel('K', 'Севастополь')).toBe('м. Севастополь');
  });

  it('keys searches in lower case with one apostrophe', () => {
    expect(searchKey("  Солом'янський  р-н ")).toBe('солом’янський р-н');
    expect(searchKey('КИЇВ')).toBe('київ');
  });
});
