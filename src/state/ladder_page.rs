//! The ladder page's working state: stored progress, a slot per item (its numbers and card), and whether
//! "Reset progress" is asking — every rule of working the ladder, so the view only wires events to it.

use std::collections::BTreeMap;

use super::ladder::{counts_as_answered, Draft, ItemState, LadderState, SavedProgress};
use crate::model::exercises::{item, Exercise, ITEMS};
use crate::model::i18n::{Bilingual, Said};
use crate::model::progress::{Progress, MAX_BYTES};

/// Items whose own numbers (the source notes') the tutor works out elsewhere, and where: they are the seed
/// notes' worked figures, which the Start page and Learn must show, and the ladder's default items, which
/// teachers' links name — so both stay, and the item says it (a test checks every answer stands there).
pub const WORKED_ELSEWHERE: [(&str, crate::model::i18n::Tr); 2] = [
    ("L2.1", super::text::ladder::ON_START_PAGE),
    ("L2.3", super::text::ladder::IN_LEARN_COST_RULE),
];

/// Where the page's progress is kept (the browser's storage in the app).
pub trait Store {
    /// The saved text; `Err(())` when reading itself failed (as `SavedProgress::load` takes it).
    #[allow(clippy::result_unit_err)]
    fn read(&self) -> Result<Option<String>, ()>;
    /// Writes the text; false when storage refused it.
    fn write(&self, text: &str) -> bool;
    /// What the backup key (`model::progress::BACKUP_KEY`) holds. Without one (this default), a stored
    /// record that cannot be read is left in place and nothing is saved over it.
    #[allow(clippy::result_unit_err)]
    fn read_backup(&self) -> Result<Option<String>, ()> {
        Err(())
    }
    /// Writes the backup key; false when storage refused it (or, by default, has no backup key).
    fn write_backup(&self, _text: &str) -> bool {
        false
    }
}

/// The page: stored progress, every item's slot in ladder order (a control's `data-item` is its index
/// here), and whether "Reset progress" is asking.
#[derive(Clone, Debug, PartialEq)]
pub struct LadderPage {
    pub saved: SavedProgress,
    pub slots: Vec<Slot>,
    pub asking: bool,
    /// The set's numbers the slots were last put on (the link's `seed`).
    pub base: Option<u64>,
    /// What was typed on each item (by id), for the tab's session storage ([`LadderPage::drafts_json`]).
    pub drafts: BTreeMap<String, Draft>,
    /// The seed field as typed, and why it was refused (the set stays on its numbers meanwhile).
    pub seed_text: String,
    pub seed_error: Option<Said>,
}

impl LadderPage {
    /// Every item on the set's numbers `base`, as stored progress left it.
    pub fn new(saved: SavedProgress, base: Option<u64>) -> LadderPage {
        let slots = ITEMS
            .iter()
            .filter_map(|(id, _)| Slot::new(id, base, &saved.progress))
            .collect();
        LadderPage {
            saved,
            slots,
            asking: false,
            base,
            drafts: BTreeMap::new(),
            seed_text: base.map(|s| s.to_string()).unwrap_or_default(),
            seed_error: None,
        }
    }

    /// The link's state: the set's numbers.
    pub fn link(&self) -> LadderState {
        LadderState { seed: self.base }
    }

    /// A seed typed in the field: a whole number puts the set on its numbers, blank on the notes' own;
    /// anything else is refused with a sentence and changes nothing.
    pub fn type_seed(&mut self, text: &str) {
        self.seed_text = text.to_string();
        let mut link = self.link();
        match link.edit_seed(text) {
            Ok(()) => {
                self.seed_error = None;
                self.on_set(link.seed);
            }
            Err(e) => self.seed_error = Some(e.said()),
        }
    }

    /// "New numbers for the whole set" (`seed` drawn by the caller), the notes' numbers (`None`), or a
    /// link Back or Forward brought: the field shows the set's seed.
    pub fn put_on(&mut self, seed: Option<u64>) {
        self.seed_text = seed.map(|s| s.to_string()).unwrap_or_default();
        self.seed_error = None;
        self.on_set(seed);
    }

    /// Takes back the drafts a reload or the language switch left (`text`: what [`DRAFTS_KEY`] holds);
    /// anything unreadable or implausibly large is ignored — drafts are a convenience, progress is saved
    /// elsewhere.
    ///
    /// [`DRAFTS_KEY`]: super::ladder::DRAFTS_KEY
    pub fn restore_drafts(&mut self, text: Option<&str>) {
        let Some(text) = text.filter(|t| t.len() <= MAX_BYTES) else {
            return;
        };
        let read: serde_json::Value = serde_json::from_str(text).unwrap_or_default();
        self.drafts = read
            .as_object()
            .into_iter()
            .flatten()
            .filter(|(id, _)| ITEMS.iter().any(|(i, _)| i == id))
            .filter_map(|(id, v)| Some((id.clone(), Draft::from_value(v)?)))
            .collect();
        self.apply_drafts();
    }

    /// What the tab's session storage should hold now.
    pub fn drafts_json(&self) -> String {
        let all: serde_json::Map<String, serde_json::Value> = self
            .drafts
            .iter()
            .map(|(id, d)| (id.clone(), d.to_value()))
            .collect();
        serde_json::Value::Object(all).to_string()
    }

    fn apply_drafts(&mut self) {
        for slot in &mut self.slots {
            if let Some(draft) = self.drafts.get(slot.item.id) {
                slot.card.restore(&slot.item, draft);
            }
        }
    }

    /// Keeps item `k`'s draft up to date (only on the link's numbers: practice is not kept).
    fn keep_draft(&mut self, k: usize) {
        if let Some(slot) = self.slots.get(k).filter(|s| s.resume()) {
            let id = slot.item.id.to_string();
            match slot.card.draft() {
                Some(draft) => {
                    self.drafts.insert(id, draft);
                }
                None => {
                    self.drafts.remove(&id);
                }
            }
        }
    }

    /// A level's summary line: (answered on any numbers, right on the set on screen, the level's items).
    /// A solution only seen is not answered (issue 33, item 8).
    pub fn level_counts(&self, level: u8) -> (usize, usize, usize) {
        self.saved.level_counts(level, self.base)
    }

    /// Whether item `id`'s record counts as answered (see [`counts_as_answered`]).
    pub fn answered(&self, id: &str) -> bool {
        counts_as_answered(&self.saved.progress.item(id))
    }

    /// The set's numbers changed (typed, a new set, the notes' own, Back): every item goes back to them.
    /// Returns whether anything changed.
    pub fn on_set(&mut self, base: Option<u64>) -> bool {
        self.base = base;
        let progress = &self.saved.progress;
        let mut changed = false;
        for slot in &mut self.slots {
            changed |= slot.on_set(base, progress);
        }
        if changed {
            self.apply_drafts();
        }
        changed
    }

    /// "New numbers" for item `k` alone: practice numbers `seed`.
    pub fn new_numbers(&mut self, k: usize, seed: u64) {
        if let Some(slot) = self.slots.get_mut(k) {
            slot.new_numbers(seed, &self.saved.progress);
        }
    }

    /// What a field of item `k` holds: nothing on the page changes until the check.
    pub fn set_answer(&mut self, k: usize, part: usize, text: String) {
        if let Some(slot) = self.slots.get_mut(k) {
            slot.card.set_answer(part, text);
        }
        self.keep_draft(k);
    }

    pub fn show_hint(&mut self, k: usize) {
        if let Some(slot) = self.slots.get_mut(k) {
            slot.show_hint();
        }
    }

    /// "Check answer" on item `k`: judged, recorded and saved; a save that did not go through is said
    /// next to it.
    pub fn check(&mut self, k: usize, store: &dyn Store) {
        let tries = self.slots.get(k).map(|s| s.card.tries);
        if let Some(slot) = self.slots.get_mut(k) {
            slot.check(&mut self.saved.progress);
            slot.asking = false;
        }
        self.keep_draft(k);
        let recorded = self
            .slots
            .get(k)
            .is_some_and(|s| s.resume() && Some(s.card.tries) != tries);
        self.save_for(recorded.then_some(k), store);
    }

    /// "Show solution" on item `k`: asks first; nothing is recorded until [`LadderPage::show_solution`].
    pub fn ask_solution(&mut self, k: usize) {
        if let Some(slot) = self.slots.get_mut(k).filter(|s| !s.card.finished()) {
            slot.asking = true;
        }
    }

    /// "Keep trying": the question goes away, nothing recorded.
    pub fn cancel_solution(&mut self, k: usize) {
        if let Some(slot) = self.slots.get_mut(k) {
            slot.asking = false;
        }
    }

    /// "Yes, show the solution" on item `k`: recorded as a reveal (no attempt, not answered) and saved.
    pub fn show_solution(&mut self, k: usize, store: &dyn Store) {
        let mut recorded = false;
        if let Some(slot) = self.slots.get_mut(k) {
            recorded = slot.resume() && !slot.card.finished();
            slot.show_solution(&mut self.saved.progress);
            slot.asking = false;
        }
        self.save_for(recorded.then_some(k), store);
    }

    /// "Yes, reset progress": every answer on this device forgotten (the cards on screen stay as they are;
    /// what was typed is no longer kept for a reload).
    pub fn reset(&mut self, store: &dyn Store) {
        self.saved.progress.reset();
        self.drafts.clear();
        self.save(store);
        self.asking = false;
    }

    /// Saves after item `k` (if any) was recorded: when the save did not go through, that item says so
    /// where the learner is looking; once a save goes through, no item says it any more.
    fn save_for(&mut self, k: Option<usize>, store: &dyn Store) {
        self.save(store);
        if self.saved.saving() {
            for slot in &mut self.slots {
                slot.unsaved = false;
            }
        } else if let Some(slot) = k.and_then(|k| self.slots.get_mut(k)) {
            slot.unsaved = true;
        }
    }

    /// Saves through the merge-before-write rule; the cards take in what the merge brought from another tab.
    pub fn save(&mut self, store: &dyn Store) {
        self.saved.save_backed(
            || store.read(),
            |text| store.write(text),
            || store.read_backup(),
            |text| store.write_backup(text),
        );
        self.absorb();
    }

    /// Another tab saved `stored` (the storage event): its progress is folded in, and written back when
    /// it had written over some of this tab's.
    pub fn follow(&mut self, stored: Option<&str>, store: &dyn Store) {
        if self.saved.follow(stored) {
            self.save(store);
        } else {
            self.absorb();
        }
    }

    /// Every card on the link's numbers takes in what stored progress says of it; whether any changed.
    fn absorb(&mut self) -> bool {
        let mut changed = false;
        for slot in &mut self.slots {
            changed |= slot.absorb(&self.saved.progress);
        }
        changed
    }
}

/// One item on the page: the numbers it shows — the set's, which the link holds, or its own "New
/// numbers" — the item built from them, and its card.
#[derive(Clone, Debug, PartialEq)]
pub struct Slot {
    pub item: Exercise,
    /// The set's numbers (`None`: the seed notes' own) when the slot was last put on them.
    pub base: Option<u64>,
    /// The numbers on screen: the set's, or a practice variant's.
    pub seed: Option<u64>,
    pub card: ItemState,
    /// "Show solution" was pressed and waits for "Yes, show the solution" or "Keep trying".
    pub asking: bool,
    /// The last answer recorded on this item could not be saved (said next to it).
    pub unsaved: bool,
}

impl Slot {
    /// Item `id` on the set's numbers, as stored progress left it; `None` for an unknown id.
    pub fn new(id: &str, base: Option<u64>, progress: &Progress) -> Option<Slot> {
        let item = item(id, base)?;
        let card = ItemState::new(&item);
        let mut slot = Slot {
            item,
            base,
            seed: base,
            card,
            asking: false,
            unsaved: false,
        };
        slot.show(base, progress);
        Some(slot)
    }

    /// The link's numbers resume from stored progress; an item's own "New numbers" is practice.
    pub fn resume(&self) -> bool {
        self.seed == self.base
    }

    /// The line beside "New numbers": a variant's seed, or the source notes' own numbers — and, for an item the
    /// tutor works out elsewhere on those numbers, where, so a self-tester knows to ask for new ones.
    pub fn numbers_line(&self) -> Said {
        use super::text::ladder as t;
        match self.seed {
            Some(seed) => Said::fill(t::SEED_NUMBERS, &[&seed.to_string()]),
            None => match WORKED_ELSEWHERE.iter().find(|(id, _)| *id == self.item.id) {
                Some((_, place)) => Said::by(|lang| {
                    crate::model::i18n::fill(t::OWN_NUMBERS_WORKED.get(lang), &[place.get(lang)])
                }),
                None => Said::fill(t::OWN_NUMBERS, &[]),
            },
        }
    }

    /// The line under the card: its record on the set's numbers, or that practice numbers record nothing.
    pub fn record_line(&self, progress: &Progress) -> Said {
        use super::text::ladder as t;
        if !self.resume() {
            return Said::fill(t::PRACTICE_RECORD, &[]);
        }
        let record = progress.item(self.item.id);
        // The record's tries, answer and shown solution are about the numbers it names: on another set's
        // numbers the item starts afresh, and its line says so.
        if record.numbers == self.seed {
            super::ladder::record_line(&record)
        } else {
            Said::fill(t::NOT_TRIED, &[])
        }
    }

    /// The set's numbers changed (a typed seed, a new set, Back): a slot not on them goes back to them
    /// with a fresh card. Returns whether anything changed.
    pub fn on_set(&mut self, base: Option<u64>, progress: &Progress) -> bool {
        if self.base == base && self.seed == base {
            return false;
        }
        self.base = base;
        self.show(base, progress);
        true
    }

    /// "New numbers" for this item alone: a practice variant with fresh tries.
    pub fn new_numbers(&mut self, seed: u64, progress: &Progress) {
        self.show(Some(seed), progress);
    }

    /// Takes in what stored progress says of this item (see [`ItemState::absorb`]); practice numbers
    /// take in nothing. Returns whether anything changed.
    pub fn absorb(&mut self, progress: &Progress) -> bool {
        self.resume() && self.card.absorb(&self.item, &progress.item(self.item.id))
    }

    pub fn check(&mut self, progress: &mut Progress) {
        self.card.check(&self.item, progress);
    }

    pub fn show_solution(&mut self, progress: &mut Progress) {
        self.card.show_solution(&self.item, progress);
    }

    pub fn show_hint(&mut self) {
        self.card.show_hint(self.item.hints.len());
    }

    /// The item on `seed`'s numbers with a fresh card.
    fn show(&mut self, seed: Option<u64>, progress: &Progress) {
        if let Some(item) = item(self.item.id, seed) {
            self.item = item;
        }
        self.seed = seed;
        self.asking = false;
        let fresh = ItemState::new(&self.item).on_numbers(seed);
        self.card = if self.resume() {
            fresh
        } else {
            fresh.practice()
        };
        self.absorb(progress);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::i18n::Tr;
    use std::cell::RefCell;

    /// A browser's storage as the tests see it: one key, and it can refuse writes.
    #[derive(Default)]
    struct Storage {
        text: RefCell<Option<String>>,
        write_fails: bool,
    }

    impl Store for Storage {
        fn read(&self) -> Result<Option<String>, ()> {
            Ok(self.text.borrow().clone())
        }
        fn write(&self, text: &str) -> bool {
            if !self.write_fails {
                *self.text.borrow_mut() = Some(text.into());
            }
            !self.write_fails
        }
    }

    fn page(store: &Storage, base: Option<u64>) -> LadderPage {
        LadderPage::new(SavedProgress::load(store.read()), base)
    }

    fn k(id: &str) -> usize {
        ITEMS.iter().position(|(i, _)| *i == id).expect("an item")
    }

    /// A slot on the page: (what happens, resumes stored progress, finished, numbers on screen).
    #[test]
    fn a_slot_resumes_the_links_numbers_and_practises_its_own() {
        let mut p = Progress::new();
        p.record_reveal("L2.1");
        let mut slot = Slot::new("L2.1", None, &p).expect("L2.1");
        let check = |slot: &Slot, name: &str, resume: bool, finished: bool, seed: Option<u64>| {
            assert_eq!(
                (
                    slot.resume(),
                    slot.card.finished(),
                    slot.seed,
                    slot.card.numbers
                ),
                (resume, finished, seed, seed),
                "{name}"
            );
            assert_eq!(slot.card.practice, !resume, "{name}");
            assert_eq!(slot.item, item("L2.1", seed).expect("L2.1"), "{name}");
        };
        check(
            &slot,
            "opened: the solution seen stays seen",
            true,
            true,
            None,
        );
        assert!(!slot.on_set(None, &p), "the same set changes nothing");
        slot.new_numbers(77, &p);
        check(&slot, "New numbers: practice", false, false, Some(77));
        assert!(!slot.absorb(&p), "practice takes in nothing");
        assert!(slot.on_set(None, &p), "back to the set's numbers");
        check(&slot, "the notes' numbers again", true, true, None);
        assert!(slot.on_set(Some(5), &p));
        check(&slot, "a new set: a fresh card", true, false, Some(5));
        // A check on the set's numbers is recorded against them; the same card resumes it.
        for i in 0..slot.item.parts.len() {
            slot.card.set_answer(i, "999".into());
        }
        slot.check(&mut p);
        assert_eq!((p.item("L2.1").numbers, p.item("L2.1").tries), (Some(5), 1));
        let again = Slot::new("L2.1", Some(5), &p).expect("L2.1");
        assert_eq!(again.card.tries, 1);
        slot.show_hint();
        assert_eq!(slot.card.hints_shown, 2.min(slot.item.hints.len()));
        slot.show_solution(&mut p);
        assert!(slot.card.finished() && p.item("L2.1").revealed);
        assert!(Slot::new("L9.9", None, &p).is_none());
    }

    /// (what the learner does, then: L2.1 finished, stored tries of L2.1, L1.1 revealed in storage)
    #[test]
    fn the_page_records_saves_and_follows_another_tab() {
        let store = Storage::default();
        let mut a = page(&store, None);
        assert_eq!(a.slots.len(), ITEMS.len());
        let l21 = k("L2.1");
        let stored = |id: &str| SavedProgress::load(store.read()).progress.item(id);
        for try_ in 1..=3 {
            for part in 0..a.slots[l21].item.parts.len() {
                a.set_answer(l21, part, "999".into());
            }
            a.check(l21, &store);
            assert_eq!(stored("L2.1").tries, try_);
            assert_eq!(a.slots[l21].card.finished(), try_ == 3, "try {try_}");
        }
        // Another tab (opened before) reveals L1.1 and writes over nothing: this tab follows it.
        let mut b = page(&Storage::default(), None);
        b.show_solution(k("L1.1"), &store);
        assert!(stored("L2.1").tries == 3 && stored("L1.1").revealed);
        a.follow(store.read().unwrap_or_default().as_deref(), &store);
        assert!(
            a.slots[k("L1.1")].card.finished(),
            "the other tab's reveal shows here"
        );
        // A new set: fresh cards; the notes' numbers again: the solutions seen stay seen.
        assert!(a.on_set(Some(3)));
        assert!(!a.slots[l21].card.finished());
        assert!(a.on_set(None));
        assert!(a.slots[l21].card.finished() && a.base.is_none());
        a.new_numbers(l21, 8);
        assert!(!a.slots[l21].resume() && !a.slots[l21].card.finished());
        a.show_hint(l21);
        assert_eq!(a.slots[l21].card.hints_shown, 1);
        // Reset forgets what is stored and stops asking.
        a.asking = true;
        a.reset(&store);
        assert!(!a.asking && stored("L2.1").tries == 0 && !stored("L1.1").revealed);
        // A refused write leaves the notice.
        let full = Storage {
            write_fails: true,
            ..Storage::default()
        };
        let mut c = page(&full, None);
        c.show_solution(0, &full);
        assert_eq!(c.saved.notices.len(), 1);
        assert!(full.read().unwrap_or_default().is_none());
    }

    /// (typed in the seed field) → (the set's numbers after it, refused?).
    #[test]
    fn the_seed_field() {
        let table = [
            ("42", Some(42), false),
            ("", None, false),
            ("  ", None, false),
            ("-1", Some(7), true),
            ("abc", Some(7), true),
            ("4294967296", Some(7), true),
        ];
        for (text, base, refused) in table {
            let mut p = page(&Storage::default(), Some(7));
            p.type_seed(text);
            assert_eq!(
                (p.base, p.seed_error.is_some()),
                (base, refused),
                "{text:?}"
            );
            assert_eq!(p.seed_text, text);
            assert_eq!(p.link().seed, base);
        }
        let mut p = page(&Storage::default(), None);
        p.type_seed("x");
        p.put_on(Some(9));
        assert_eq!(
            (p.seed_text.as_str(), p.seed_error.clone(), p.base),
            ("9", None, Some(9))
        );
    }

    /// What a learner does on one item, for the tables below.
    #[derive(Clone, Copy, Debug)]
    enum Act {
        Wrong,
        Right,
        Ask,
        Cancel,
        Confirm,
        NewNumbers,
    }

    fn act(p: &mut LadderPage, at: usize, what: Act, store: &Storage) {
        let parts = p.slots[at].item.parts.clone();
        match what {
            Act::Wrong | Act::Right => {
                for (i, part) in parts.iter().enumerate() {
                    let text = match (what, &part.kind) {
                        (Act::Right, crate::model::exercises::PartKind::Choice { correct, .. }) => {
                            correct.to_string()
                        }
                        (Act::Right, _) => crate::model::exercises::expected_text(part),
                        (_, crate::model::exercises::PartKind::Choice { correct, .. }) => {
                            ((correct + 1) % 2).to_string()
                        }
                        _ => "999".into(),
                    };
                    p.set_answer(at, i, text);
                }
                p.check(at, store);
            }
            Act::Ask => p.ask_solution(at),
            Act::Cancel => p.cancel_solution(at),
            Act::Confirm => p.show_solution(at, store),
            Act::NewNumbers => p.new_numbers(at, 4242),
        }
    }

    /// (item, numbers) → the numbers line; an item worked out elsewhere says where, and every answer it asks
    /// for stands in that place's text.
    #[test]
    fn an_item_worked_out_elsewhere_says_where() {
        use super::super::text::{home, ladder as t};
        use crate::model::exercises::PartKind;
        use crate::model::i18n::fill;
        let table: [(&str, Option<u64>, String); 5] = [
            (
                "L2.1",
                None,
                fill(t::OWN_NUMBERS_WORKED.en, &[t::ON_START_PAGE.en]),
            ),
            (
                "L2.3",
                None,
                fill(t::OWN_NUMBERS_WORKED.en, &[t::IN_LEARN_COST_RULE.en]),
            ),
            ("L2.2", None, t::OWN_NUMBERS.en.to_string()),
            ("L2.1", Some(7), fill(t::SEED_NUMBERS.en, &["7"])),
            ("L1.1", None, t::OWN_NUMBERS.en.to_string()),
        ];
        let progress = Progress::default();
        for (id, seed, expected) in table {
            let mut slot = Slot::new(id, None, &progress).expect("an item");
            slot.seed = seed;
            assert_eq!(slot.numbers_line().en, expected, "{id} {seed:?}");
            assert!(!slot
                .numbers_line()
                .get(crate::model::i18n::Lang::HiLatn)
                .contains("the source"));
        }
        let learn_cost_rule: String = crate::model::learn::TOPICS
            .iter()
            .find(|topic| topic.title.en == "The cost rule")
            .expect("the topic")
            .paragraphs
            .iter()
            .map(|p| p.en)
            .collect();
        // The places are named as the navigation names them, in both languages.
        use crate::state::View;
        for (place, view) in [
            (t::ON_START_PAGE, View::Home),
            (t::IN_LEARN_COST_RULE, View::Learn),
        ] {
            for lang in [
                crate::model::i18n::Lang::En,
                crate::model::i18n::Lang::HiLatn,
            ] {
                assert!(
                    place.get(lang).contains(view.name().get(lang)),
                    "{}",
                    place.get(lang)
                );
            }
        }
        for (id, place) in WORKED_ELSEWHERE {
            let text = if place == t::ON_START_PAGE {
                home::EXAMPLE.en.to_string()
            } else {
                learn_cost_rule.clone()
            };
            let it = item(id, None).expect("an item");
            for part in &it.parts {
                let PartKind::Number { value, .. } = part.kind else {
                    panic!("{id}: a choice")
                };
                let shown = format!("{value:.1}");
                let shown = shown.trim_end_matches(".0");
                assert!(text.contains(shown), "{id}: {shown} is not in {text}");
            }
        }
    }

    /// A solution shown on one set's numbers is no record on another's: after a new set, the item's line
    /// says it is not tried yet; back on the first numbers, the record is there again.
    #[test]
    fn a_record_belongs_to_its_numbers() {
        use super::super::text::ladder as t;
        let store = Storage::default();
        let mut p = page(&store, None);
        let l21 = p
            .slots
            .iter()
            .position(|s| s.item.id == "L2.1")
            .expect("L2.1");
        p.ask_solution(l21);
        p.show_solution(l21, &store);
        let line = |p: &LadderPage| p.slots[l21].record_line(&p.saved.progress).en;
        assert_eq!(line(&p), t::SHOWN_UNTRIED.en);
        p.on_set(Some(414_939));
        assert_eq!(line(&p), t::NOT_TRIED.en, "another set's numbers");
        p.on_set(None);
        assert_eq!(line(&p), t::SHOWN_UNTRIED.en, "the first numbers again");
    }

    /// Issue 33, items 7 and 8: (what the learner did on L2.1) → (may its scenario open?, asking to
    /// confirm?, solution on the page?, answered in the level's summary?, the record line).
    #[test]
    fn the_scenario_opens_only_once_closed_and_a_solution_seen_is_no_answer() {
        use super::super::text::ladder as t;
        use Act::*;
        type Row = (&'static [Act], bool, bool, bool, bool, Tr);
        let table: &[Row] = &[
            (&[], false, false, false, false, t::NOT_TRIED),
            (&[Wrong], false, false, false, true, t::ATTEMPTS),
            (&[Wrong, Wrong], false, false, false, true, t::ATTEMPTS),
            (&[Ask], false, true, false, false, t::NOT_TRIED),
            (&[Ask, Cancel], false, false, false, false, t::NOT_TRIED),
            (&[Ask, Confirm], true, false, true, false, t::SHOWN_UNTRIED),
            (&[Wrong, Ask, Confirm], true, false, true, true, t::ATTEMPTS),
            (&[Right], true, false, true, true, t::ATTEMPTS),
            (&[Wrong, Wrong, Wrong], true, false, true, true, t::ATTEMPTS),
            (&[Ask, Wrong], false, false, false, true, t::ATTEMPTS),
            (&[Right, NewNumbers], false, false, false, true, t::ATTEMPTS),
            (
                &[Ask, Confirm, NewNumbers, Wrong],
                false,
                false,
                false,
                false,
                t::SHOWN_UNTRIED,
            ),
        ];
        let l21 = k("L2.1");
        for &(acts, may_open, asking, solution, answered, line) in table {
            let store = Storage::default();
            let mut p = page(&store, None);
            for &a in acts {
                act(&mut p, l21, a, &store);
            }
            let slot = &p.slots[l21];
            let name = format!("{acts:?}");
            assert_eq!(slot.card.may_open_scenario(), may_open, "{name}: scenario");
            assert_eq!(slot.asking, asking, "{name}: asking");
            assert_eq!(slot.card.finished(), solution, "{name}: solution");
            assert_eq!(p.answered("L2.1"), answered, "{name}: answered");
            assert_eq!(
                p.level_counts(2).0,
                usize::from(answered),
                "{name}: summary"
            );
            let said = super::super::ladder::record_line(&p.saved.progress.item("L2.1"));
            let head = line.en.split("{}").next().unwrap_or_default();
            assert!(said.en.starts_with(head), "{name}: {}", said.en);
            // The card's line: the stored record, or on its own new numbers that they are practice.
            let shown = p.slots[l21].record_line(&p.saved.progress);
            if acts.iter().any(|a| matches!(a, NewNumbers)) {
                assert_eq!(shown.en, t::PRACTICE_RECORD.en, "{name}");
            } else {
                assert_eq!(shown.en, said.en, "{name}");
            }
        }
        // Older records counted "Show solution" as an attempt: such a record is not answered either.
        let old = crate::model::progress::ItemProgress {
            attempts: 1,
            committed: true,
            revealed: true,
            ..Default::default()
        };
        assert!(!counts_as_answered(&old));
        assert_eq!(
            super::super::ladder::record_line(&old).en,
            t::SHOWN_UNTRIED.en
        );
    }

    /// Issue 33, item 9: (what happened before the reload) → (what the fields hold after it, their
    /// ✔/✘). The drafts go through the text the tab's session storage keeps.
    #[test]
    fn a_reload_keeps_typed_answers_and_their_marks() {
        use crate::model::misconceptions::Assessment;
        let l23 = k("L2.3");
        let marks = |p: &LadderPage| -> Vec<Option<bool>> {
            p.slots[l23]
                .card
                .assessed
                .iter()
                .map(|a| match a {
                    Some(Assessment::Right) => Some(true),
                    Some(Assessment::Wrong(_)) => Some(false),
                    _ => None,
                })
                .collect()
        };
        let reload = |store: &Storage, p: &LadderPage, base: Option<u64>| {
            let mut again = page(store, base);
            again.restore_drafts(Some(&p.drafts_json()));
            again
        };
        // Typed, not checked: the text comes back, no mark.
        let store = Storage::default();
        let mut p = page(&store, None);
        p.set_answer(l23, 0, "150".into());
        let back = reload(&store, &p, None);
        assert_eq!(
            back.slots[l23].card.answers,
            vec!["150".to_string(), String::new()]
        );
        assert_eq!(marks(&back), vec![None, None]);
        // Checked (one wrong part), then edited: the edit comes back, and the marks of the check.
        p.set_answer(l23, 1, "10%".into());
        p.check(l23, &store);
        p.set_answer(l23, 1, "66".into());
        let back = reload(&store, &p, None);
        assert_eq!(
            back.slots[l23].card.answers,
            vec!["150".to_string(), "66".into()]
        );
        assert_eq!(marks(&back), vec![Some(true), Some(false)]);
        assert_eq!(marks(&back), marks(&p));
        assert_eq!(back.slots[l23].card.tries, 1);
        // Another set of numbers: nothing typed on the notes' numbers is shown there.
        let other = reload(&store, &p, Some(7));
        assert_eq!(
            other.slots[l23].card.answers,
            vec![String::new(), String::new()]
        );
        assert_eq!(marks(&other), vec![None, None]);
        // Practice numbers are not kept.
        let mut q = page(&store, None);
        q.new_numbers(l23, 5);
        q.set_answer(l23, 0, "1".into());
        assert!(q.drafts.is_empty());
        // Reset forgets them; the marks need the tries, so a record reset in another tab shows none.
        p.reset(&store);
        assert_eq!(p.drafts_json(), "{}");
        let fresh = Storage::default();
        let mut r = page(&store, None);
        r.restore_drafts(Some(&reload(&store, &p, None).drafts_json()));
        assert_eq!(marks(&r), vec![None, None]);
        let mut s = page(&fresh, None);
        s.set_answer(l23, 0, "150".into());
        s.set_answer(l23, 1, "10%".into());
        s.check(l23, &fresh);
        let drafts = s.drafts_json();
        let mut t = page(&Storage::default(), None);
        t.restore_drafts(Some(&drafts));
        assert_eq!(marks(&t), vec![None, None], "no tries on record: no marks");
        // A draft reads back as written, with and without numbers and a check.
        for d in [
            Draft {
                numbers: Some(u64::MAX),
                typed: vec!["é".into(), String::new()],
                checked: Some(vec!["1".into()]),
            },
            Draft {
                numbers: None,
                typed: vec![],
                checked: None,
            },
        ] {
            assert_eq!(Draft::from_value(&d.to_value()), Some(d.clone()));
        }
        // Damaged or implausible drafts are ignored, never a crash.
        for text in [
            "{oops",
            "[1,2]",
            r#"{"L2.3":{"typed":7}}"#,
            &"x".repeat(70_000),
        ] {
            let mut u = page(&fresh, None);
            u.restore_drafts(Some(text));
            assert_eq!(
                u.slots[l23].card.answers,
                vec![String::new(), String::new()],
                "{text:.20}"
            );
        }
    }

    /// Issue 33, item 10: (the store, what was done) → (which items say their answer is not saved).
    #[test]
    fn a_failed_save_is_said_at_the_item_answered() {
        let (l11, l12, l21) = (k("L1.1"), k("L1.2"), k("L2.1"));
        let full = Storage {
            write_fails: true,
            ..Storage::default()
        };
        let unsaved = |p: &LadderPage| -> Vec<usize> {
            (0..p.slots.len()).filter(|&i| p.slots[i].unsaved).collect()
        };
        let mut p = page(&full, None);
        act(&mut p, l11, Act::Wrong, &full);
        assert_eq!(unsaved(&p), vec![l11]);
        act(&mut p, l21, Act::Ask, &full);
        act(&mut p, l21, Act::Confirm, &full);
        assert_eq!(unsaved(&p), vec![l11, l21]);
        // Practice records nothing: nothing to say there.
        p.new_numbers(l12, 9);
        act(&mut p, l12, Act::Wrong, &full);
        assert_eq!(unsaved(&p), vec![l11, l21]);
        // A save that goes through saves everything: no item says it any more.
        let good = Storage::default();
        act(&mut p, l11, Act::Wrong, &good);
        assert!(unsaved(&p).is_empty());
        // A record that could not be read is never written over: the answer is not saved, and said so.
        let read_only = Storage::default();
        *read_only.text.borrow_mut() = Some(r#"{"version":99,"items":{}}"#.into());
        let mut q = page(&read_only, None);
        act(&mut q, l21, Act::Wrong, &read_only);
        assert_eq!(unsaved(&q), vec![l21]);
    }
}
