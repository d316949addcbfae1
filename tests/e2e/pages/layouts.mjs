// Page object: the layouts lab.
export class LayoutsPage {
  constructor(page) { this.page = page; }
  layout() { return this.page.getByRole('combobox', { name: 'Layout' }); }
  width() { return this.page.getByRole('combobox', { name: 'Warp width' }); }
  field(name) { return this.page.getByRole('textbox', { name }); }
  n() { return this.field('Labels n (1 to 1,000,000)'); }
  p() { return this.field('Share of true labels p (0 to 1)'); }
  pSlider() { return this.page.getByRole('slider', { name: 'Drag p' }); }
  run() { return this.page.getByRole('textbox', { name: /\(1 to 1,000,000\)$/ }).nth(1); }
  seed() { return this.field('Seed'); }
  a() { return this.field('Path A cycles (true lanes)'); }
  b() { return this.field('Path B cycles (false lanes)'); }
  sector() { return this.field('Cycles per sector (model parameter)'); }
  button(name) { return this.page.getByRole('button', { name, exact: true }); }
  readout(id) { return this.page.getByTestId(id); }
  error(id) { return this.page.locator(`#${id}-error`); }
  histogram() { return this.page.locator('svg#layouts-histogram'); }
  strip() { return this.page.locator('svg#layouts-strip'); }
  verdict() { return this.page.getByTestId('reorder-verdict'); }
  param(key) { return new URL(this.page.url()).searchParams.get(key); }
}
