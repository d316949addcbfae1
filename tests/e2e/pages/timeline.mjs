// Page object: the timeline view.
export class TimelinePage {
  constructor(page) { this.page = page; }
  readout(id) { return this.page.getByTestId(id); }
  length(path) { return this.page.getByRole('textbox', { name: `Path ${path} length (cycles)` }); }
  takers(path) { return this.page.getByRole('textbox', { name: `Path ${path} takers (lanes)` }); }
  tail() { return this.page.getByRole('textbox', { name: 'Reconvergence tail (cycles, uniform)' }); }
  preset() { return this.page.getByRole('combobox', { name: 'Preset' }); }
  button(name) { return this.page.getByRole('button', { name, exact: true }); }
  figure() { return this.page.locator('#timeline-figure'); }
  errorFor(id) { return this.page.locator(`#${id}-error`); }
  async choosePreset(label) { await this.preset().selectOption({ label }); }
}
