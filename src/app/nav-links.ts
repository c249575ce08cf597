/** The main navigation, in the spec's order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/community', label: 'Community' },
  { to: '/career', label: 'Career' },
  { to: '/classes', label: 'Classes' },
  { to: '/projects', label: 'Projects' },
  { to: '/store/books', label: 'Store', match: '/store' },
  { to: '/about', label: 'About Us' },
] as const;
