import { useLocation, useParams } from '@brightwave/web-kit/router';
import { TEXTS } from '@brightwave/contracts/plain';
import { projectDetailCopy as copy, PAGE_PATHS } from '@brightwave/site-content';
import { ProjectDetail } from '../features/products/components/project-detail';
import { MissingProject } from '../features/products/components/missing-project';
import { resolveProjectView } from '../features/products/utils/project-view';

/** /appproduct and /appproduct/{id}. */
export default function ProductDetailPage() {
  const { id } = useParams();
  const state: unknown = useLocation().state;
  const view = resolveProjectView(id, state);

  if (!view) {
    return (
      <MissingProject
        title={copy.missingProduct.title}
        message={TEXTS.product.noData}
        links={[
          { to: PAGE_PATHS.products, label: copy.missingProduct.browse },
          { to: PAGE_PATHS.contact, label: copy.missingProduct.contact },
        ]}
      />
    );
  }
  return (
    <ProjectDetail
      view={view}
      linkLabel={copy.liveSite}
      back={{ to: PAGE_PATHS.products, label: copy.backToProducts }}
    />
  );
}
