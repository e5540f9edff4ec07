import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@brightwave/web-kit/router';
import { loadRuntimeConfig, startSessionSync } from '@brightwave/web-kit';
import '@fontsource-variable/inter';
import '@brightwave/web-kit/tokens.css';
import '@brightwave/web-kit/base.css';
import { registerRemotes } from './federation/remotes';
import { routeCatalog, SiteRouter } from './routing/site-router';
import { StartupError } from './pages/startup-error';

async function main() {
  const root = createRoot(document.getElementById('root')!);
  let catalog;
  try {
    const config = await loadRuntimeConfig();
    registerRemotes(config);
    catalog = routeCatalog(config);
  } catch (error) {
    root.render(<StartupError error={error} />);
    return;
  }
  // Roles granted or withdrawn meanwhile show on load and whenever the tab regains focus.
  startSessionSync();
  root.render(
    <StrictMode>
      <BrowserRouter>
        <SiteRouter catalog={catalog} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void main();
