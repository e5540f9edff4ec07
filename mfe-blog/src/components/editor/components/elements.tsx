import type { CSSProperties, ReactNode } from 'react';
import {
  useFocused,
  useSelected,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import styles from './rich-text-editor.module.css';

/** How each element looks while editing (the same tags the stored HTML uses). */
export function renderElementWith(resolveImageSrc: (src: string) => string) {
  return function EditorElement(props: RenderElementProps) {
    const { attributes, element } = props;
    const children = props.children as ReactNode;
    const style: CSSProperties | undefined =
      'align' in element && element.align ? { textAlign: element.align } : undefined;
    switch (element.type) {
      case 'heading-one':
        return (
          <h1 {...attributes} style={style}>
            {children}
          </h1>
        );
      case 'heading-two':
        return (
          <h2 {...attributes} style={style}>
            {children}
          </h2>
        );
      case 'heading-three':
        return (
          <h3 {...attributes} style={style}>
            {children}
          </h3>
        );
      case 'block-quote':
        return (
          <blockquote {...attributes} style={style}>
            {children}
          </blockquote>
        );
      case 'bulleted-list':
        return <ul {...attributes}>{children}</ul>;
      case 'numbered-list':
        return <ol {...attributes}>{children}</ol>;
      case 'list-item':
        return (
          <li {...attributes} style={style}>
            {children}
          </li>
        );
      case 'link':
        return (
          <a {...attributes} href={element.url} rel="noopener noreferrer nofollow" target="_blank">
            {children}
          </a>
        );
      case 'image':
        return <ImageBlock {...props} src={resolveImageSrc(element.url)} alt={element.alt} />;
      default:
        return (
          <p {...attributes} style={style}>
            {children}
          </p>
        );
    }
  };
}

function ImageBlock({
  attributes,
  children,
  src,
  alt,
}: RenderElementProps & { src: string; alt: string }) {
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div {...attributes}>
      <div contentEditable={false}>
        <img
          src={src}
          alt={alt}
          className={[styles.image, selected && focused && styles.imageSelected]
            .filter(Boolean)
            .join(' ')}
        />
      </div>
      {children}
    </div>
  );
}

export function EditorLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children as ReactNode;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  const style: CSSProperties = {
    color: leaf.color,
    backgroundColor: leaf.background,
    fontSize: leaf.fontSize ? `${leaf.fontSize}px` : undefined,
  };
  return (
    <span {...attributes} style={style}>
      {content}
    </span>
  );
}
