// Page object: the sampling lab.
export class LabPage {
  constructor(page) { this.page = page; }
  p() { return this.page.getByRole('textbox', { name: 'Success probability p (0 to 1)' }); }
  n() { return this.page.getByRole('textbox', { name: 'Sample size n (1 to 1,000,000)' }); }
  nSlider() { return this.page.getByRole('slider', { name: 'Drag n (logarithmic scale)' }); }
  mean() { return this.page.getByRole('textbox', { name: 'Predicted mean fraction' }); }
  variance() { return this.page.getByRole('textbox', { name: 'Predicted variance of the fraction' }); }
  button(name) { return this.page.getByRole('button', { name, exact: true }); }
  table() { return this.page.getByTestId('pmf-table'); }
  readout(id) { return this.page.getByTestId(id); }
  pError() { return this.page.locator('#lab-p-error'); }
}
