import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@brightwave/web-kit/router';
import { SIGN_IN_REQUIRED_EVENT, signInPath } from '@brightwave/web-kit';
import { ChatLauncher } from './chat-launcher';
import { Footer } from './footer';
import { Header } from './header';
import styles from './site-layout.module.css';

/** When the API refuses the stored sign-in, the session is gone: go to /login, then come back. */
function useSignInRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const onSignInRequired = (event: Event) => {
      const { next } = (event as CustomEvent<{ next?: string }>).detail ?? {};
      void navigate(signInPath(next));
    };
    window.addEventListener(SIGN_IN_REQUIRED_EVENT, onSignInRequired);
    return () => window.removeEventListener(SIGN_IN_REQUIRED_EVENT, onSignInRequired);
  }, [navigate]);
}

const MAIN_ID = 'main';

/**
 * Header, page, footer and the chat button: the frame every route renders in. `firstScreen`: the
 * server's rendering (shell/src/server-frame.tsx), marked until the browser's render replaces it.
 */
export function SiteLayout({
  children,
  firstScreen,
}: {
  children: ReactNode;
  firstScreen?: boolean;
}) {
  const { pathname } = useLocation();
  useSignInRedirect();

  // Every route change starts at the top of the new page, with focus on it, so Tab goes on from
  // the page's start, and a screen reader is told the new page's title (the page's head, set by
  // the route's own effect, which ran before this one). Not on the first load: the visitor may
  // already have scrolled the page's first screen, sent in its HTML, and hears its title anyway.
  const firstPath = useRef<string | undefined>(pathname);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (pathname === firstPath.current) return;
    window.scrollTo(0, 0);
    firstPath.current = undefined;
    setAnnouncement(document.title);
    const main = document.getElementById(MAIN_ID);
    const focused = document.activeElement;
    // A page that put focus on one of its own fields (a form's first input) keeps it, and so does
    // an open dialog (the chat's panel, whose links lead to pages).
    if (!main || main.contains(focused) || focused?.closest('[role="dialog"]')) return;
    main.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={styles.site} data-first-screen={firstScreen || undefined}>
      <a href={`#${MAIN_ID}`} className={styles.skip}>
        Skip to content
      </a>
      <Header />
      {/* data-path names the path whose page (or its loading slot) is shown. */}
      <main id={MAIN_ID} className={styles.main} tabIndex={-1} data-path={pathname}>
        {children}
      </main>
      <Footer />
      {/* The route announcer: a live region (no role, so no page's status is mistaken for it). */}
      <div className="bw-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {/* Not in the server's copy: a chat button that cannot open yet would only disappoint. */}
      {!firstScreen && <ChatLauncher />}
    </div>
  );
}
