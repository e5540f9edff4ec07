// Each editing behaviour on Slate's own editor object, as the browser drives it: a key press is
// one call (insertText, insertBreak, deleteBackward...) and its own tick, so history sees it as
// one action.
import { Editor, Transforms, type Descendant } from 'slate';
import { createBlogEditor } from './create-editor';
import type { CustomEditor } from './custom-types';
import { setImageUploader, type PastedData } from './paste';
import { toHtml } from './serialize';

/** Slate flushes its operations in a microtask: each key press waits for that. */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function editorWith(children: Descendant[], at?: { path: number[]; offset: number }) {
  const editor = createBlogEditor();
  editor.children = children;
  Transforms.select(editor, at ?? Editor.end(editor, []));
  return editor;
}

const p = (text: string): Descendant => ({ type: 'paragraph', children: [{ text }] });
const block = (type: 'heading-one' | 'heading-two' | 'block-quote', text: string): Descendant => ({
  type,
  children: [{ text }],
});
const list = (type: 'bulleted-list' | 'numbered-list', ...items: string[]): Descendant => ({
  type,
  children: items.map((text) => ({ type: 'list-item', children: [{ text }] })),
});

async function type(editor: CustomEditor, text: string) {
  for (const character of text) {
    editor.insertText(character);
    await tick();
  }
}
async function press(editor: CustomEditor, key: 'Enter' | 'Shift+Enter' | 'Backspace') {
  if (key === 'Enter') editor.insertBreak();
  else if (key === 'Shift+Enter') editor.insertSoftBreak();
  else editor.deleteBackward('character');
  await tick();
}
async function undo(editor: CustomEditor) {
  editor.undo();
  await tick();
}
async function redo(editor: CustomEditor) {
  editor.redo();
  await tick();
}
const html = (editor: CustomEditor) => toHtml(editor.children);

describe('Enter', () => {
  it('at the end of a heading starts a paragraph, one undo step', async () => {
    const editor = editorWith([block('heading-one', 'Title')]);
    await press(editor, 'Enter');
    await type(editor, 'Body');
    expect(html(editor)).toBe('<h1>Title</h1><p>Body</p>');
    await undo(editor); // the typing
    expect(html(editor)).toBe('<h1>Title</h1><p></p>');
    await undo(editor); // the Enter
    expect(html(editor)).toBe('<h1>Title</h1>');
    await redo(editor);
    expect(html(editor)).toBe('<h1>Title</h1><p></p>');
  });

  it('inside a heading splits it into two headings', async () => {
    const editor = editorWith([block('heading-two', 'TwoHalves')], {
      path: [0, 0],
      offset: 3,
    });
    await press(editor, 'Enter');
    expect(html(editor)).toBe('<h2>Two</h2><h2>Halves</h2>');
  });

  it('at the end of a quote starts a paragraph', async () => {
    const editor = editorWith([block('block-quote', 'Said')]);
    await press(editor, 'Enter');
    expect(html(editor)).toBe('<blockquote>Said</blockquote><p></p>');
  });

  it('in a list item starts the next item; on an empty item leaves the list', async () => {
    const editor = editorWith([list('bulleted-list', 'one')]);
    await press(editor, 'Enter');
    await type(editor, 'two');
    await press(editor, 'Enter');
    expect(html(editor)).toBe('<ul><li>one</li><li>two</li><li></li></ul>');
    await press(editor, 'Enter');
    await type(editor, 'after');
    expect(html(editor)).toBe('<ul><li>one</li><li>two</li></ul><p>after</p>');
    await undo(editor);
    await undo(editor);
    expect(html(editor)).toBe('<ul><li>one</li><li>two</li><li></li></ul>');
  });

  it('on an empty item in the middle of a list splits the list around a paragraph', async () => {
    const editor = editorWith([list('numbered-list', 'a', '', 'b')], {
      path: [0, 1, 0],
      offset: 0,
    });
    await press(editor, 'Enter');
    expect(html(editor)).toBe('<ol><li>a</li></ol><p></p><ol><li>b</li></ol>');
  });
});

describe('Shift+Enter', () => {
  it('breaks the line inside the block', async () => {
    const editor = editorWith([block('heading-one', 'Line')]);
    await press(editor, 'Shift+Enter');
    await type(editor, 'two');
    expect(html(editor)).toBe('<h1>Line<br />two</h1>');
  });
});

describe('Backspace at the start of a block', () => {
  it.each([
    ['heading', block('heading-one', 'Head'), '<p>Intro</p><p>Head</p>'],
    ['quote', block('block-quote', 'Quote'), '<p>Intro</p><p>Quote</p>'],
  ])('turns a %s into a paragraph before joining, one undo step', async (_name, second, after) => {
    const editor = editorWith([p('Intro'), second], { path: [1, 0], offset: 0 });
    const before = html(editor);
    await press(editor, 'Backspace');
    expect(html(editor)).toBe(after);
    await press(editor, 'Backspace');
    expect(editor.children).toHaveLength(1);
    await undo(editor);
    expect(html(editor)).toBe(after);
    await undo(editor);
    expect(html(editor)).toBe(before);
  });

  it('takes a list item out of its list as a paragraph', async () => {
    const editor = editorWith([list('bulleted-list', 'one', 'two')], {
      path: [0, 1, 0],
      offset: 0,
    });
    await press(editor, 'Backspace');
    expect(html(editor)).toBe('<ul><li>one</li></ul><p>two</p>');
  });

  it('in a paragraph joins it to the block before, as always', async () => {
    const editor = editorWith([block('heading-one', 'Head'), p('text')], {
      path: [1, 0],
      offset: 0,
    });
    await press(editor, 'Backspace');
    expect(html(editor)).toBe('<h1>Headtext</h1>');
  });
});

describe('Markdown shortcuts', () => {
  it.each([
    ['# ', '<h1>Title</h1>'],
    ['## ', '<h2>Title</h2>'],
    ['### ', '<h3>Title</h3>'],
    ['> ', '<blockquote>Title</blockquote>'],
    ['- ', '<ul><li>Title</li></ul>'],
    ['* ', '<ul><li>Title</li></ul>'],
    ['1. ', '<ol><li>Title</li></ol>'],
  ])('"%s" at the start of a paragraph', async (shortcut, expected) => {
    const editor = editorWith([p('')]);
    await type(editor, `${shortcut}Title`);
    expect(html(editor)).toBe(expected);
  });

  it('only at the start of a paragraph', async () => {
    const editor = editorWith([p('')]);
    await type(editor, 'Use # and - freely');
    expect(html(editor)).toBe('<p>Use # and - freely</p>');
  });

  it('Backspace right after a block shortcut gives the typed characters back', async () => {
    const editor = editorWith([p('')]);
    await type(editor, '## ');
    expect(html(editor)).toBe('<h2></h2>');
    await press(editor, 'Backspace');
    expect(html(editor)).toBe('<p>## </p>');
    await type(editor, 'x');
    expect(html(editor)).toBe('<p>## x</p>');
  });

  it('Backspace later, at the start of the heading, makes it a paragraph', async () => {
    const editor = editorWith([p('')]);
    await type(editor, '# a');
    await press(editor, 'Backspace');
    await press(editor, 'Backspace');
    expect(html(editor)).toBe('<p></p>');
  });

  it('**bold** and _italic_ become marks, and typing goes on plain', async () => {
    const editor = editorWith([p('')]);
    await type(editor, 'A **big** and _slanted_ word');
    expect(html(editor)).toBe('<p>A <strong>big</strong> and <em>slanted</em> word</p>');
  });

  it('Backspace right after a mark shortcut gives the typed characters back', async () => {
    const editor = editorWith([p('')]);
    await type(editor, 'so **bold**');
    await press(editor, 'Backspace');
    expect(html(editor)).toBe('<p>so **bold**</p>');
  });

  it('leaves arithmetic and snake_case as typed', async () => {
    const editor = editorWith([p('')]);
    await type(editor, '2 * 3 * 4 and snake_case_name and a ** b **');
    expect(html(editor)).toBe('<p>2 * 3 * 4 and snake_case_name and a ** b **</p>');
  });
});

function pasteData(data: Record<string, string>, files: File[] = []): PastedData {
  return {
    types: Object.keys(data),
    getData: (format: string) => data[format] ?? '',
    files: files as unknown as FileList,
  };
}
const paste = (editor: CustomEditor, data: PastedData) =>
  editor.insertData(data as unknown as DataTransfer);

// What Google Docs puts on the clipboard (trimmed): a <b> around the whole document, styled spans
// for marks, list items holding paragraphs, a colour and point sizes on everything.
const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-3f1c2e7a-7fff-1b2c-3d4e-5f6a7b8c9d0e"><h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;vertical-align:baseline;white-space:pre-wrap;">Release notes</span></h1><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">We shipped </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;">three</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;"> things, </span><span style="font-size:11pt;color:#000000;font-weight:400;font-style:italic;">finally</span><span style="font-size:11pt;color:#1155cc;text-decoration:underline;"><a href="https://example.com/notes" style="text-decoration:none;">read more</a></span></p><br /><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-weight:400;">Faster search</span></p></li><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-size:11pt;font-weight:400;">Dark mode</span></p></li></ul><p dir="ltr"><span style="font-size:12pt;color:#dc2626;font-weight:400;">Red note</span><img src="https://lh7-us.googleusercontent.com/docsz/abc" width="200" height="100"></p></b><br class="Apple-interchange-newline">`;

// What Word puts on the clipboard (trimmed): a style sheet and conditional comments, MsoNormal
// paragraphs, lists as paragraphs with their bullets in mso-list:Ignore spans, <o:p> tags.
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;} --></style><!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--></head><body lang=EN-GB><!--StartFragment--><h2>Plan<o:p></o:p></h2>
<p class=MsoNormal>First <b>bold</b> then <i>italic</i> and <u>under</u>.<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Milk<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Bread<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span>&nbsp;&nbsp; </span></span></span><![endif]>Wake<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>2.<span>&nbsp;&nbsp; </span></span></span><![endif]>Work<o:p></o:p></p>
<script>alert(1)</script><!--EndFragment--></body></html>`;

describe('Paste', () => {
  it('turns a Google Docs copy into our blocks and marks, dropping its styles', () => {
    const editor = editorWith([p('')]);
    paste(editor, pasteData({ 'text/html': GOOGLE_DOCS, 'text/plain': 'Release notes...' }));
    expect(html(editor)).toBe(
      '<h1>Release notes</h1>' +
        '<p>We shipped <strong>three</strong> things, <em>finally</em>' +
        '<a href="https://example.com/notes" rel="noopener noreferrer nofollow" target="_blank">read more</a></p>' +
        '<ul><li>Faster search</li><li>Dark mode</li></ul>' +
        // The palette's red is kept; the image from Google's servers is not ours: dropped.
        '<p><span style="color:#dc2626">Red note</span></p>',
    );
  });

  it('turns a Word copy into our blocks and marks, dropping its style sheet and script', () => {
    const editor = editorWith([p('')]);
    paste(editor, pasteData({ 'text/html': WORD, 'text/plain': 'Plan...' }));
    expect(html(editor)).toBe(
      '<h2>Plan</h2>' +
        '<p>First <strong>bold</strong> then <em>italic</em> and <u>under</u>.</p>' +
        '<ul><li>Milk</li><li>Bread</li></ul>' +
        '<ol><li>Wake</li><li>Work</li></ol>',
    );
    expect(html(editor)).not.toMatch(/alert|MsoNormal|Calibri|mso-/);
  });

  it('keeps no script, style sheet, unsafe link or foreign image from a web page', () => {
    const editor = editorWith([p('')]);
    paste(
      editor,
      pasteData({
        'text/html':
          '<div><style>p{color:red}</style><script>steal()</script><p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><img src="data:image/png;base64,AAAA" onerror="x()"><iframe src="https://evil.example"></iframe></div>',
      }),
    );
    expect(html(editor)).toBe('<p>Hi there</p>');
  });

  it('keeps the paragraphs of plain text', () => {
    const editor = editorWith([p('')]);
    paste(
      editor,
      pasteData({ 'text/plain': 'First para\nsame para\r\n\r\nSecond para\n\n\nThird' }),
    );
    expect(html(editor)).toBe('<p>First para<br />same para</p><p>Second para</p><p>Third</p>');
  });

  it('makes a link of a URL pasted over selected text', () => {
    const editor = editorWith([p('see the docs')]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 8 },
      focus: { path: [0, 0], offset: 12 },
    });
    paste(editor, pasteData({ 'text/plain': 'https://example.com/docs' }));
    expect(html(editor)).toBe(
      '<p>see the <a href="https://example.com/docs" rel="noopener noreferrer nofollow" target="_blank">docs</a></p>',
    );
  });

  it('pastes a URL with nothing selected as text', () => {
    const editor = editorWith([p('')]);
    paste(editor, pasteData({ 'text/plain': 'https://example.com' }));
    expect(html(editor)).toBe('<p>https://example.com</p>');
  });

  it('hands image files to the upload, and puts nothing in the text itself', () => {
    const editor = editorWith([p('x')]);
    const upload = jest.fn();
    setImageUploader(editor, upload);
    const image = new File(['png'], 'chart.png', { type: 'image/png' });
    const other = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    paste(editor, pasteData({ Files: '' }, [image, other]));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(image);
    expect(html(editor)).toBe('<p>x</p>');
  });
});
