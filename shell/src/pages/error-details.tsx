import styles from './error-details.module.css';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The message of an error, shown as it is for whoever reports it. */
export function ErrorDetails({ error }: { error: unknown }) {
  return <pre className={styles.message}>{messageOf(error)}</pre>;
}
