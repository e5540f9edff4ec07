import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
// By package name, not '../router': only that request is the apps' shared router singleton.
import { Link, type LinkProps } from '@brightwave/web-kit/router';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark' | 'danger';

interface StyleProps {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
}

function className(
  { variant = 'primary', size = 'normal', block = false }: StyleProps,
  extra?: string,
) {
  return [
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & { children: ReactNode };

export function Button({
  variant,
  size,
  block,
  className: extra,
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={className({ variant, size, block }, extra)} {...rest} />;
}

export type ButtonLinkProps = LinkProps & StyleProps;

/** A link that looks like a button: for navigation, so it stays a real link for screen readers. */
export function ButtonLink({ variant, size, block, className: extra, ...rest }: ButtonLinkProps) {
  return <Link className={className({ variant, size, block }, extra)} {...rest} />;
}

export type ButtonAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & StyleProps;

/** An external link (another site, mailto:, tel:) that looks like a button. */
export function ButtonAnchor({
  variant,
  size,
  block,
  className: extra,
  ...rest
}: ButtonAnchorProps) {
  return <a className={className({ variant, size, block }, extra)} {...rest} />;
}

export type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** While true the button is disabled and shows a spinner with `busyLabel`. */
  busy: boolean;
  busyLabel: string;
};

/** A form's submit button that says what is happening while the request runs. */
export function SubmitButton({ busy, busyLabel, children, disabled, ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} {...rest}>
      {busy ? (
        <>
          <Spinner /> {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
