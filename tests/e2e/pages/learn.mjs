// Page objects: the Learn view (topics, live elements, the check-yourself question) and the Flashcards view.
export class LearnPage {
  constructor(page) { this.page = page; }
  topics() { return this.page.locator('nav.learn__topics'); }
  topicLink(name) { return this.topics().getByRole('link', { name, exact: true }); }
  title() { return this.page.locator('#learn-topic-title'); }
  paragraphs() { return this.page.locator('.learn__text > p'); }
  liveLinks() { return this.page.locator('.learn__live a.button'); }
  check() { return this.page.getByTestId('check'); }
  choices() { return this.check().getByRole('radio'); }
  commit() { return this.check().getByRole('button', { name: /^(Check my answer|Mera answer check karo)$/ }); }
  reveal() { return this.check().getByRole('button', { name: /^(Show the answer|Answer dikhao)$/ }); }
  status() { return this.page.getByTestId('check-status'); }
  feedback() { return this.page.getByTestId('check-feedback'); }
  calculator() { return this.page.getByTestId('regime-calculator'); }
  field(name) { return this.calculator().getByRole('textbox', { name }); }
  verdict() { return this.page.getByTestId('regime-verdict'); }
  language(name) { return this.page.getByRole('navigation', { name: /^(Language|Bhasha)$/ }).getByRole('link', { name }); }
  param(key) { return new URL(this.page.url()).searchParams.get(key); }
}

export class CardsPage {
  constructor(page) { this.page = page; }
  card() { return this.page.getByTestId('card'); }
  front() { return this.page.locator('#cards-front'); }
  back() { return this.page.getByTestId('card-back'); }
  show() { return this.page.getByRole('button', { name: /^(Show the answer \(Space\)|Jawab dikhao \(Space\))$/ }); }
  grade(name) { return this.page.getByRole('group', { name: /How well|Kitna/ }).getByRole('button', { name: new RegExp(`^\\d ${name}`) }); }
  count(id) { return this.page.getByTestId(`cards-${id}`); }
  status() { return this.page.getByTestId('cards-status'); }
  caughtUp() { return this.page.getByTestId('cards-caught-up'); }
  notices() { return this.page.getByTestId('notices'); }
  exportButton() { return this.page.getByRole('button', { name: 'Export progress (JSON)' }); }
  importInput() { return this.page.getByLabel('Import progress from a file'); }
  changed() { return this.page.getByTestId('cards-changed'); }
  undoImport() { return this.page.getByRole('button', { name: 'Undo import' }); }
  downloadSetAside() { return this.page.getByRole('button', { name: 'Download the set-aside record' }); }
  restoreSetAside() { return this.page.getByRole('button', { name: 'Restore it' }); }
}
