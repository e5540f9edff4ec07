// Every illustration the pages show: SVG files drawn for this site, emitted by webpack as hashed
// files. Width and height are stated so nothing shifts while an image loads.
import type { ServiceArt } from '@brightwave/site-content';
import about from '../assets/about.svg';
import carelink1 from '../assets/carelink-1.svg';
import carelink2 from '../assets/carelink-2.svg';
import carelink3 from '../assets/carelink-3.svg';
import carelinkCover from '../assets/carelink-cover.svg';
import docuflow1 from '../assets/docuflow-1.svg';
import docuflow2 from '../assets/docuflow-2.svg';
import docuflow3 from '../assets/docuflow-3.svg';
import docuflowCover from '../assets/docuflow-cover.svg';
import hero from '../assets/hero.svg';
import innovation from '../assets/innovation.svg';
import labsphere1 from '../assets/labsphere-1.svg';
import labsphere2 from '../assets/labsphere-2.svg';
import labsphere3 from '../assets/labsphere-3.svg';
import labsphereCover from '../assets/labsphere-cover.svg';
import logoFieldstone from '../assets/logo-fieldstone.svg';
import logoHelixa from '../assets/logo-helixa.svg';
import logoLumenHealth from '../assets/logo-lumen-health.svg';
import logoNorthwind from '../assets/logo-northwind.svg';
import logoOrbital from '../assets/logo-orbital.svg';
import logoQuantia from '../assets/logo-quantia.svg';
import noorQuran1 from '../assets/noor-quran-1.svg';
import noorQuran2 from '../assets/noor-quran-2.svg';
import noorQuran3 from '../assets/noor-quran-3.svg';
import noorQuranCover from '../assets/noor-quran-cover.svg';
import serviceAi from '../assets/service-ai.svg';
import serviceData from '../assets/service-data.svg';
import serviceGame from '../assets/service-game.svg';
import serviceMobile from '../assets/service-mobile.svg';
import serviceWeb from '../assets/service-web.svg';

export interface Art {
  src: string;
  width: number;
  height: number;
}

const wide = (src: string): Art => ({ src, width: 520, height: 400 });

export const heroArt: Art = { src: hero, width: 560, height: 440 };
export const aboutArt = wide(about);
export const innovationArt = wide(innovation);

export const serviceArt: Record<ServiceArt, Art> = {
  ai: wide(serviceAi),
  web: wide(serviceWeb),
  mobile: wide(serviceMobile),
  game: wide(serviceGame),
  data: wide(serviceData),
};

interface ProjectArt {
  cover: Art;
  blocks: [Art, Art, Art];
}

const cover = (src: string): Art => ({ src, width: 640, height: 480 });
const block = (src: string): Art => ({ src, width: 560, height: 420 });

const projectArtById: Record<string, ProjectArt> = {
  carelink: {
    cover: cover(carelinkCover),
    blocks: [block(carelink1), block(carelink2), block(carelink3)],
  },
  docuflow: {
    cover: cover(docuflowCover),
    blocks: [block(docuflow1), block(docuflow2), block(docuflow3)],
  },
  'noor-quran': {
    cover: cover(noorQuranCover),
    blocks: [block(noorQuran1), block(noorQuran2), block(noorQuran3)],
  },
  labsphere: {
    cover: cover(labsphereCover),
    blocks: [block(labsphere1), block(labsphere2), block(labsphere3)],
  },
};

/** A project's drawings; a project we do not know gets the generic product drawings. */
export function projectArt(id: string | undefined): ProjectArt {
  return (
    (id && projectArtById[id]) || {
      cover: serviceArt.web,
      blocks: [serviceArt.web, serviceArt.mobile, serviceArt.data],
    }
  );
}

export const partnerLogoArt: Record<string, Art> = {
  Northwind: { src: logoNorthwind, width: 157, height: 44 },
  Helixa: { src: logoHelixa, width: 119, height: 44 },
  Quantia: { src: logoQuantia, width: 132, height: 44 },
  'Lumen Health': { src: logoLumenHealth, width: 194, height: 44 },
  Orbital: { src: logoOrbital, width: 132, height: 44 },
  Fieldstone: { src: logoFieldstone, width: 169, height: 44 },
};
