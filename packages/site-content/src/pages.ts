// The words around the content: page heroes, section titles and calls to action, so that every
// visible sentence of the marketing pages can be changed here. Plain data: no React, no DOM.

export interface HeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface SectionCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface CtaCopy {
  title: string;
  text: string;
  /** The button's label; it leads to the contact page. */
  action: string;
}
