import { Nest } from '../components/heading';
import { HomeHero } from '../features/home/components/home-hero';
import { homeSections } from '../features/home/components/sections';

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
