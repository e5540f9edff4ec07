/** Text to match literally inside a regular expression (a search box's input, a fixed value). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
