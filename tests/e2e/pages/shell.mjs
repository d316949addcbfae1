// Page object: the shell (header, navigation, notices, crash banner, update notice).
export class Shell {
  constructor(page) { this.page = page; }
  nav(name) { return this.page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name, exact: true }); }
  heading() { return this.page.getByRole('heading', { level: 1 }); }
  notices() { return this.page.getByTestId('notices'); }
  crashBanner() { return this.page.locator('#crash-banner'); }
  updateNotice() { return this.page.locator('#update-notice'); }
}
