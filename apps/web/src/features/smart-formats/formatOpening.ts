import type { FormatFormValues } from './formatForm';

/** How the format dialog opens: a stored format to load (edit), or values to create from (new, copy, import). */
export type FormatOpening = { n: number } | { n: 0; values: FormatFormValues };
