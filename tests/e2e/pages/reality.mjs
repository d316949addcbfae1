// Page object: the reality check.
export class RealityPage {
  constructor(page) { this.page = page; }
  rows() { return this.page.getByTestId('reality-row'); }
  chart() { return this.page.locator('#reality-chart'); }
  table() { return this.page.getByTestId('reality-table'); }
}
