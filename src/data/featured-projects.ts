/**
 * The built-in featured projects (spec §3 "Featured project (sample)"): the landing page's carousel and the
 * projects page's featured intro show them, and their detail pages read them from here, never from the server.
 * Their ids start with 'featured-' so they can never collide with a server id (24 hex characters).
 */
export interface FeaturedProject {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  /** A local illustration under public/images/projects/ (640 × 360). */
  image: string;
  technologies: string[];
  features: string[];
  demoLink: string;
  githubLink: string;
  /** Not a spec field: the category slug its detail page URL carries (and the projects tab it belongs to). */
  category?: string;
  userName?: string;
  userRole?: string;
  userImage?: string;
}

export const FEATURED_ID_PREFIX = 'featured-';

/**
 * Real open-source projects a member can study and contribute to: "GitHub" opens the project's repository and
 * "Live Demo" the demo or hosted app its maintainers run. userName is the project's creator.
 */
export const FEATURED_PROJECTS: readonly FeaturedProject[] = [
  {
    id: 'featured-1',
    title: 'Excalidraw',
    shortDescription:
      'A virtual whiteboard for sketching hand-drawn-looking diagrams, together in real time.',
    description:
      'An open-source whiteboard that draws diagrams with a hand-drawn feel. It runs in the browser, works offline, shares a canvas with others live with end-to-end encryption, and is also published as a React component that other apps embed.',
    image: '/images/projects/learning-portal.svg',
    technologies: ['React', 'TypeScript', 'Canvas', 'Vite'],
    features: [
      'Infinite canvas with hand-drawn style',
      'Live collaboration, end-to-end encrypted',
      'Export to PNG and SVG',
      'Embeddable as a React component',
    ],
    demoLink: 'https://excalidraw.com/',
    githubLink: 'https://github.com/excalidraw/excalidraw',
    category: 'web-development',
    userName: 'Christopher Chedeau',
    userRole: 'Creator',
  },
  {
    id: 'featured-2',
    title: 'Immich',
    shortDescription: 'Self-hosted photo and video backup, with apps for phones and a web interface.',
    description:
      'A self-hosted alternative to cloud photo libraries: mobile apps back up photos and videos to your own server, and a web app browses them on a timeline, on a map and by the people and things in them.',
    image: '/images/projects/campus-app.svg',
    technologies: ['Flutter', 'Dart', 'TypeScript', 'NestJS', 'PostgreSQL'],
    features: [
      'Automatic backup from Android and iOS',
      'Timeline, albums and shared links',
      'Search by people, places and things',
      'Runs on your own server',
    ],
    demoLink: 'https://demo.immich.app/',
    githubLink: 'https://github.com/immich-app/immich',
    category: 'app-development',
    userName: 'Alex Tran',
    userRole: 'Creator',
  },
  {
    id: 'featured-3',
    title: 'Reactive Resume',
    shortDescription: 'A free, open-source resume builder that keeps your data yours.',
    description:
      'A resume builder with live preview, many templates and PDF export. It is free with no tracking, can be self-hosted, and can use an AI model of your choice to help rewrite and improve what you write.',
    image: '/images/projects/resume-reviewer.svg',
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'],
    features: [
      'Live preview while you type',
      'Templates and custom sections',
      'PDF export and a public link',
      'Optional AI help with your writing',
    ],
    demoLink: 'https://rxresu.me/',
    githubLink: 'https://github.com/AmruthPillai/Reactive-Resume',
    category: 'ai-ml',
    userName: 'Amruth Pillai',
    userRole: 'Creator',
  },
  {
    id: 'featured-4',
    title: 'Grafana',
    shortDescription: 'Dashboards that turn metrics, logs and any other data into charts you can share.',
    description:
      'An open-source platform for querying, visualising and alerting on data wherever it lives: Prometheus, PostgreSQL, Elasticsearch and many more sources, shown on dashboards that teams build and share.',
    image: '/images/projects/open-data.svg',
    technologies: ['Go', 'TypeScript', 'React'],
    features: [
      'Dashboards from many data sources',
      'Dozens of chart types',
      'Alerts on the same queries',
      'A public playground to try it',
    ],
    demoLink: 'https://play.grafana.org/',
    githubLink: 'https://github.com/grafana/grafana',
    category: 'data-science',
    userName: 'Torkel Ödegaard',
    userRole: 'Creator',
  },
  {
    id: 'featured-5',
    title: 'Standard Notes',
    shortDescription: 'End-to-end encrypted notes that only you can read, on every device.',
    description:
      'A notes app whose data is encrypted on your device before it is synced, so the server never sees what you write. It runs in the browser, on the desktop and on phones, and its code is open for anyone to audit.',
    image: '/images/projects/notes-vault.svg',
    technologies: ['TypeScript', 'React', 'Web Crypto', 'Electron'],
    features: [
      'End-to-end encryption',
      'Sync across web, desktop and mobile',
      'Offline use',
      'Open code anyone can audit',
    ],
    demoLink: 'https://app.standardnotes.com/',
    githubLink: 'https://github.com/standardnotes/app',
    category: 'service-security',
  },
];
