// Page object: the reality check.
export class RealityPage {
  constructor(page) { this.page = page; }
  section() { return this.page.getByRole('region', { name: /Reality check/ }); }
  rows() { return this.page.getByTestId('reality-row'); }
  row(id) { return this.table().locator(`[id="row-${id}"]`); }
  chart() { return this.page.getByRole('img', { name: 'Model against H200 measurements' }); }
  chartCaption() { return this.page.getByTestId('reality-chart-caption'); }
  table() { return this.page.getByTestId('reality-table'); }
  column(name) { return this.table().getByRole('columnheader', { name }); }
  errors() { return this.page.getByTestId('reality-errors'); }
  fitted(row) { return row.getByTestId('fitted-ops'); }
  leftOut(row) { return row.getByTestId('left-out-ops'); }
}
