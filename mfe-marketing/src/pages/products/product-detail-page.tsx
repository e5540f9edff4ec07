import { useLocation, useParams } from 'react-router-dom';
import { TEXTS } from '@brightwave/contracts';
import { ProjectDetail } from './project-detail';
import { MissingProject } from './missing-project';
import { resolveProjectView } from './project-view';

/** /appproduct and /appproduct/{id}. */
export default function ProductDetailPage() {
  const { id } = useParams();
  const state: unknown = useLocation().state;
  const view = resolveProjectView(id, state);

  if (!view) {
    return (
      <MissingProject
        title="Product not found"
        message={TEXTS.product.noData}
        links={[
          { to: '/products', label: 'Browse products' },
          { to: '/contactus', label: 'Contact us' },
        ]}
      />
    );
  }
  return (
    <ProjectDetail
      view={view}
      linkLabel="Visit Live Site"
      back={{ to: '/products', label: 'All products' }}
    />
  );
}
