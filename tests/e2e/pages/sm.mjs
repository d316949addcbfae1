// Page object: the SM panel (many warps on one SM), in the stepper and in Learn's regime topic.
export class SmPanel {
  constructor(page) { this.page = page; }
  warps() { return this.page.getByRole('slider', { name: 'Warps on the SM' }); }
  cycles() { return this.page.getByTestId('sm-cycles'); }
  regime() { return this.page.getByTestId('regime'); }
  figure() { return this.page.getByTestId('sm-figure'); }
  /** Moves the slider to `w` warps as a keyboard user would (Home, then Right arrows). */
  async setWarps(w) {
    const slider = this.warps();
    await slider.focus();
    await slider.press('Home');
    for (let i = 1; i < w; i++) await slider.press('ArrowRight');
  }
}
