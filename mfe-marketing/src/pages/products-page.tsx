import { products, productsCopy, PAGE_PATHS, pagePath } from '@brightwave/site-content';
import { CtaBand } from '../components/cta-band';
import { Nest } from '../components/heading';
import { Icon } from '../components/icon';
import { HeroFacts, type HeroFact } from '../components/hero-facts';
import { PageHero } from '../components/page-hero';
import { ProjectCard } from '../components/project-card';
import styles from './products-page.module.css';

const average = products.reduce((sum, product) => sum + product.rating, 0) / products.length;

const glance: HeroFact[] = [
  { icon: 'star', label: 'Average rating', value: `${average.toFixed(1)} out of 5` },
  {
    icon: 'smartphone',
    label: 'Products live',
    value: `${products.length}: ${products.map((product) => product.name).join(', ')}`,
  },
  {
    icon: 'users',
    label: 'Industries',
    value: [...new Set(products.map((product) => product.domain))].join(', '),
  },
];

export default function ProductsPage() {
  return (
    <>
      <PageHero
        eyebrow={productsCopy.hero.eyebrow}
        title={productsCopy.hero.title}
        lead={productsCopy.hero.lead}
        aside={<HeroFacts title="At a glance" facts={glance} />}
      />
      <Nest>
        <section className={styles.products} aria-label="Products">
          <div className="bw-container">
            <ul className={styles.grid}>
              {products.map((product) => (
                <ProjectCard
                  key={product.id}
                  project={product}
                  to={pagePath(PAGE_PATHS.product, { id: product.id })}
                  action={productsCopy.viewDetails}
                  meta={
                    <p className={styles.meta}>
                      <span className={styles.rating}>
                        <Icon name="star" size={18} />
                        <span className="bw-visually-hidden">Rated </span>
                        {product.rating.toFixed(1)}
                        <span className="bw-visually-hidden"> out of 5</span>
                      </span>
                      <span className={styles.domain}>{product.domain}</span>
                    </p>
                  }
                />
              ))}
            </ul>
          </div>
        </section>
        <CtaBand copy={productsCopy.cta} />
      </Nest>
    </>
  );
}
