//! The ladder page's working state: stored progress, a slot per item (its numbers and card), and whether
//! "Reset progress" is asking — every rule of working the ladder, so the view only wires events to it.

use std::collections::BTreeMap;

use super::ladder::{counts_as_answered, Draft, ItemState, SavedProgress};
use crate::model::exercises::{item, Exercise, ITEMS};
use crate::model::progress::{Progress, MAX_BYTES};

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
        }
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
        self.drafts = serde_json::from_str(text).unwrap_or_default();
        self.drafts.retain(|id, _| ITEMS.iter().any(|(i, _)| i == id));
        self.apply_drafts();
    }

    /// What the tab's session storage should hold now.
    pub fn drafts_json(&self) -> String {
        serde_json::to_string(&self.drafts).unwrap_or_else(|_| "{}".into())
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
        let recorded = self.slots.get(k).is_some_and(|s| s.resume() && Some(s.card.tries) != tries);
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
}
