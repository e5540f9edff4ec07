export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { EDITOR_TEXTS } from './toolbar';
export { fromHtml, toHtml } from './serialize';
