import { useEffect, type ReactNode } from 'react';
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

/** Header, page, footer and the chat button: the frame every route renders in. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
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
      {/* data-path names the path whose page (or its loading slot) is shown. */}
      <main id="main" className={styles.main} tabIndex={-1} data-path={pathname}>
        {children}
      </main>
      <Footer />
      <ChatLauncher />
    </div>
  );
}
