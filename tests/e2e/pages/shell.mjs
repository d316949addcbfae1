// Page object: the shell (header, navigation, notices, crash banner, update notice).
export class Shell {
  constructor(page) { this.page = page; }
  nav(name) { return this.page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name, exact: true }); }
  heading() { return this.page.getByRole('heading', { level: 1 }); }
  notices() { return this.page.getByTestId('notices'); }
  crashBanner() { return this.page.locator('#crash-banner'); }
  updateNotice() { return this.page.locator('#update-notice'); }
}

/** Every view: its link key, its navigation label and its heading. */
export const VIEWS = [
  ['home', 'Start', /Warp divergence, and what it costs/],
  ['learn', 'Learn', /Learn: warp divergence, topic by topic/],
  ['timeline', 'Timeline', /Timeline/],
  ['tree', 'Branch tree', /Branch tree/],
  ['stepper', 'Warp stepper', /Warp stepper/],
  ['ladder', 'Ladder', /Exercise ladder/],
  ['lab', 'Sampling lab', /Sampling lab/],
  ['layouts', 'Layouts lab', /Layouts lab/],
  ['reality', 'Reality check', /Reality check/],
  ['cards', 'Flashcards', /Flashcards: spaced review/],
  ['about', 'About', /About Warpwise/],
];
