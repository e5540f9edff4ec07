import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from '@brightwave/web-kit/router';
import { SIGN_IN_REQUIRED_EVENT, signInPath } from '@brightwave/web-kit';
import { ChatLauncher } from './chat-launcher';
import { useDocumentHead, type DocumentHead } from './document-head';
import { Footer } from './footer';
import { Header } from './header';
import styles from './site-layout.module.css';

/** The document head of the deepest route that gives one (a route of a remote's list). */
function useRouteHead() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => match.handle)?.handle;
  useDocumentHead(handle as DocumentHead | undefined);
}

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

/** Header, page, footer and the chat button: the frame every route renders in. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  useRouteHead();
  useSignInRedirect();

  // Every route change starts at the top of the new page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={styles.site}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      {/* data-path names the route whose page is shown (it changes when that page commits). */}
      <main id="main" className={styles.main} tabIndex={-1} data-path={pathname}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <ChatLauncher />
    </div>
  );
}
