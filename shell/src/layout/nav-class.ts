import styles from './header.module.css';

/** The class of a header link (NavLink's className): the current page's link is marked. */
export function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.link} ${styles.active}` : styles.link;
}
