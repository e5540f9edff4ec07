import { useLocation } from '@brightwave/web-kit/router';
import { TEXTS } from '@brightwave/contracts/plain';
import { projectDetailCopy as copy, PAGE_PATHS } from '@brightwave/site-content';
import { MissingProject } from '../features/products/components/missing-project';
import { ProjectDetail } from '../features/products/components/project-detail';
import { fromState } from '../features/products/utils/project-view';

/** /mobileappproduct: the portfolio's project page, fed by the card the visitor chose. */
export default function MobileAppProductPage() {
  const state: unknown = useLocation().state;
  const view = fromState(state);

  if (!view) {
    return (
      <MissingProject
        title={copy.missingProject.title}
        message={TEXTS.product.noDataOld}
        links={[
          { to: PAGE_PATHS.portfolio, label: copy.missingProject.browse },
          { to: PAGE_PATHS.products, label: copy.missingProject.contact },
        ]}
      />
    );
  }
  return (
    <ProjectDetail
      view={view}
      linkLabel={copy.moreDetails}
      back={{ to: PAGE_PATHS.portfolio, label: copy.backToPortfolio }}
    />
  );
}
