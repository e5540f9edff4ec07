// jsdom does not implement HTMLElement.isContentEditable (jsdom/jsdom#1670), which Slate reads
// to accept key events in its editable; this reads the attribute the way browsers do.
if (!('isContentEditable' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
    configurable: true,
    get(this: HTMLElement): boolean {
      const value = this.getAttribute('contenteditable');
      if (value === 'true' || value === '' || value === 'plaintext-only') return true;
      if (value === 'false') return false;
      return this.parentElement?.isContentEditable ?? false;
    },
  });
}
