import { useId, type FormHTMLAttributes, type ReactNode } from 'react';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card's content: links to the other account pages. */
  footer?: ReactNode;
}

/** The frame of the account pages: one centred card on a tinted band. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.card}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </section>
  );
}

/** The form inside an AuthCard: fields stacked with even gaps. */
export function AuthForm(props: FormHTMLAttributes<HTMLFormElement>) {
  return <form className={styles.form} {...props} />;
}

/** Content stacked like a form's fields, for states that show no form. */
export function AuthStack({ children }: { children: ReactNode }) {
  return <div className={styles.form}>{children}</div>;
}
