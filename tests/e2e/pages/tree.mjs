// Page object: the branch tree view and its loop panel.
export class TreePage {
  constructor(page) { this.page = page; }
  readout(id) { return this.page.getByTestId(id); }
  layout() { return this.page.getByRole('combobox', { name: 'Lane layout' }); }
  lane(n) { return this.page.locator(`#lane-${n}`); }
  description() { return this.page.getByTestId('tree-description'); }
  loopTab() { return this.page.getByRole('tab', { name: 'Loop divergence' }); }
  loopPreset() { return this.page.getByRole('combobox', { name: 'Loop preset' }); }
  counts() { return this.page.getByRole('textbox', { name: /Trip count of each lane/ }); }
}
