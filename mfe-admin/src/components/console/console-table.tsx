import type { ReactNode } from 'react';
import styles from './console.module.css';

/**
 * A console list as a table: its caption (for screen readers) and column headers, then the rows.
 * On phones every row becomes a card, so give each cell `data-label` with its column's name.
 */
export function ConsoleTable({
  caption,
  columns,
  actions = false,
  children,
}: {
  caption: string;
  columns: string[];
  /** Adds a last column for the rows' buttons, named for screen readers only. */
  actions?: boolean;
  children: ReactNode;
}) {
  return (
    <table className={styles.table}>
      <caption className="bw-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          {actions && (
            <th scope="col">
              <span className="bw-visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
