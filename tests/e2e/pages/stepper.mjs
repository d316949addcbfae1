// Page object: the warp stepper.
export class StepperPage {
  constructor(page) { this.page = page; }
  button(name) { return this.page.getByRole('button', { name, exact: true }); }
  readout(id) { return this.page.getByTestId(id); }
  example() { return this.page.getByRole('combobox', { name: 'Example' }); }
  mode() { return this.page.getByRole('combobox', { name: 'Costs' }); }
  source() { return this.page.getByRole('textbox', { name: 'Kernel source' }); }
  input(name) { return this.page.getByRole('textbox', { name: `Values of ${name}` }); }
  position() { return this.page.getByTestId('stepper-position'); }
  stackRows() { return this.page.getByTestId('stack').locator('tbody tr:has(th)'); }
  codeLines() { return this.page.getByTestId('stepper-code').locator('li'); }
  /** The statement about to issue, marked inside its line. */
  issuing() { return this.page.getByTestId('issuing'); }
  currentLine() { return this.page.locator('.stepper__line[aria-current="step"]'); }
  compileError() { return this.page.getByTestId('compile-error'); }
  runtimeError() { return this.page.getByTestId('runtime-error'); }
  mask() { return this.page.getByTestId('active-mask'); }
}
