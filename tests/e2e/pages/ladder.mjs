// Page object: the exercise ladder.
export class LadderPage {
  constructor(page) { this.page = page; }
  item(id) { return this.page.getByTestId(`exercise-${id}`); }
  solution(id) { return this.page.getByTestId(`solution-${id}`); }
  field(id, label) { return this.item(id).getByRole('textbox', { name: label }); }
  check(id) { return this.item(id).getByRole('button', { name: 'Check answer' }); }
  giveUp(id) { return this.item(id).getByRole('button', { name: 'Show solution' }); }
  levelProgress(level) { return this.page.getByTestId(`level-${level}-progress`); }
  notices() { return this.page.getByTestId('notices'); }
}
