import '../../../../test/content-editable';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Transforms } from 'slate';
import type { CustomEditor } from '../slate/custom-types';
import { RichTextEditor } from './rich-text-editor';
import { EDITOR_TEXTS } from './toolbar/toolbar';

// Typed key by key into the editor and forms: a busy 2-core machine needs more than 5 s.
jest.setTimeout(30_000);

const MEDIA = '/media/0123456789abcdef01234567';
const LINK = 'rel="noopener noreferrer nofollow" target="_blank"';

function setup(
  initialHtml = '<p>hello world</p>',
  uploadImage = jest.fn(() => Promise.resolve(MEDIA)),
) {
  const onChange = jest.fn<void, [string]>();
  const editorRef = createRef<CustomEditor>();
  render(
    <>
      <span id="content-label">Content</span>
      <RichTextEditor
        initialHtml={initialHtml}
        onChange={onChange}
        uploadImage={uploadImage}
        resolveImageSrc={(src) => `https://api.example${src}`}
        labelledBy="content-label"
        editorRef={editorRef}
      />
    </>,
  );
  const editor = editorRef.current!;
  /** Selects characters [from, to) of the first text of block `block`. */
  const select = (from: number, to: number, block: number[] = [0, 0]) =>
    act(() => {
      Transforms.select(editor, {
        anchor: { path: block, offset: from },
        focus: { path: block, offset: to },
      });
    });
  const html = () => onChange.mock.calls.at(-1)?.[0];
  return { editor, onChange, select, html, user: userEvent.setup(), uploadImage };
}

/** Slate reports changes in a microtask: let it. */
const settle = () => act(async () => {});

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the blog editor', () => {
  it('is a labelled, 400 px high writing area under a labelled toolbar', () => {
    setup();
    const area = screen.getByRole('textbox', { name: 'Content' });
    expect(area).toHaveStyle({ height: '400px' });
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByText('11 / 5000 characters')).toBeInTheDocument();
  });

  it.each([
    ['Bold (Ctrl+B)', '<p>hello <strong>world</strong></p>'],
    ['Italic (Ctrl+I)', '<p>hello <em>world</em></p>'],
    ['Underline (Ctrl+U)', '<p>hello <u>world</u></p>'],
    ['Strikethrough (Ctrl+Shift+X)', '<p>hello <s>world</s></p>'],
  ])('%s marks the selection and shows itself pressed', async (name, expected) => {
    const { select, html, user } = setup();
    select(6, 11);
    expect(button(name)).toHaveAttribute('aria-pressed', 'false');
    await user.click(button(name));
    expect(html()).toBe(expected);
    expect(button(name)).toHaveAttribute('aria-pressed', 'true');
    await user.click(button(name));
    expect(html()).toBe('<p>hello world</p>');
  });

  it.each([
    [{ key: 'b', keyCode: 66, ctrlKey: true }, '<p>hello <strong>world</strong></p>'],
    [{ key: 'i', keyCode: 73, ctrlKey: true }, '<p>hello <em>world</em></p>'],
    [{ key: 'u', keyCode: 85, ctrlKey: true }, '<p>hello <u>world</u></p>'],
    [{ key: 'X', keyCode: 88, ctrlKey: true, shiftKey: true }, '<p>hello <s>world</s></p>'],
  ])('the shortcut %j toggles its mark', async (keys, expected) => {
    const { select, html } = setup();
    select(6, 11);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Content' }), keys);
    await settle();
    expect(html()).toBe(expected);
  });

  it.each([
    ['H1 (heading 1)', '<h1>hello world</h1>'],
    ['H2 (heading 2)', '<h2>hello world</h2>'],
    ['H3 (heading 3)', '<h3>hello world</h3>'],
    ['Quote', '<blockquote>hello world</blockquote>'],
    ['Bulleted list', '<ul><li>hello world</li></ul>'],
    ['Numbered list', '<ol><li>hello world</li></ol>'],
  ])('%s turns the block into it, and back to a paragraph', async (name, expected) => {
    const { select, html, user } = setup();
    select(0, 0);
    await user.click(button(name));
    expect(html()).toBe(expected);
    expect(button(name)).toHaveAttribute('aria-pressed', 'true');
    await user.click(button(name));
    expect(html()).toBe('<p>hello world</p>');
  });

  it.each([
    ['Align centre', '<p style="text-align:center">hello world</p>'],
    ['Align right', '<p style="text-align:right">hello world</p>'],
    ['Justify', '<p style="text-align:justify">hello world</p>'],
  ])('%s aligns the block', async (name, expected) => {
    const { select, html, user } = setup();
    select(0, 0);
    expect(button('Align left')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button(name));
    expect(html()).toBe(expected);
    expect(button(name)).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Align left'));
    expect(html()).toBe('<p>hello world</p>');
  });

  it('sets text colour, background and font size from the palette, defaults removing them', async () => {
    const { select, html, user } = setup();
    select(6, 11);
    const colour = screen.getByLabelText('Text colour');
    expect(colour).toHaveValue('#000000');
    expect(
      screen.getAllByRole('option', { name: /./ }).filter((o) => colour.contains(o)),
    ).toHaveLength(8);
    await user.selectOptions(colour, 'Red');
    expect(html()).toBe('<p>hello <span style="color:#dc2626">world</span></p>');
    await user.selectOptions(screen.getByLabelText('Background'), 'Yellow');
    await user.selectOptions(screen.getByLabelText('Font size'), '24 px');
    expect(html()).toBe(
      '<p>hello <span style="color:#dc2626;background-color:#fef08a;font-size:24px">world</span></p>',
    );
    expect(screen.getByLabelText('Font size')).toHaveValue('24');
    await user.selectOptions(colour, 'Black (default)');
    await user.selectOptions(screen.getByLabelText('Background'), 'No background');
    await user.selectOptions(screen.getByLabelText('Font size'), '16 px (default)');
    expect(html()).toBe('<p>hello world</p>');
  });

  it('makes a link of the selection, refusing addresses that are not http, https or mailto', async () => {
    const { select, html, user } = setup();
    select(6, 11);
    await user.click(button('Link'));
    const address = screen.getByLabelText('Link address');
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(button('Apply'));
    expect(screen.getByRole('alert')).toHaveTextContent(EDITOR_TEXTS.linkInvalid);
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await user.clear(address);
    await user.type(address, 'https://brightwave.example/{Enter}');
    expect(html()).toBe(`<p>hello <a href="https://brightwave.example/" ${LINK}>world</a></p>`);

    select(7, 8, [0, 1, 0]);
    expect(button('Edit link')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Edit link'));
    await user.click(button('Remove link'));
    expect(html()).toBe('<p>hello world</p>');
  });

  it('uploads a chosen image through the page and places it, shown from the API', async () => {
    const { select, html, user, uploadImage } = setup();
    select(11, 11);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'team-photo.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Image file'), file);
    expect(uploadImage).toHaveBeenCalledWith(file);
    expect(await screen.findByRole('img', { name: 'team photo' })).toHaveAttribute(
      'src',
      `https://api.example${MEDIA}`,
    );
    expect(html()).toBe(`<p>hello world</p><img src="${MEDIA}" alt="team photo" /><p></p>`);
  });

  it('refuses a file that is not an image, and reports a failed upload', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('')));
    const { select, user } = setup('<p>x</p>', failing);
    select(1, 1);
    const input = screen.getByLabelText('Image file');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['<html>'], 'a.html', { type: 'text/html' }));
    expect(screen.getByRole('alert')).toHaveTextContent(EDITOR_TEXTS.notImage);
    expect(failing).not.toHaveBeenCalled();
    await user.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EDITOR_TEXTS.uploadFailed);
  });

  it('Clear formatting removes marks, links, headings, lists and alignment', async () => {
    const { editor, html, user } = setup(
      `<h2 style="text-align:center"><strong><span style="color:#dc2626">a</span></strong><a href="https://x.example" ${LINK}>b</a></h2><ul><li>c</li></ul>`,
    );
    act(() => {
      Transforms.select(editor, {
        anchor: { path: [0, 0], offset: 0 },
        focus: { path: [1, 0, 0], offset: 1 },
      });
    });
    await user.click(button('Clear formatting'));
    expect(html()).toBe('<p>ab</p><p>c</p>');
  });

  it('counts text characters live and warns past the limit', async () => {
    const { select, editor } = setup('<p>abc</p>');
    select(3, 3);
    act(() => editor.insertText('d'.repeat(5000)));
    await settle();
    expect(screen.getByText(/5003 \/ 5000 characters/)).toHaveTextContent('(3 over the limit)');
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('lets every toolbar control be reached with the keyboard', async () => {
    setup();
    const user = userEvent.setup();
    const toolbar = screen.getByRole('toolbar');
    const controls = Array.from(toolbar.querySelectorAll('button, select'));
    expect(controls.length).toBeGreaterThanOrEqual(20);
    (controls[0] as HTMLElement).focus();
    for (const control of controls.slice(1)) {
      await user.tab();
      expect(document.activeElement).toBe(control);
    }
    for (const control of controls) {
      expect(control).toHaveAccessibleName();
    }
  });
});
