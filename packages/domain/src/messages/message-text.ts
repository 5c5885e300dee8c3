/** One message in the three interface languages. */
export type MessageText = { readonly en: string; readonly uk: string; readonly ru: string };
