export { RichTextEditor, type RichTextEditorProps } from './components/rich-text-editor';
export { EDITOR_TEXTS } from './components/toolbar/toolbar';
export { fromHtml, toHtml } from './slate/serialize';
