import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from '@brightwave/web-kit/router';
import { serviceLinks } from '@brightwave/site-content';
import { navClass } from './nav-class';
import styles from './header.module.css';

type ItemFocus = 'first' | 'last';

/**
 * The header's Services menu, a WAI-ARIA menu button: Enter, Space or ArrowDown opens it on the
 * first item (ArrowUp on the last); ArrowUp/ArrowDown (wrapping), Home and End move between the
 * items; Escape closes it and puts focus back on the button; it closes when focus leaves it, on a
 * click outside and on navigation. On a wide screen it also opens on hover.
 */
export function ServicesMenu({ desktop }: { desktop: boolean }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const buttonId = useId();
  const wrapperRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // The item to focus once the menu shows (it is hidden, so unfocusable, until it renders open).
  const pendingFocus = useRef<ItemFocus | null>(null);

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  const focusItem = (which: ItemFocus | number) => {
    const all = items();
    if (all.length === 0) return;
    const index = which === 'first' ? 0 : which === 'last' ? all.length - 1 : which;
    all[(index + all.length) % all.length]?.focus();
  };

  const openOn = (which: ItemFocus) => {
    if (open) {
      focusItem(which);
      return;
    }
    pendingFocus.current = which;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !pendingFocus.current) return;
    focusItem(pendingFocus.current);
    pendingFocus.current = null;
  });

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openOn(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem('first'),
      End: () => focusItem('last'),
      Escape: () => close(true),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab' && event.shiftKey) {
      // Back to the button, closed; a plain Tab moves on and the focus-out closes the menu.
      event.preventDefault();
      close(true);
    }
  };

  const onServicesPage = pathname.startsWith('/services/');
  return (
    <li
      ref={wrapperRef}
      className={styles.dropdown}
      onMouseEnter={desktop ? () => setOpen(true) : undefined}
      onMouseLeave={
        desktop
          ? () => {
              // A keyboard user working inside the menu keeps it when the pointer drifts away.
              if (!wrapperRef.current?.contains(document.activeElement)) setOpen(false);
            }
          : undefined
      }
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={`${styles.link} ${styles.dropdownToggle} ${onServicesPage ? styles.active : ''}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={onButtonKeyDown}
        onClick={(event) => {
          // Enter and Space click with detail 0: open on the first item. A pointer toggles.
          if (event.detail === 0) openOn('first');
          else setOpen((value) => !value);
        }}
      >
        Services
        <svg
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
          className={styles.chevron}
        >
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" />
        </svg>
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.dropdownMenu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {serviceLinks.map((link) => (
          <li key={link.to} role="none">
            <NavLink to={link.to} role="menuitem" tabIndex={-1} className={navClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
