// The pages the first-view benchmarks measure: one demo site per template family, its home page and one
// lobby (libs/site-model routes).
export const FIRST_VIEW_PAGES = [
  { host: 'casino3.localhost', path: '/' },
  { host: 'casino3.localhost', path: '/casino' },
  { host: 'slot2.localhost', path: '/' },
  { host: 'slot2.localhost', path: '/slots' },
  { host: 'sportsbook1.localhost', path: '/' },
  { host: 'sportsbook1.localhost', path: '/sports' },
];
