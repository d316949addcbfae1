// Page object: the exercise ladder.
export class LadderPage {
  constructor(page) { this.page = page; }
  item(id) { return this.page.getByTestId(`exercise-${id}`); }
  solution(id) { return this.page.getByTestId(`solution-${id}`); }
  field(id, label) { return this.item(id).getByRole('textbox', { name: label }); }
  check(id) { return this.item(id).getByRole('button', { name: 'Check answer' }); }
  // "Show solution" alone: it asks first (issue 33).
  showSolution(id) { return this.item(id).getByRole('button', { name: 'Show solution' }); }
  confirmSolution(id) { return this.item(id).getByRole('button', { name: 'Yes, show the solution' }); }
  keepTrying(id) { return this.item(id).getByRole('button', { name: 'Keep trying' }); }
  // Giving up: "Show solution", then "Yes, show the solution".
  giveUp(id) {
    const ladder = this;
    return { async click() { await ladder.showSolution(id).click(); await ladder.confirmSolution(id).click(); } };
  }
  scenarioLink(id) { return this.item(id).getByRole('link', { name: 'Open this scenario in its view' }); }
  unsaved(id) { return this.page.getByTestId(`unsaved-${id}`); }
  levelProgress(level) { return this.page.getByTestId(`level-${level}-progress`); }
  notices() { return this.page.getByTestId('notices'); }
}
