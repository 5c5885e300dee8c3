/** Lower case, one kind of apostrophe, single spaces: so 'Солом'янський' finds 'Солом’янський'. */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’ʼ'`′‘]/g, '’')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds the text anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** A LIKE pattern that finds values starting with the text. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;
