//! The ladder's state: the variant seed its link carries, and the links from an item to the view that shows it.

use super::loops::LoopState;
use super::params::{parse_seed, seed_param};
use super::query::{LinkProblem, Query};
use super::shell::ShellState;
use super::timeline::TimelineState;
use super::tree::{Panel, TreeState, DEFAULT_SEED};
use super::{View, ViewState};
use crate::model::exercises::{Exercise, Target, ITEMS};
use crate::model::fields::FieldError;
use crate::model::i18n::{Said, Tr};
use crate::model::lanes::WarpWidth;
use crate::model::misconceptions::{
    assess_item, next_step, uses_try, Assessment, NextStep, TRIES_BEFORE_REVEAL,
};
pub use crate::model::progress::{set_aside_entries, BACKUP_KEY};
use crate::model::progress::{set_aside_with, ItemProgress, LoadOutcome, Progress};
use crate::model::tree::{LanePreset, TreeShape, WarpData};
use crate::model::tree_dataset::{equal_shares, DEFAULT_WARPS};

/// The notice a save leaves when the stored record could not be read and could not be copied to
/// [`BACKUP_KEY`] first: the record stays in place and nothing is saved until a copy can be made.
pub const NOT_SET_ASIDE: Tr = Tr::new(
    "The saved progress that could not be read could not be copied aside in this browser, so it is left in place and your answers here are not being saved; they still count on this page.",
    "Jo saved progress padhi nahi ja saki, uski copy is browser mein alag nahi rakhi ja saki, isliye use waise hi chhod diya gaya hai aur tumhare jawab yahan save nahi ho rahe; is page par woh phir bhi ginte hain.",
);

/// The notice a failed save leaves on the page until a save succeeds again.
pub const NOT_SAVING: Tr = Tr::new(
    "Progress is not being saved in this browser (storage refused the last save); your answers on this page still count, but a reload will lose them.",
    "Is browser mein progress save nahi ho rahi (storage ne pichhla save mana kar diya); is page ke jawab abhi bhi ginte hain, par reload karne par kho jayenge.",
);

/// Said next to the item just answered when its save did not go through (storage refused it, or the
/// stored record could not be read): the banner at the top is thousands of pixels away (issue 33, item 10).
pub const ITEM_NOT_SAVED: Tr = Tr::new(
    "This answer is not saved in this browser: it counts on this page, but a reload will lose it. The notice at the top of the page says why.",
    "Yeh answer is browser mein save nahi hua: is page par yeh ginta hai, par reload karne par kho jayega. Kyun, yeh page ke upar wala notice batata hai.",
);

/// Whether an item's record counts as answered in its level's summary: a check was committed. A
/// solution only seen is no answer (records written before issue 33 counted "Show solution" as an
/// attempt, so a reveal with no try on its numbers is not counted either).
pub fn counts_as_answered(it: &ItemProgress) -> bool {
    it.committed && (it.tries > 0 || it.correct || !it.revealed)
}

/// The card's record line: the checks committed on the record's numbers, and whether it was answered
/// right or its solution shown. "Show solution" is no attempt (issue 33, item 8): the stored record still
/// counts it in `attempts`, which every build's consistency rule expects of a revealed item, so the
/// line counts `tries`, the checks alone; a solution shown before any check says so.
pub fn record_line(it: &ItemProgress) -> Said {
    use super::text::ladder as t;
    if it.tries == 0 && !it.correct {
        return Said::fill(
            if it.revealed {
                t::SHOWN_UNTRIED
            } else {
                t::NOT_TRIED
            },
            &[],
        );
    }
    let how = if it.correct {
        Some(t::ANSWERED_RIGHT)
    } else if it.revealed {
        Some(t::SOLUTION_SHOWN)
    } else {
        None
    };
    let checks = it.tries.max(u32::from(it.correct));
    Said::by(|lang| {
        crate::model::i18n::fill(
            t::ATTEMPTS.get(lang),
            &[&checks.to_string(), how.map_or("", |h| h.get(lang))],
        )
    })
}

/// One item's card while the page is open: what is typed, the tries of this visit, hints shown, and
/// whether the answer has been solved or revealed.
#[derive(Clone, Debug, PartialEq)]
pub struct ItemState {
    pub answers: Vec<String>,
    /// Per part: the last check's assessment (unreadable parts say why at the field).
    pub assessed: Vec<Option<Assessment>>,
    pub tries: u32,
    pub hints_shown: usize,
    /// Whether the last wrong try opened a hint (none opens when every hint is already shown).
    pub opened_hint: bool,
    pub step: Option<NextStep>,
    pub revealed: bool,
    /// The variant seed of the numbers on the card (`None`: the seed notes' own), which its checks are
    /// recorded against and which stored progress must be about to be taken in.
    pub numbers: Option<u64>,
    /// Practice numbers (an item's own "New numbers", which no link holds) are judged but recorded
    /// nowhere: recording them would start the link's numbers afresh and hand out new tries after a
    /// solution was seen.
    pub practice: bool,
    /// The answers of the last check that used a try: a reload shows their ✔/✘ again.
    pub checked: Option<Vec<String>>,
}

impl ItemState {
    pub fn new(item: &Exercise) -> ItemState {
        // Built empty, not cloned from one value: `vec![None; n]` links the clone of every verdict.
        let parts = 0..item.parts.len();
        ItemState {
            answers: parts.clone().map(|_| String::new()).collect(),
            assessed: parts.map(|_| None).collect(),
            tries: 0,
            hints_shown: 0,
            opened_hint: false,
            step: None,
            revealed: false,
            numbers: None,
            practice: false,
            checked: None,
        }
    }

    /// The card for the numbers of variant `numbers` (`None`: the seed notes' own).
    pub fn on_numbers(self, numbers: Option<u64>) -> ItemState {
        ItemState { numbers, ..self }
    }

    /// The card for practice numbers: checks and solutions are not recorded.
    pub fn practice(self) -> ItemState {
        ItemState {
            practice: true,
            ..self
        }
    }

    pub fn set_answer(&mut self, part: usize, text: String) {
        if let Some(a) = self.answers.get_mut(part) {
            *a = text;
        }
    }

    /// Solved, or the solution shown: the answer form is closed and the solution is in the page.
    pub fn finished(&self) -> bool {
        self.revealed || matches!(self.step, Some(NextStep::Solved { .. }))
    }

    /// Whether the item's scenario may be opened in its view: that view's readouts are the item's
    /// answers, so only once the item is closed — solved, out of tries, or its solution shown (issue 33,
    /// item 7).
    pub fn may_open_scenario(&self) -> bool {
        self.finished()
    }

    /// Takes back what was typed on these numbers before a reload or a language switch, and the ✔/✘ of
    /// the last check that used a try (judged again from its answers, so nothing judged is stored).
    /// Only once the tries are known ([`ItemState::absorb`] first): a record reset elsewhere has no ✔/✘.
    pub fn restore(&mut self, item: &Exercise, draft: &Draft) {
        if self.practice || draft.numbers != self.numbers {
            return;
        }
        for (answer, typed) in self.answers.iter_mut().zip(&draft.typed) {
            *answer = typed.chars().take(MAX_TYPED).collect();
        }
        if let (Some(checked), true) = (&draft.checked, self.tries > 0) {
            let checked: Vec<String> = checked
                .iter()
                .map(|t| t.chars().take(MAX_TYPED).collect())
                .collect();
            let assessed = assess_item(item, &checked);
            if uses_try(&assessed) {
                self.assessed = assessed.into_iter().map(Some).collect();
                self.checked = Some(checked);
            }
        }
    }

    /// What a reload should give back of this card, when its numbers are the link's.
    pub fn draft(&self) -> Option<Draft> {
        let typed = self.answers.iter().any(|a| !a.is_empty());
        (!self.practice && (typed || self.checked.is_some())).then(|| Draft {
            numbers: self.numbers,
            typed: self.answers.clone(),
            checked: self.checked.clone(),
        })
    }

    /// "Check answer": an unreadable part costs nothing; a readable check uses a try, is recorded in
    /// `progress`, and either solves the item, opens the next hint, or (after the last try) reveals.
    pub fn check(&mut self, item: &Exercise, progress: &mut Progress) {
        if self.finished() {
            return;
        }
        let assessed = assess_item(item, &self.answers);
        let readable = uses_try(&assessed);
        let right = assessed.iter().all(|a| matches!(a, Assessment::Right));
        // A check that costs no try judges nothing: marking the readable parts right or wrong would let
        // a learner test each part for free.
        self.assessed = assessed
            .into_iter()
            .map(|a| (readable || matches!(a, Assessment::Unreadable(_))).then_some(a))
            .collect();
        if !readable {
            return;
        }
        self.checked = Some(self.answers.clone());
        self.tries = self.tries.saturating_add(1);
        if !self.practice {
            progress.record_try_on(item.id, right, self.numbers);
        }
        let step = next_step(self.tries, right, item.hints.len());
        match step {
            NextStep::TryAgain { hints_to_show, .. } => {
                // A wrong try opens the next hint, even when the learner already opened some by hand.
                let before = self.hints_shown;
                self.hints_shown = hints_to_show.max(before + 1).min(item.hints.len());
                self.opened_hint = self.hints_shown > before;
            }
            NextStep::Reveal => self.revealed = true,
            NextStep::Solved { .. } => {}
        }
        self.step = Some(step);
    }

    pub fn show_hint(&mut self, hint_count: usize) {
        self.hints_shown = (self.hints_shown + 1).min(hint_count);
    }

    /// "Show solution": recorded as a reveal, never as a wrong try.
    pub fn show_solution(&mut self, item: &Exercise, progress: &mut Progress) {
        if !self.finished() {
            if !self.practice {
                progress.record_reveal_on(item.id, self.numbers);
            }
            self.revealed = true;
            // The last try's "not yet, N tries left" no longer holds.
            self.step = None;
        }
    }

    /// Takes in what stored progress says of this item — saved on an earlier visit or by another tab:
    /// its tries count here too, an item out of tries or with its solution shown stays shown, and a
    /// solved one stays solved. Without this a reload handed out fresh tries after the answer was seen.
    /// Returns whether anything changed.
    /// A record about other numbers says nothing of this card (it was solved, or its solution seen,
    /// for numbers no longer on screen).
    pub fn absorb(&mut self, item: &Exercise, stored: &ItemProgress) -> bool {
        if stored.numbers != self.numbers {
            return false;
        }
        // Only these change here: compared, not a clone of the whole card (its answers and verdicts).
        let parts = |s: &ItemState| (s.tries, s.hints_shown, s.step, s.revealed, s.opened_hint);
        let before = parts(self);
        if stored.tries > self.tries {
            self.tries = stored.tries;
            let hints = (stored.tries as usize).min(item.hints.len());
            self.hints_shown = self.hints_shown.max(hints);
        }
        if !self.finished() {
            if stored.correct {
                let on_try = stored.solved_on_try.unwrap_or(stored.tries).max(1);
                self.step = Some(NextStep::Solved { on_try });
            } else if stored.tries >= TRIES_BEFORE_REVEAL {
                self.revealed = true;
                self.step = Some(NextStep::Reveal);
            } else if stored.revealed {
                self.revealed = true;
                self.step = None;
            } else if self.tries > 0 && self.step.is_none() {
                self.step = Some(next_step(self.tries, false, item.hints.len()));
                // The hint the last wrong try opened is open again.
                self.opened_hint = self.hints_shown > 0;
            }
        }
        parts(self) != before
    }
}

/// The longest typed answer a draft gives back (a field holds a number, not an essay).
pub const MAX_TYPED: usize = 200;

/// What was typed on one item, kept in the tab's session storage ([`DRAFTS_KEY`]) so that a reload or
/// the language switch (a reload in the other language) gives it back with its ✔/✘. Read and written
/// through `serde_json::Value` (what the progress record already uses), so no serde code is added for it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Draft {
    pub numbers: Option<u64>,
    pub typed: Vec<String>,
    /// The answers of the last check that used a try.
    pub checked: Option<Vec<String>>,
}

impl Draft {
    /// `{"numbers":…,"typed":[…],"checked":[…]}`; `numbers` and `checked` left out when absent.
    pub fn to_value(&self) -> serde_json::Value {
        let texts = |list: &[String]| {
            serde_json::Value::Array(
                list.iter()
                    .cloned()
                    .map(serde_json::Value::String)
                    .collect(),
            )
        };
        let mut out = serde_json::Map::new();
        if let Some(n) = self.numbers {
            out.insert("numbers".into(), n.into());
        }
        out.insert("typed".into(), texts(&self.typed));
        if let Some(checked) = &self.checked {
            out.insert("checked".into(), texts(checked));
        }
        serde_json::Value::Object(out)
    }

    /// A draft as [`Draft::to_value`] writes it; `None` for anything else.
    pub fn from_value(value: &serde_json::Value) -> Option<Draft> {
        let texts = |v: &serde_json::Value| -> Option<Vec<String>> {
            v.as_array()?
                .iter()
                .map(|t| t.as_str().map(str::to_string))
                .collect()
        };
        let numbers = match value.get("numbers") {
            None | Some(serde_json::Value::Null) => None,
            Some(n) => Some(n.as_u64()?),
        };
        let checked = match value.get("checked") {
            None | Some(serde_json::Value::Null) => None,
            Some(c) => Some(texts(c)?),
        };
        Some(Draft {
            numbers,
            typed: texts(value.get("typed")?)?,
            checked,
        })
    }
}

/// Where the drafts live: the tab's session storage, so two tabs never fight over them.
pub const DRAFTS_KEY: &str = "warpwise.ladder.drafts.v1";

/// Ladder progress as this page holds it, and whether (and how) it may be written back.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedProgress {
    pub progress: Progress,
    /// False when writing could destroy a record (unreadable storage, a newer version's record).
    pub may_save: bool,
    /// Sentences the page shows about stored progress (what was dropped, read-only, not saving).
    pub notices: Vec<Said>,
}

impl SavedProgress {
    /// A level's line in the overview: (items answered on any numbers, items right on `numbers` —
    /// the set on screen — and the level's items). Solving the notes' numbers says nothing of a new set.
    pub fn level_counts(&self, level: u8, numbers: Option<u64>) -> (usize, usize, usize) {
        let ids = ITEMS.iter().filter(|(_, l)| *l == level).map(|(id, _)| *id);
        let (mut done, mut right, mut all) = (0, 0, 0);
        for id in ids {
            let item = self.progress.item(id);
            all += 1;
            done += usize::from(counts_as_answered(&item));
            right += usize::from(item.correct && item.numbers == numbers);
        }
        (done, right, all)
    }

    /// Reads what storage gave: `Err(())` when reading itself failed.
    pub fn load(read: Result<Option<String>, ()>) -> SavedProgress {
        let (progress, outcome) = match read {
            Ok(text) => Progress::load(text.as_deref()),
            Err(()) => (Progress::new(), LoadOutcome::Unreadable),
        };
        SavedProgress {
            progress,
            may_save: outcome.may_save(),
            notices: outcome.notice().into_iter().collect(),
        }
    }

    /// Writes progress back after re-reading storage and merging what another tab saved there;
    /// never writes over a record it could not read; a failed write leaves a lasting notice. Without
    /// a backup key to copy an unreadable record to, that record is left in place and nothing is
    /// saved (see [`SavedProgress::save_backed`], which the view should call).
    pub fn save(
        &mut self,
        read: impl FnOnce() -> Result<Option<String>, ()>,
        write: impl FnOnce(&str) -> bool,
    ) {
        self.save_backed(read, write, || Err(()), |_| false);
    }

    /// [`SavedProgress::save`], with the backup key [`BACKUP_KEY`] read (`read_backup`) and written
    /// (`write_backup`): a stored record that cannot be read as a whole is first appended there
    /// (`model::progress::set_aside_with`: the first is never dropped for a later one), and only once
    /// that write went through is the record overwritten. The set-aside texts are
    /// [`set_aside_entries`] of what the backup key holds.
    pub fn save_backed(
        &mut self,
        read: impl FnOnce() -> Result<Option<String>, ()>,
        write: impl FnOnce(&str) -> bool,
        read_backup: impl FnOnce() -> Result<Option<String>, ()>,
        write_backup: impl FnOnce(&str) -> bool,
    ) {
        if !self.may_save {
            return;
        }
        let stored = match read() {
            Err(()) => {
                self.may_save = false;
                self.notices.extend(LoadOutcome::Unreadable.notice());
                return;
            }
            Ok(stored) => stored,
        };
        let (theirs, outcome) = Progress::load(stored.as_deref());
        if !outcome.may_save() {
            self.may_save = false;
            self.notices.extend(outcome.notice());
            return;
        }
        if let (LoadOutcome::Corrupt(_), Some(text)) = (&outcome, &stored) {
            let kept = match read_backup() {
                Ok(backup) => match set_aside_with(backup.as_deref(), text) {
                    Some(with) => write_backup(&with),
                    None => true,
                },
                Err(()) => false,
            };
            if !kept {
                self.note(NOT_SET_ASIDE);
                return;
            }
        }
        let mut merged = self.progress.clone();
        merged.merge(&theirs);
        let saved = write(&merged.to_json());
        self.progress = merged;
        self.notices
            .retain(|n| n.en != NOT_SAVING.en && n.en != NOT_SET_ASIDE.en);
        if !saved {
            self.note(NOT_SAVING);
        }
    }

    /// "Restore it" for the ladder: reads the set-aside records (`backup`, what [`BACKUP_KEY`] holds)
    /// again and merges in every one that reads (a current or older format), whatever its reset
    /// generation: restoring never forgets answers here. Returns how many were read and what the backup
    /// key should hold now (the texts still unreadable, a JSON array). The view saves after it.
    pub fn restore(&mut self, backup: &str) -> (usize, String) {
        let mut read = 0;
        let mut left = Vec::new();
        for text in set_aside_entries(backup) {
            match Progress::load(Some(&text)) {
                (mut theirs, LoadOutcome::Loaded { .. } | LoadOutcome::Migrated { .. }) => {
                    theirs.generation = self.progress.generation;
                    self.progress.merge(&theirs);
                    read += 1;
                }
                _ => left.push(text),
            }
        }
        let now = serde_json::to_string(&left).unwrap_or_else(|_| backup.to_string());
        (read, now)
    }

    /// Whether the last save went through: none refused, and none skipped to protect a record.
    pub fn saving(&self) -> bool {
        self.may_save
            && !self
                .notices
                .iter()
                .any(|n| n.en == NOT_SAVING.en || n.en == NOT_SET_ASIDE.en)
    }

    fn note(&mut self, text: Tr) {
        if !self.notices.iter().any(|n| n.en == text.en) {
            self.notices.push(Said::fill(text, &[]));
        }
    }

    /// Another tab saved: fold its record in (the `storage` event). `true` when this tab holds progress the
    /// stored record lacks — the other tab wrote over a save of ours it had not yet read (two tabs of one
    /// browser do not see each other's writes at once) — so the caller saves again and nothing is lost.
    pub fn follow(&mut self, stored: Option<&str>) -> bool {
        let (theirs, outcome) = Progress::load(stored);
        if !outcome.may_save() {
            return false;
        }
        self.progress.merge(&theirs);
        self.may_save && self.progress != theirs
    }
}

/// The ladder's link: a variant seed for the whole set, or none for the seed notes' own numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LadderState {
    pub seed: Option<u64>,
}

impl LadderState {
    /// A typed seed; blank means the seed notes' own numbers.
    pub fn edit_seed(&mut self, text: &str) -> Result<(), FieldError> {
        self.seed = if text.trim().is_empty() {
            None
        } else {
            Some(parse_seed(text)?)
        };
        Ok(())
    }
}

impl ViewState for LadderState {
    const VIEW: View = View::Ladder;
    const KEYS: &'static [&'static str] = &["seed"];

    fn parse(query: &Query) -> (LadderState, Vec<LinkProblem>) {
        let mut problems = Vec::new();
        let seed = seed_param(query, &mut problems);
        (LadderState { seed }, problems)
    }

    fn pairs(&self) -> Vec<(&'static str, String)> {
        self.seed
            .map(|s| ("seed", s.to_string()))
            .into_iter()
            .collect()
    }
}

/// The link that opens an item's scenario in its view.
pub fn target_href(target: &Target, shell: &ShellState) -> String {
    match target {
        Target::Timeline { paths, tail } => TimelineState::from_counts(paths, 0, *tail).href(shell),
        Target::Block { lengths, takers } => {
            let mut s = TimelineState::from_counts(
                &lengths.iter().map(|&l| (l, 0)).collect::<Vec<_>>(),
                0,
                0,
            );
            s.warps = Some(takers.clone());
            s.href(shell)
        }
        Target::Tree {
            shape,
            costs,
            preset,
        } => tree_link(*shape, costs.as_deref(), *preset, None).href(shell),
        Target::Loop { counts } => {
            tree_link(TreeShape::Nested, None, LanePreset::Worst, Some(counts)).href(shell)
        }
        Target::Stepper {
            source,
            s,
            predicated,
            warps,
        } => super::stepper::kernel_href(source, s, *predicated, *warps, shell),
    }
}

/// The tree view's state an item's link names (`TreeState::with_layout`, or `TreeState::loop_panel` with
/// `counts`), settings only: a link needs no dataset. The test `tree_links_are_the_tree_views_own` holds the two to the same links.
fn tree_link(
    shape: TreeShape,
    costs: Option<&[u32]>,
    preset: LanePreset,
    counts: Option<&[u32]>,
) -> TreeState {
    let width = WarpWidth::Warp32;
    let preset = preset.on(shape);
    let mut loops = LoopState::default();
    if let Some(counts) = counts {
        loops.counts = counts.to_vec();
    }
    TreeState {
        shape,
        costs: costs.map_or_else(|| shape.default_costs(), <[u32]>::to_vec),
        width,
        preset: Some(preset),
        seed: DEFAULT_SEED,
        active: width.lanes(),
        shares: equal_shares(shape),
        dataset_warps: DEFAULT_WARPS,
        show: 0,
        data: Vec::new(),
        warp: WarpData::preset(shape, preset, width, DEFAULT_SEED, width.lanes()),
        panel: if counts.is_some() {
            Panel::Loop
        } else {
            Panel::Tree
        },
        loops,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::exercises::{ladder, PartKind};

    #[test]
    fn seeds() {
        let table: [(&str, Option<u64>, usize); 4] = [
            ("?view=ladder", None, 0),
            ("?view=ladder&seed=1234", Some(1234), 0),
            ("?view=ladder&seed=4294967295", Some(4_294_967_295), 0),
            ("?view=ladder&seed=x", None, 1),
        ];
        for (link, seed, n) in table {
            let (s, p) = LadderState::parse(&Query::parse(link));
            assert_eq!((s.seed, p.len()), (seed, n), "{link}");
            assert_eq!(LadderState::parse(&Query::parse(&s.to_query())).0, s);
        }
        let mut s = LadderState::default();
        s.edit_seed("77").unwrap();
        assert_eq!(s.to_query(), "?view=ladder&seed=77");
        assert!(s.edit_seed("-1").is_err());
        s.edit_seed(" ").unwrap();
        assert_eq!(s.to_query(), "?view=ladder");
    }

    use crate::model::exercises::item;
    use crate::model::progress::STORAGE_KEY;
    use std::cell::RefCell;
    use std::collections::HashMap;

    /// A browser's storage as the tests see it: it can refuse reads or writes.
    #[derive(Default)]
    struct Storage {
        data: RefCell<HashMap<String, String>>,
        read_fails: bool,
        write_fails: bool,
    }

    impl Storage {
        fn read(&self) -> Result<Option<String>, ()> {
            if self.read_fails {
                return Err(());
            }
            Ok(self.data.borrow().get(STORAGE_KEY).cloned())
        }
        fn write(&self, text: &str) -> bool {
            if !self.write_fails {
                self.data
                    .borrow_mut()
                    .insert(STORAGE_KEY.into(), text.into());
            }
            !self.write_fails
        }
    }

    #[test]
    fn three_tries_then_the_answer() {
        let l21 = item("L2.1", None).unwrap();
        let mut p = Progress::new();
        let mut s = ItemState::new(&l21);
        // (typed, tries after, finished after)
        let table = [
            ("forty", 0, false),
            ("25", 1, false),
            ("20", 2, false),
            ("15", 3, true),
        ];
        for (typed, tries, finished) in table {
            for i in 0..l21.parts.len() {
                s.set_answer(i, typed.into());
            }
            s.check(&l21, &mut p);
            assert_eq!((s.tries, s.finished()), (tries, finished), "{typed}");
        }
        assert!(s.revealed);
        assert_eq!(p.item("L2.1").tries, 3);
        assert!(s.hints_shown >= 1);
    }

    /// (hints opened by hand before a wrong try, hints in the item) → (hints shown after, one opened?)
    #[test]
    fn a_wrong_try_opens_the_next_hint_or_says_none_is_left() {
        let l11 = item("L1.1", None).unwrap();
        let count = l11.hints.len();
        for (by_hand, shown, opened) in [
            (0, 1, true),
            (1, 2.min(count), count > 1),
            (count, count, false),
        ] {
            let mut p = Progress::new();
            let mut s = ItemState::new(&l11);
            for _ in 0..by_hand {
                s.show_hint(count);
            }
            for i in 0..l11.parts.len() {
                s.set_answer(i, "999".into());
            }
            s.check(&l11, &mut p);
            assert_eq!(
                (s.hints_shown, s.opened_hint),
                (shown, opened),
                "{by_hand} by hand"
            );
        }
    }

    #[test]
    fn a_right_answer_solves_and_show_solution_is_recorded_as_such() {
        let l11 = item("L1.1", None).unwrap();
        let mut p = Progress::new();
        let mut s = ItemState::new(&l11);
        let right: Vec<String> = l11
            .parts
            .iter()
            .map(crate::model::exercises::expected_text)
            .collect();
        for (i, r) in right.into_iter().enumerate() {
            s.set_answer(i, r);
        }
        s.check(&l11, &mut p);
        assert_eq!(s.step, Some(NextStep::Solved { on_try: 1 }));
        let l12 = item("L1.2", None).unwrap();
        let mut s = ItemState::new(&l12);
        s.show_solution(&l12, &mut p);
        assert!(s.finished());
        assert!(p.item("L1.2").revealed);
        assert_eq!(p.item("L1.2").tries, 0);
    }

    /// (stored record, tries, finished, step, revealed) after a reload or another tab's save.
    #[test]
    fn stored_progress_keeps_an_item_as_it_was_left() {
        let l11 = item("L1.1", None).unwrap();
        let stored = |f: fn(&mut Progress)| {
            let mut p = Progress::new();
            f(&mut p);
            p.item("L1.1")
        };
        // (name, stored record, then: tries, finished, step, revealed)
        type Row = (
            &'static str,
            ItemProgress,
            u32,
            bool,
            Option<NextStep>,
            bool,
        );
        let table: [Row; 5] = [
            ("never tried", stored(|_| {}), 0, false, None, false),
            (
                "one wrong try",
                stored(|p| {
                    p.record_try("L1.1", false);
                }),
                1,
                false,
                Some(next_step(1, false, l11.hints.len())),
                false,
            ),
            (
                "out of tries",
                stored(|p| {
                    (0..3).for_each(|_| {
                        p.record_try("L1.1", false);
                    })
                }),
                3,
                true,
                Some(NextStep::Reveal),
                true,
            ),
            (
                "solution shown",
                stored(|p| {
                    p.record_reveal("L1.1");
                }),
                0,
                true,
                None,
                true,
            ),
            (
                "solved on the second try",
                stored(|p| {
                    p.record_try("L1.1", false);
                    p.record_try("L1.1", true);
                }),
                2,
                true,
                Some(NextStep::Solved { on_try: 2 }),
                false,
            ),
        ];
        for (name, record, tries, finished, step, revealed) in table {
            let mut s = ItemState::new(&l11);
            assert_eq!(s.absorb(&l11, &record), name != "never tried", "{name}");
            assert_eq!(
                (s.tries, s.finished(), s.step, s.revealed),
                (tries, finished, step, revealed),
                "{name}"
            );
            assert!(
                !s.absorb(&l11, &record),
                "{name}: a second look changes nothing"
            );
            // A finished item takes no more answers: checking a right answer now records nothing.
            let mut p = Progress::new();
            for (i, part) in l11.parts.iter().enumerate() {
                s.set_answer(i, crate::model::exercises::expected_text(part));
            }
            s.check(&l11, &mut p);
            assert_eq!(p.item("L1.1").tries, u32::from(!finished), "{name}");
            // New numbers for the whole set: the same record says nothing of a card on other numbers,
            // so no solution for them shows before a try.
            let mut other = ItemState::new(&l11).on_numbers(Some(12345));
            assert!(!other.absorb(&l11, &record), "{name}: other numbers");
            assert!(
                !other.finished() && other.tries == 0,
                "{name}: other numbers start afresh"
            );
        }
        // A record about the card's own variant numbers is taken in (a reload of a seeded link).
        let mut p = Progress::new();
        p.record_try_on("L1.1", false, Some(12345));
        p.record_try_on("L1.1", true, Some(12345));
        let mut seeded = ItemState::new(&l11).on_numbers(Some(12345));
        assert!(seeded.absorb(&l11, &p.item("L1.1")));
        assert_eq!(seeded.step, Some(NextStep::Solved { on_try: 2 }));
        // A check records against the card's numbers.
        let mut fresh = ItemState::new(&l11).on_numbers(Some(9));
        for (i, part) in l11.parts.iter().enumerate() {
            fresh.set_answer(i, crate::model::exercises::expected_text(part));
        }
        fresh.check(&l11, &mut p);
        let after = p.item("L1.1");
        assert_eq!(
            (after.numbers, after.tries, after.attempts),
            (Some(9), 1, 3)
        );
        // The overview counts an item right only on the numbers on screen.
        let saved = SavedProgress::load(Ok(Some(p.to_json())));
        assert_eq!(saved.level_counts(1, Some(9)), (1, 1, 2));
        assert_eq!(saved.level_counts(1, None), (1, 0, 2));
        // Practice numbers are judged and recorded nowhere.
        let mut practice = ItemState::new(&l11).on_numbers(Some(77)).practice();
        for (i, part) in l11.parts.iter().enumerate() {
            practice.set_answer(i, crate::model::exercises::expected_text(part));
        }
        practice.check(&l11, &mut p);
        practice.show_solution(&l11, &mut p);
        assert!(practice.finished());
        assert_eq!(p.item("L1.1"), after);
    }

    #[test]
    fn showing_the_solution_ends_the_tries_message() {
        let l22 = item("L2.2", None).unwrap();
        let mut p = Progress::new();
        let mut s = ItemState::new(&l22);
        for i in 0..l22.parts.len() {
            s.set_answer(i, "999".into());
        }
        s.check(&l22, &mut p);
        assert!(matches!(s.step, Some(NextStep::TryAgain { .. })));
        s.show_solution(&l22, &mut p);
        assert_eq!((s.step, s.revealed), (None, true));
    }

    #[test]
    fn a_check_that_costs_no_try_judges_no_part() {
        let l11 = item("L1.1", None).unwrap();
        assert!(l11.parts.len() >= 2, "L1.1 has two parts");
        let mut p = Progress::new();
        let mut s = ItemState::new(&l11);
        s.set_answer(0, "zz".into());
        s.set_answer(1, crate::model::exercises::expected_text(&l11.parts[1]));
        s.check(&l11, &mut p);
        assert_eq!(s.tries, 0);
        assert!(matches!(s.assessed[0], Some(Assessment::Unreadable(_))));
        assert_eq!(
            s.assessed[1], None,
            "the readable part is not marked right for free"
        );
    }

    #[test]
    fn two_tabs_merge_and_failures_are_said() {
        let storage = Storage::default();
        let mut a = SavedProgress::load(storage.read());
        let mut b = SavedProgress::load(storage.read());
        a.progress.record_reveal("L1.1");
        a.save(|| storage.read(), |t| storage.write(t));
        b.progress.record_reveal("L2.1");
        b.save(|| storage.read(), |t| storage.write(t));
        let stored = SavedProgress::load(storage.read()).progress;
        assert!(stored.item("L1.1").revealed && stored.item("L2.1").revealed);
        assert!(
            !a.follow(storage.read().unwrap().as_deref()),
            "nothing to write back"
        );
        assert!(a.progress.item("L2.1").revealed);

        // A tab that had not seen the other's save writes over it: the first tab, told by the storage
        // event, writes its part back.
        let storage = Storage::default();
        let mut a = SavedProgress::load(storage.read());
        let mut b = SavedProgress::load(storage.read());
        a.progress.record_reveal("L1.1");
        a.save(|| storage.read(), |t| storage.write(t));
        b.progress.record_reveal("L2.1");
        b.save(|| Ok(None), |t| storage.write(t));
        let stored = || SavedProgress::load(storage.read()).progress;
        assert!(!stored().item("L1.1").revealed, "the stale write lost L1.1");
        assert!(a.follow(storage.read().unwrap().as_deref()));
        a.save(|| storage.read(), |t| storage.write(t));
        assert!(stored().item("L1.1").revealed && stored().item("L2.1").revealed);
        assert!(
            !b.follow(storage.read().unwrap().as_deref()),
            "the other tab settles"
        );

        let full = Storage {
            write_fails: true,
            ..Storage::default()
        };
        let mut c = SavedProgress::load(full.read());
        c.progress.record_reveal("L1.1");
        c.save(|| full.read(), |t| full.write(t));
        assert!(c
            .notices
            .iter()
            .any(|n| n.en == NOT_SAVING.en && n.hi == NOT_SAVING.hi));

        let unreadable = Storage {
            read_fails: true,
            ..Storage::default()
        };
        unreadable
            .data
            .borrow_mut()
            .insert(STORAGE_KEY.into(), "{\"version\":2}".into());
        let mut d = SavedProgress::load(unreadable.read());
        assert!(!d.may_save && !d.notices.is_empty());
        d.progress.record_reveal("L1.1");
        d.save(|| unreadable.read(), |t| unreadable.write(t));
        assert_eq!(
            unreadable
                .data
                .borrow()
                .get(STORAGE_KEY)
                .map(String::as_str),
            Some("{\"version\":2}")
        );
    }

    /// Every tree link the ladder writes is the one the tree view's own constructors would write.
    #[test]
    fn tree_links_are_the_tree_views_own() {
        for projector in [false, true] {
            let shell = ShellState {
                projector,
                ..ShellState::default()
            };
            for shape in TreeShape::ALL {
                for preset in LanePreset::ALL {
                    for costs in [None, Some(&[3, 9, 4, 7][..shape.leaf_count()])] {
                        assert_eq!(
                            tree_link(shape, costs, preset, None).href(&shell),
                            TreeState::with_layout(shape, costs, preset).href(&shell),
                            "{shape:?} {preset:?} {costs:?}"
                        );
                    }
                }
            }
            for counts in [&[1u32, 5, 2][..], &[7; 40][..], &[]] {
                assert_eq!(
                    tree_link(TreeShape::Nested, None, LanePreset::Worst, Some(counts))
                        .href(&shell),
                    TreeState::loop_panel(counts).href(&shell),
                    "{counts:?}"
                );
            }
        }
    }

    #[test]
    fn every_item_opens_a_view_that_reads_its_link_cleanly() {
        for seed in [None, Some(1), Some(99)] {
            for item in ladder(seed) {
                let href = target_href(&item.target, &ShellState::default());
                let (query, _) = Query::parse_checked(&href);
                let (shell, mut problems) = ShellState::parse(&query);
                match shell.view {
                    View::Timeline => {
                        let (s, p) = TimelineState::parse(&query);
                        problems.extend(p);
                        let priced = match s.block() {
                            Some(b) => b
                                .map(|b| Some(b.price().total_issued))
                                .map_err(|e| e.to_string()),
                            None => s.region().map(|_| None).map_err(|e| e.to_string()),
                        };
                        assert!(priced.is_ok(), "{}: {href}: {priced:?}", item.id);
                        // A block opens with this variant's numbers: its total is the item's first answer.
                        if let (Ok(Some(total)), PartKind::Number { value, .. }) =
                            (&priced, &item.parts[0].kind)
                        {
                            assert_eq!(*total as f64, *value, "{} seed {seed:?}: {href}", item.id);
                        }
                    }
                    View::Tree => problems.extend(TreeState::parse(&query).1),
                    View::Stepper => {
                        let (s, p) = crate::state::stepper::StepperState::parse(&query);
                        problems.extend(p);
                        let Target::Stepper {
                            source,
                            predicated,
                            warps,
                            ..
                        } = &item.target
                        else {
                            panic!("{}: a stepper link from another target", item.id)
                        };
                        assert_eq!(s.text(), source, "{}", item.id);
                        assert_eq!(s.warps, *warps, "{}", item.id);
                        let decided = s
                            .options()
                            .overrides
                            .contains(&(0, crate::model::stepper::Decision::Predicated));
                        assert_eq!(decided, *predicated, "{}: {href}", item.id);
                        let run = crate::state::sm::sm_run(&s).map(|(run, _)| run.warps);
                        assert_eq!(run, Ok(*warps), "{}: {href}", item.id);
                    }
                    other => panic!("{}: opens {other:?}", item.id),
                }
                assert!(problems.is_empty(), "{}: {href}: {problems:?}", item.id);
            }
        }
    }

    /// (stored text) → (copied to the backup key before the answer's save?, items recovered); without
    /// a backup key (the old `save`), an unreadable record is left in place and the page says so.
    #[test]
    fn an_unreadable_record_is_set_aside_before_an_answer_overwrites_it() {
        use crate::model::progress::BACKUP_KEY;
        let mut p = Progress::new();
        p.record_reveal("L1.1");
        let sound = p.to_json();
        let deep = format!("{}{}", "[".repeat(300), "]".repeat(300));
        let table: Vec<(String, bool, Vec<&str>)> = vec![
            (
                sound.replacen(r#""version":2"#, r#""version":0"#, 1),
                true,
                vec![],
            ),
            ("5".into(), true, vec![]),
            (format!("\u{feff}{sound}"), false, vec!["L1.1"]),
            (deep, true, vec![]),
            ("x".repeat(70_000), true, vec![]),
            (
                format!("{sound}{}", " ".repeat(70_000)),
                false,
                vec!["L1.1"],
            ),
        ];
        let check = |text: &str, set_aside: bool, kept: &[&str]| {
            let what = &text[..text.len().min(40)];
            let data: RefCell<HashMap<String, String>> = RefCell::new(HashMap::new());
            data.borrow_mut().insert(STORAGE_KEY.into(), text.into());
            let read = |key: &str| Ok(data.borrow().get(key).cloned());
            let write = |key: &str, t: &str| {
                data.borrow_mut().insert(key.into(), t.into());
                true
            };
            let mut s = SavedProgress::load(read(STORAGE_KEY));
            let ids: Vec<&str> = s.progress.items.keys().map(String::as_str).collect();
            assert_eq!(ids, kept, "{what}");
            s.progress.record_reveal("L2.1");
            // The view's old call: no backup key, so an unreadable record is never written over.
            s.save(|| read(STORAGE_KEY), |t| write(STORAGE_KEY, t));
            let untouched = data.borrow().get(STORAGE_KEY).cloned();
            assert_eq!(
                untouched.as_deref() == Some(text),
                set_aside,
                "{what}: left in place only when unreadable"
            );
            if set_aside {
                assert!(s.notices.iter().any(|n| n.en == NOT_SET_ASIDE.en), "{what}");
            }
            s.save_backed(
                || read(STORAGE_KEY),
                |t| write(STORAGE_KEY, t),
                || read(BACKUP_KEY),
                |t| write(BACKUP_KEY, t),
            );
            let backup = data.borrow().get(BACKUP_KEY).cloned();
            let expected = set_aside.then(|| serde_json::to_string(&[text]).unwrap_or_default());
            assert_eq!(backup, expected, "{what}");
            assert!(
                !s.notices.iter().any(|n| n.en == NOT_SET_ASIDE.en),
                "{what}"
            );
            let stored = SavedProgress::load(read(STORAGE_KEY)).progress;
            assert!(stored.item("L2.1").revealed, "{what}: the answer is saved");
            for id in kept {
                assert!(stored.item(id).revealed, "{what}: {id}");
            }
        };
        for (text, set_aside, kept) in &table {
            check(text, *set_aside, kept);
        }
        // A second unreadable record is appended to the first, never put in its place.
        let data: RefCell<HashMap<String, String>> = RefCell::new(HashMap::new());
        data.borrow_mut()
            .insert(BACKUP_KEY.into(), r#"["first"]"#.into());
        data.borrow_mut()
            .insert(STORAGE_KEY.into(), "second".into());
        let mut s = SavedProgress::load(Ok(Some("second".into())));
        s.progress.record_reveal("L1.1");
        s.save_backed(
            || Ok(data.borrow().get(STORAGE_KEY).cloned()),
            |t| {
                data.borrow_mut().insert(STORAGE_KEY.into(), t.into());
                true
            },
            || Ok(data.borrow().get(BACKUP_KEY).cloned()),
            |t| {
                data.borrow_mut().insert(BACKUP_KEY.into(), t.into());
                true
            },
        );
        assert_eq!(
            data.borrow().get(BACKUP_KEY).map(String::as_str),
            Some(r#"["first","second"]"#)
        );
        assert_eq!(
            set_aside_entries(r#"["first","second"]"#),
            vec!["first".to_string(), "second".to_string()]
        );
        // "Restore it": a record that reads (a byte order mark taken off) is merged and leaves the
        // backup; one that still does not stays.
        let mut answered = Progress::new();
        answered.record_reveal("L3.3");
        answered.reset();
        answered.record_reveal("L3.3");
        let backup = serde_json::to_string(&[
            "{oops".to_string(),
            format!("\u{feff}{}", answered.to_json()),
        ])
        .unwrap_or_default();
        let mut t = SavedProgress::load(Ok(None));
        t.progress.record_reveal("L1.1");
        assert_eq!(t.restore(&backup), (1, r#"["{oops"]"#.to_string()));
        assert!(t.progress.item("L3.3").revealed && t.progress.item("L1.1").revealed);
    }
}
