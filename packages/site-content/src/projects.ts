// The four showcased projects. The products page and the home portfolio show the same work, so
// one list serves both (and the chatbot). Plain data: no React, no DOM.
import { projectSummaries, type ProjectSummary } from './project-cards';

export interface ProjectBlock {
  title: string;
  /**
   * Trusted HTML written by us: only <p>, <strong>, <em>, <ul> and <li>. The frontend renders it
   * as HTML only when it comes from this package, never from navigation state.
   */
  html: string;
}

export interface Project extends ProjectSummary {
  /** The hero text of the detail page. */
  description: string;
  projectInfo: {
    /** ISO date (yyyy-mm-dd). */
    published: string;
    services: string;
    industry: string;
  };
  projectDetails: { title: string; description: string };
  /** The live site or store page; absent when the product is not public. */
  domainLink?: string;
  blocks: [ProjectBlock, ProjectBlock, ProjectBlock];
}

/** What each project's page says beyond its card. */
const pages: Record<string, Omit<Project, keyof ProjectSummary>> = {
  carelink: {
    description:
      'CareLink brings patients and their care team together in one secure app: messages, video consultations, prescriptions and appointment reminders, all in one place.',
    projectInfo: {
      published: '2024-10-01',
      services: 'Mobile app development, UX design, Cloud backend',
      industry: 'Healthcare',
    },
    projectDetails: {
      title: 'Care that continues between visits',
      description:
        'A regional clinic group wanted to cut phone queues and missed appointments. We designed and built iOS and Android apps plus a web dashboard for doctors, with end-to-end encrypted messaging and HIPAA-ready hosting.',
    },
    domainLink: 'https://carelink.example',
    blocks: [
      {
        title: 'Secure conversations',
        html: '<p>Patients message their doctor the way they message family, with <strong>end-to-end encryption</strong> and read receipts. Doctors triage from a shared inbox and reply with templates for common questions.</p>',
      },
      {
        title: 'Video visits in one tap',
        html: '<p>Follow-up consultations happen over <strong>HD video</strong> from the appointment card, with no extra app to install.</p><ul><li>Waiting room with queue position</li><li>Screen sharing for lab results</li><li>Automatic visit notes</li></ul>',
      },
      {
        title: 'Fewer missed appointments',
        html: '<p>Smart reminders and one-tap rescheduling reduced no-shows by <strong>38%</strong> in the first six months, freeing hundreds of clinic hours.</p>',
      },
    ],
  },
  docuflow: {
    description:
      'DocuFlow turns a phone into a pocket office: scan paper documents, edit and annotate PDFs, fill in forms, sign contracts and share them securely.',
    projectInfo: {
      published: '2024-10-01',
      services: 'Mobile app development, OCR and AI, UI design',
      industry: 'Productivity',
    },
    projectDetails: {
      title: 'Paperwork, finished on the go',
      description:
        'Field teams were printing, signing and rescanning hundreds of forms a week. We built a fast offline-first PDF app with on-device text recognition and electronic signatures that sync when a connection returns.',
    },
    blocks: [
      {
        title: 'Scan with text recognition',
        html: '<p>Edge detection straightens every page and <strong>on-device OCR</strong> makes scans searchable in seconds, even without a connection.</p>',
      },
      {
        title: 'Edit, annotate and sign',
        html: '<p>Highlight, comment, fill in form fields and add a <strong>legally binding signature</strong>.</p><ul><li>Merge and split files</li><li>Compress large PDFs</li><li>Password protection</li></ul>',
      },
      {
        title: 'Share safely',
        html: '<p>Send expiring links or sync to the cloud storage your company already uses. Everything stays <strong>encrypted</strong> at rest and in transit.</p>',
      },
    ],
  },
  'noor-quran': {
    description:
      'Noor Quran offers a calm, beautiful reading experience with recitations by 50 reciters, word-by-word translation, bookmarks and gentle daily reading goals.',
    projectInfo: {
      published: '2024-10-01',
      services: 'Mobile app development, Audio streaming, UI design',
      industry: 'Spiritual',
    },
    projectDetails: {
      title: 'A peaceful companion for daily reading',
      description:
        'The client wanted an app free of clutter and adverts that works offline for travellers. We designed a distraction-free reader, streamed and cached audio from 50 reciters and added accessibility features for older readers.',
    },
    domainLink: 'https://noorquran.example',
    blocks: [
      {
        title: '50 reciters, online or offline',
        html: '<p>Choose from <strong>50 renowned reciters</strong>, stream instantly or download whole chapters for offline listening.</p>',
      },
      {
        title: 'Read with understanding',
        html: '<p>Word-by-word translation and transliteration in several languages.</p><ul><li>Adjustable script size</li><li>Night reading mode</li><li>Verse-by-verse audio sync</li></ul>',
      },
      {
        title: 'Build a daily habit',
        html: '<p>Gentle reminders, reading streaks and <strong>bookmarks that sync</strong> across devices help readers keep their routine.</p>',
      },
    ],
  },
  labsphere: {
    description:
      'LabSphere is a web-based laboratory information system that tracks every sample from collection to report, connects analysers and delivers results to doctors and patients.',
    projectInfo: {
      published: '2024-07-07',
      services: 'Web development, System integration, Data analytics',
      industry: 'Healthcare',
    },
    projectDetails: {
      title: 'From sample to result, without paper',
      description:
        'A network of medical laboratories ran on spreadsheets and paper requisitions. We delivered a web system with barcode tracking, analyser integration and a patient portal, rolled out across twelve sites.',
    },
    blocks: [
      {
        title: 'Track every sample',
        html: '<p>Barcodes follow each sample from collection to archive, so technicians always know <strong>where it is and what comes next</strong>.</p>',
      },
      {
        title: 'Results without re-typing',
        html: '<p>Analysers send results straight into the system, where they are validated against reference ranges.</p><ul><li>Automatic flagging of critical values</li><li>Two-step approval</li><li>Full audit trail</li></ul>',
      },
      {
        title: 'Reports that arrive on time',
        html: '<p>Doctors and patients receive signed reports online. Turnaround time fell by <strong>45%</strong> across the network.</p>',
      },
    ],
  },
};

export const projects: Project[] = projectSummaries.map((summary) => ({
  ...summary,
  ...pages[summary.id]!,
}));

/** The products page shows the same four, in the same order. */
export const products = projects;

/** By slug ("carelink") or by the 1-based position older links use ("/appproduct/1"). */
export function findProject(id: string): Project | undefined {
  const position = /^[1-9][0-9]*$/.test(id) ? Number(id) : undefined;
  return position ? projects[position - 1] : projects.find((project) => project.id === id);
}
