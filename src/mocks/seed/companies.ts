/** The companies of the demo jobs: the hand-written seed and the generated board at scale draw from them. */

export interface Company {
  companyName: string;
  companySite: string;
  companyDescription: string;
  companyLogo: string;
}

export const companies = {
  nimbus: {
    companyName: 'Nimbus Labs',
    companySite: 'https://nimbuslabs.example.com',
    companyDescription:
      'Nimbus Labs builds developer tools for small teams: hosted CI, preview deployments and a friendly dashboard used by 4,000 startups.',
    companyLogo: '/logos/nimbus-labs.svg',
  },
  byteforge: {
    companyName: 'ByteForge',
    companySite: 'https://byteforge.example.com',
    companyDescription:
      'ByteForge runs payment and invoicing APIs for Indian SMEs, processing a million transactions a day.',
    companyLogo: '/logos/byteforge.svg',
  },
  pixelcraft: {
    companyName: 'PixelCraft Studio',
    companySite: 'https://pixelcraft.example.com',
    companyDescription: 'A product design studio crafting apps for health, education and retail brands.',
    companyLogo: '/logos/pixelcraft.svg',
  },
  datanest: {
    companyName: 'DataNest Analytics',
    companySite: 'https://datanest.example.com',
    companyDescription:
      'DataNest turns messy operational data into dashboards and forecasts for logistics and retail companies.',
    companyLogo: '/logos/datanest.svg',
  },
  cloudpeak: {
    companyName: 'CloudPeak',
    companySite: 'https://cloudpeak.example.com',
    companyDescription:
      'CloudPeak is a managed Kubernetes and observability provider with data centres in Mumbai and Chennai.',
    companyLogo: '/logos/cloudpeak.svg',
  },
  skyroute: {
    companyName: 'SkyRoute Logistics',
    companySite: 'https://skyroute.example.com',
    companyDescription:
      'Same-day delivery for 30 Indian cities, powered by our own routing engine and rider app.',
    companyLogo: '/logos/skyroute.svg',
  },
  edusphere: {
    companyName: 'EduSphere',
    companySite: 'https://edusphere.example.com',
    companyDescription: 'EduSphere makes live, project-based coding courses in English, Hindi and Tamil.',
    companyLogo: '/logos/edusphere.svg',
  },
  shieldnet: {
    companyName: 'ShieldNet Security',
    // Entered without a scheme: shown as text, never as a link.
    companySite: 'www.shieldnet.example.com',
    companyDescription: 'ShieldNet runs a 24x7 security operations centre protecting banks and hospitals.',
    companyLogo: '/logos/shieldnet.svg',
  },
  quantum: {
    companyName: 'Quantum Ledger',
    companySite: 'https://quantumledger.example.com',
    companyDescription:
      'Quantum Ledger builds accounting software for chartered accountants and their clients.',
    companyLogo: '/logos/quantum-ledger.svg',
  },
  trailhead: {
    companyName: 'Trailhead Mobility',
    companySite: 'https://trailhead.example.com',
    companyDescription: 'Trailhead makes the app behind electric scooter rentals on 40 campuses.',
    companyLogo: '/logos/trailhead.svg',
  },
  greenleaf: {
    companyName: 'GreenLeaf Health',
    companySite: 'https://greenleaf.example.com',
    companyDescription:
      'GreenLeaf Health runs telemedicine and pharmacy delivery across Kerala and Karnataka.',
    companyLogo: '/logos/greenleaf.svg',
  },
} satisfies Record<string, Company>;
