import fs from 'node:fs';
import path from 'node:path';
import { searchKey } from '../../platform/db/text-search.js';

/** Where the codifier files ship with the server. */
export const KATOTTG_DIR = path.resolve(import.meta.dirname, '../../../data/katottg');

const FILE_NAME = /^kodifikator-(\d{4}-\d{2}-\d{2})\.csv$/;

export type KatottgCategory = 'O' | 'K' | 'P' | 'H' | 'M' | 'X' | 'C' | 'B';

export type KatottgUnit = {
  id: string;
  category: KatottgCategory;
  name: string;
  fullName: string;
  level1: string;
  level2: string | null;
  level3: string | null;
  level4: string | null;
  levelExtra: string | null;
  parentId: string | null;
  nameKey: string;
  searchText: string;
};

/** The newest codifier edition shipped in `dir`, by the date in its file name. */
export function newestKatottgFile(dir = KATOTTG_DIR): { file: string; edition: string } {
  const editions = fs
    .readdirSync(dir)
    .map((name) => FILE_NAME.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => (a[1]! < b[1]! ? 1 : -1));
  const newest = editions[0];
  if (!newest) throw new Error(`No KATOTTG codifier (kodifikator-yyyy-mm-dd.csv) in ${dir}`);
  return { file: path.join(dir, newest[0]), edition: newest[1]! };
}

/** How a unit is written inside a full name: "м. Київ", "Бахчисарайський р-н", "Київська обл.". */
export function unitLabel(category: KatottgCategory, name: string): string {
  switch (category) {
    case 'O':
      // Oblasts are adjectives ("Київська"); the Autonomous Republic keeps its name.
      return /ька$/.test(name) ? `${name} обл.` : name;
    case 'K':
    case 'M':
      return `м. ${name}`;
    case 'X':
      return `смт ${name}`;
    case 'C':
      return `с. ${name}`;
    case 'P':
    case 'B':
      return `${name} р-н`;
    case 'H':
      return `${name} громада`;
  }
}

const CATEGORIES = new Set<string>(['O', 'K', 'P', 'H', 'M', 'X', 'C', 'B']);

/**
 * Parses the codifier: `;`-separated, one header row; five level columns, the category and the
 * name. A row's own code is its deepest non-empty level; its parents are the other distinct codes.
 */
export function parseKatottg(text: string): KatottgUnit[] {
  type Parsed = Omit<KatottgUnit, 'fullName' | 'nameKey' | 'searchText'> & { parents: string[] };
  const parsed: Parsed[] = [];
  const labels = new Map<string, string>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const cells = line.split(';');
    const levels = cells.slice(0, 5).map((c) => c.trim() || null);
    const category = cells[5]?.trim() ?? '';
    const name = cells[6]?.trim() ?? '';
    const codes = levels.filter((c): c is string => c !== null);
    const id = codes[codes.length - 1];
    if (!id || !CATEGORIES.has(category) || name === '') {
      throw new Error(`KATOTTG line ${i + 1} is not a codifier row: ${line}`);
    }
    const parents = [...new Set(codes.filter((c) => c !== id))].reverse();
    const unit = {
      id,
      category: category as KatottgCategory,
      name,
      level1: levels[0] ?? id,
      level2: levels[1] ?? null,
      level3: levels[2] ?? null,
      level4: levels[3] ?? null,
      levelExtra: levels[4] ?? null,
      parentId: parents[0] ?? null,
      parents,
    };
    parsed.push(unit);
    labels.set(id, unitLabel(unit.category, name));
  }
  return parsed.map(({ parents, ...unit }) => {
    const fullName = [labels.get(unit.id)!, ...parents.map((p) => labels.get(p) ?? p)].join(', ');
    return { ...unit, fullName, nameKey: searchKey(unit.name), searchText: searchKey(fullName) };
  });
}
