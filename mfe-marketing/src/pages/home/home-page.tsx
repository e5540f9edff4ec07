import { Nest } from '../../components/heading';
import { HomeHero } from './sections/home-hero';
import { homeSections } from './sections/sections';

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Nest>
        {Object.entries(homeSections).map(([name, Section]) => (
          <Section key={name} />
        ))}
      </Nest>
    </>
  );
}
