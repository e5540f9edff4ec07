import { useLocation } from 'react-router-dom';
import { TEXTS } from '@brightwave/contracts';
import { MissingProject } from './missing-project';
import { ProjectDetail } from './project-detail';
import { fromState } from './project-view';

/** /mobileappproduct: the portfolio's project page, fed by the card the visitor chose. */
export default function MobileAppProductPage() {
  const state: unknown = useLocation().state;
  const view = fromState(state);

  if (!view) {
    return (
      <MissingProject
        title="No project selected"
        message={TEXTS.product.noDataOld}
        links={[
          { to: '/ProductShowcase', label: 'Browse the portfolio' },
          { to: '/products', label: 'See our products' },
        ]}
      />
    );
  }
  return (
    <ProjectDetail
      view={view}
      linkLabel="More details"
      back={{ to: '/ProductShowcase', label: 'Portfolio' }}
    />
  );
}
