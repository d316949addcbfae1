//! Flashcard progress: each card's FSRS schedule (rs-fsrs), the queue of cards due, grading and its preview, progress saved in the browser as versioned JSON, merging across tabs, export and import.
//!
//! Time always arrives from the caller as milliseconds since the Unix epoch (the browser's
//! `Date.now()`); nothing here reads a clock. That is also why the scheduler is built from explicit
//! parameters rather than `FSRS::default()`: the crate's default parameters seed themselves from
//! `Utc::now()` (a seed used only for interval fuzz, which is off, and replaced on every review).
//!
//! Saved shape (version 1), one entry per card graded at least once; a card with no entry is new:
//! `{"version":1,"cards":{"warp":{"due":ms,"stability":days,"difficulty":1–10,"elapsed_days":n,
//! "scheduled_days":n,"reps":n,"lapses":n,"state":"learning"|"review"|"relearning",
//! "last_review":ms,"first_review":ms}}}`. Dates are whole milliseconds. The text is read and written
//! by serde_json, whose numbers read back exactly (`float_roundtrip`), so saved progress, two tabs
//! and a re-imported export compare equal to the crate's values; a whole number is written as an
//! integer, as the browser's `JSON.stringify` wrote it in earlier versions.
//!
//! Records never lose a review:
//! - A grade lands on the card the learner saw: the page holds the shown card's id
//!   ([`Deck::draw`], [`Deck::grade_shown`]); a turned card is never swapped for another, and a card
//!   whose schedule changed while shown (another tab, an import) stays, said by
//!   [`Deck::shown_changed_elsewhere`].
//! - What this build does not understand is kept as written through every save: top-level members,
//!   entries for cards it does not have, and unknown fields inside an entry (a damaged entry of a
//!   card it has is dropped and said, as before).
//! - A stored record that cannot be read as a whole is copied to [`BACKUP_KEY`] before anything
//!   overwrites it ([`Deck::open`], [`Deck::save`]). The backup key holds a JSON array of the
//!   set-aside texts, oldest first: a later unreadable record is appended, never put in place of the
//!   first (`model::progress::set_aside_with`). "Restore it" ([`Deck::restore`]) reads them again and
//!   merges what it can; a text read whole leaves the backup.
//! - An import is a merge (per card, the later review wins), refuses schedules with implausible
//!   dates (see [`EARLIEST_MS`] and [`AHEAD_DAYS`]), names them, and can be undone until the next
//!   grade ([`Deck::undo_import`]).

use std::collections::BTreeMap;

use chrono::{DateTime, Datelike, Utc};
use rs_fsrs::{Card as FsrsCard, Parameters, Rating, Seed, State, FSRS};

use crate::model::cards::{self, position, DECK};
use crate::model::i18n::{fill, Lang, Tr};
use crate::model::progress::{join_members, recover_text, set_aside_entries, set_aside_with};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

/// Where the page keeps flashcard progress (localStorage); the version is in the key and the record.
pub const STORAGE_KEY: &str = "warpwise.cards.v1";
/// Where records that could not be read as a whole are kept (a JSON array of their texts, oldest first).
pub const BACKUP_KEY: &str = "warpwise.cards.v1.unreadable";
/// The name the view gives a downloaded set-aside record.
pub const SET_ASIDE_FILE_NAME: &str = "warpwise-flashcards-set-aside.json";
/// 2000-01-01T00:00:00Z: an imported schedule dated before it is refused (Warpwise did not exist).
pub const EARLIEST_MS: i64 = 946_684_800_000;
/// An imported schedule due more than this many days (100 years) after the import is refused: its
/// dates would hide the card for centuries. (The scheduler's longest interval is 36,500 days.)
pub const AHEAD_DAYS: i64 = 36_525;
/// The record's format; a record with a larger number is a newer tutor's and is never overwritten.
pub const VERSION: u64 = 1;
/// New cards introduced per study day. Ten keeps a first session short (each new card comes back
/// within minutes while it is learned) and brings the whole deck in within a few days, with the
/// daily reviews that grow from it staying small.
pub const NEW_PER_DAY: usize = 10;
/// A study day starts at this local hour, so a session past midnight counts to the evening before.
pub const DAY_STARTS_AT_HOUR: i64 = 4;
/// The largest import file and stored record read; a full deck's record is a few kilobytes.
pub const MAX_BYTES: usize = 256 * 1024;
/// The name the view gives the exported file.
pub const EXPORT_FILE_NAME: &str = "warpwise-flashcards.json";
/// 9999-12-31T23:59:59.999Z: the last instant a saved date may name.
pub const LATEST_MS: i64 = 253_402_300_799_999;

const MINUTE_MS: i64 = 60_000;
const HOUR_MS: i64 = 60 * MINUTE_MS;
const DAY_MS: i64 = 24 * HOUR_MS;
/// Relative due texts up to this many days; later dues are shown as a date.
const RELATIVE_DAYS: i64 = 30;
/// The crate's maximum interval (days); saved `scheduled_days` above it were not written by it.
const MAX_INTERVAL_DAYS: i32 = 36_500;
/// Far beyond any stability reviews between 1970 and 9999 reach in practice: a larger one is damage.
const MAX_STABILITY: f64 = 1e10;
/// The widest UTC offset in use (UTC+14, UTC−12), in minutes.
const MAX_OFFSET_MINUTES: i32 = 14 * 60;

/// FSRS-5's default weights as rs-fsrs 1.2.1 ships them; a test checks them against the crate's own.
const WEIGHTS: [f64; 19] = [
    0.4072, 1.1829, 3.1262, 15.4722, 7.2102, 0.5316, 1.0651, 0.0234, 1.616, 0.1544, 1.0824, 1.9813,
    0.0953, 0.2975, 2.2042, 0.2407, 2.9466, 0.5034, 0.6567,
];

/// Where the page keeps its records: the browser's storage in the app, a map in the tests.
pub trait Store {
    /// The text under `key`; `Err(())` when reading itself failed.
    #[allow(clippy::result_unit_err)]
    fn read(&self, key: &str) -> Result<Option<String>, ()>;
    /// Writes `text` under `key`; false when storage refused it.
    fn write(&self, key: &str, text: &str) -> bool;
}

/// How well the learner recalled a card: FSRS's four ratings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Grade {
    Again,
    Hard,
    Good,
    Easy,
}

/// A grade as the view offers it: its key, its button label and what it means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GradeInfo {
    pub grade: Grade,
    /// The key that grades with it, '1' to '4'.
    pub key: char,
    pub label: Tr,
    pub meaning: Tr,
}

/// The grades in button order; the view's buttons, its key bindings and the help all read this.
pub const GRADES: [GradeInfo; 4] = [
    GradeInfo {
        grade: Grade::Again,
        key: '1',
        label: Tr::new("Again", "Phir se"),
        meaning: Tr::new("I did not recall it.", "Yaad nahi aaya."),
    },
    GradeInfo {
        grade: Grade::Hard,
        key: '2',
        label: Tr::new("Hard", "Mushkil"),
        meaning: Tr::new(
            "I recalled it, with real effort.",
            "Yaad aaya, par kaafi mehnat se.",
        ),
    },
    GradeInfo {
        grade: Grade::Good,
        key: '3',
        label: Tr::new("Good", "Theek"),
        meaning: Tr::new(
            "I recalled it after a moment's thought.",
            "Thoda sochkar yaad aa gaya.",
        ),
    },
    GradeInfo {
        grade: Grade::Easy,
        key: '4',
        label: Tr::new("Easy", "Aasaan"),
        meaning: Tr::new("I recalled it at once.", "Turant yaad aa gaya."),
    },
];

impl Grade {
    pub fn info(self) -> &'static GradeInfo {
        match self {
            Grade::Again => &GRADES[0],
            Grade::Hard => &GRADES[1],
            Grade::Good => &GRADES[2],
            Grade::Easy => &GRADES[3],
        }
    }

    pub fn label(self) -> Tr {
        self.info().label
    }

    pub fn key(self) -> char {
        self.info().key
    }

    /// The grade a key press gives, if any.
    pub fn from_key(key: char) -> Option<Grade> {
        GRADES.iter().find(|g| g.key == key).map(|g| g.grade)
    }

    pub fn rating(self) -> Rating {
        match self {
            Grade::Again => Rating::Again,
            Grade::Hard => Rating::Hard,
            Grade::Good => Rating::Good,
            Grade::Easy => Rating::Easy,
        }
    }
}

/// Where a graded card stands in FSRS (a card never graded is new and has no schedule).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Phase {
    /// Graded for the first time recently; comes back within minutes until it is learned.
    Learning,
    /// Learned; comes back after days.
    Review,
    /// Forgotten in review; comes back within minutes again.
    Relearning,
}

impl Phase {
    pub fn label(self) -> Tr {
        match self {
            Phase::Learning => Tr::new("Learning", "Seekh rahe hain"),
            Phase::Review => Tr::new("In review", "Review mein"),
            Phase::Relearning => Tr::new("Relearning", "Dobara seekh rahe hain"),
        }
    }

    fn key(self) -> &'static str {
        match self {
            Phase::Learning => "learning",
            Phase::Review => "review",
            Phase::Relearning => "relearning",
        }
    }
}

/// One graded card's schedule: the crate's card state, and when the learner first graded it.
#[derive(Clone, Debug, PartialEq)]
pub struct Schedule {
    card: FsrsCard,
    first_review_ms: i64,
    /// Fields of the saved entry this build does not know, kept as written.
    extra: serde_json::Map<String, Value>,
}

impl Schedule {
    pub fn due_ms(&self) -> i64 {
        self.card.due.timestamp_millis()
    }

    pub fn last_review_ms(&self) -> i64 {
        self.card.last_review.timestamp_millis()
    }

    /// When the card stopped being new (the new-cards-per-day limit counts these).
    pub fn first_review_ms(&self) -> i64 {
        self.first_review_ms
    }

    pub fn reps(&self) -> u32 {
        u32::try_from(self.card.reps).unwrap_or(0)
    }

    pub fn lapses(&self) -> u32 {
        u32::try_from(self.card.lapses).unwrap_or(0)
    }

    pub fn phase(&self) -> Phase {
        match self.card.state {
            State::Review => Phase::Review,
            State::Relearning => Phase::Relearning,
            State::New | State::Learning => Phase::Learning,
        }
    }

    /// FSRS stability: days until recall probability falls to 90%.
    pub fn stability_days(&self) -> f64 {
        self.card.stability
    }

    /// The crate's card, as the scheduler holds it.
    pub fn fsrs(&self) -> &FsrsCard {
        &self.card
    }

    /// A total order on every field of the crate's card, latest review first in weight: the merge
    /// keeps the larger, so two tabs (or a file) agree whichever order they meet in.
    fn order_key(&self) -> (i64, i32, i64, i32, Phase, i64, i64, u64, u64) {
        (
            self.last_review_ms(),
            self.card.reps,
            self.due_ms(),
            self.card.lapses,
            self.phase(),
            self.card.scheduled_days,
            self.card.elapsed_days,
            self.card.stability.to_bits(),
            self.card.difficulty.to_bits(),
        )
    }

    /// Whether every number could have been written by the scheduler within the dates kept.
    fn is_sound(&self) -> bool {
        let (first, last, due) = (self.first_review_ms, self.last_review_ms(), self.due_ms());
        let c = &self.card;
        (0..=LATEST_MS).contains(&first)
            && first <= last
            && last <= due
            && due <= LATEST_MS
            && c.stability.is_finite()
            && c.stability > 0.0
            && c.stability <= MAX_STABILITY
            && (1.0..=10.0).contains(&c.difficulty)
            && (0..=LATEST_MS / DAY_MS + 1).contains(&c.elapsed_days)
            && (0..=i64::from(MAX_INTERVAL_DAYS)).contains(&c.scheduled_days)
            && c.reps >= 1
            && (0..=c.reps).contains(&c.lapses)
            && c.state != State::New
    }

    fn from_saved(saved: SavedCard, extra: serde_json::Map<String, Value>) -> Option<Schedule> {
        let state = match saved.state.as_str() {
            "learning" => State::Learning,
            "review" => State::Review,
            "relearning" => State::Relearning,
            _ => return None,
        };
        let schedule = Schedule {
            card: FsrsCard {
                due: instant(saved.due)?,
                stability: saved.stability,
                difficulty: saved.difficulty,
                elapsed_days: saved.elapsed_days,
                scheduled_days: saved.scheduled_days,
                reps: i32::try_from(saved.reps).ok()?,
                lapses: i32::try_from(saved.lapses).ok()?,
                state,
                last_review: instant(saved.last_review)?,
            },
            first_review_ms: saved.first_review.unwrap_or(saved.last_review),
            extra,
        };
        schedule.is_sound().then_some(schedule)
    }

    /// Whether an imported schedule's dates are believable at `now_ms`: none before 2000 (the first
    /// review is the earliest), due no later than [`AHEAD_DAYS`] after now (the due date is the latest).
    fn plausible(&self, now_ms: i64) -> bool {
        self.first_review_ms >= EARLIEST_MS
            && self.due_ms() <= now_ms.saturating_add(AHEAD_DAYS * DAY_MS)
    }

    /// The entry as saved: the known fields as earlier versions wrote them, then the kept ones.
    fn entry_json(&self) -> Option<String> {
        let mut text = serde_json::to_string(&self.saved()).ok()?;
        for (key, value) in &self.extra {
            text.pop();
            text.push(',');
            text.push_str(&serde_json::to_string(key).ok()?);
            text.push(':');
            text.push_str(&serde_json::to_string(value).ok()?);
            text.push('}');
        }
        Some(text)
    }

    /// The saved entry.
    fn saved(&self) -> SavedCard {
        let c = &self.card;
        SavedCard {
            due: self.due_ms(),
            stability: c.stability,
            difficulty: c.difficulty,
            elapsed_days: c.elapsed_days,
            scheduled_days: c.scheduled_days,
            reps: i64::from(c.reps),
            lapses: i64::from(c.lapses),
            state: self.phase().key().to_string(),
            last_review: self.last_review_ms(),
            first_review: Some(self.first_review_ms),
        }
    }
}

/// When a card would be due after each grade, for the buttons ("Good → in 3 days").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GradePreview {
    pub grade: Grade,
    pub due_ms: i64,
}

/// The deck at a glance.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Graded cards due now.
    pub due: usize,
    /// New cards the queue offers today (within [`NEW_PER_DAY`]).
    pub new_today: usize,
    /// Cards never graded.
    pub unseen: usize,
    /// Cards graded at least once.
    pub learned: usize,
    pub total: usize,
}

/// What an import did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportSummary {
    /// Cards whose schedule came from the file (new here, or reviewed more recently in the file).
    pub taken: usize,
    /// Cards in the file whose review here was as recent or more recent, left as they were.
    pub kept: usize,
    /// Entries for cards this deck does not have, or whose numbers are damaged.
    pub skipped: usize,
    /// Cards due now, after the import.
    pub due_now: usize,
    /// Cards whose schedule in the file has implausible dates (before 2000, or centuries ahead):
    /// refused, their schedules here untouched.
    pub refused: Vec<&'static str>,
}

impl ImportSummary {
    pub fn text(&self, lang: Lang) -> String {
        let n = |v: usize| v.to_string();
        let refused = (!self.refused.is_empty()).then(|| {
            fill(
                REFUSED_DATES.get(lang),
                &[&n(self.refused.len()), &self.refused.join(", ")],
            )
        });
        // "Imported." over a file that changed nothing would claim what did not happen.
        let main = if self.taken == 0 && self.kept == 0 {
            match (self.skipped, &refused) {
                (0, None) => NOTHING_IN_FILE.get(lang).to_string(),
                (0, Some(_)) => NOTHING_TAKEN.get(lang).to_string(),
                (skipped, _) => fill(NOTHING_USABLE.get(lang), &[&n(skipped)]),
            }
        } else {
            fill(
                IMPORTED.get(lang),
                &[
                    &n(self.taken),
                    &n(self.kept),
                    &n(self.skipped),
                    &n(self.due_now),
                ],
            )
        };
        match refused {
            Some(r) => format!("{main} {r}"),
            None => main,
        }
    }
}

pub const IMPORTED: Tr = Tr::new(
    "Imported. Cards taken from the file: {}. Kept as they were, because the review here was as recent or more recent: {}. Entries skipped (unknown cards or damaged schedules): {}. Due now: {}.",
    "Import ho gaya. File se liye gaye cards: {}. Jo waise hi rakhe gaye, kyunki yahan ka review utna hi ya usse naya tha: {}. Chhodi gayi entries (anjaan cards ya kharaab schedules): {}. Abhi due: {}.",
);

pub const REFUSED_DATES: Tr = Tr::new(
    "Refused, because their dates are before 2000 or more than 100 years from now ({}): {}; their schedules here are unchanged.",
    "Mana kiye gaye, kyunki unki dates 2000 se pehle ki hain ya aaj se 100 saal se zyada aage ki ({}): {}; yahan unke schedules waise hi hain.",
);
pub const NOTHING_TAKEN: Tr = Tr::new(
    "Nothing imported: no card in the file had a schedule that could be taken. Your progress here is unchanged.",
    "Kuch import nahi hua: file ke kisi card ka schedule lene layak nahi tha. Yahan ka progress waisa hi hai.",
);
pub const IMPORT_UNDONE: Tr = Tr::new(
    "The import is undone: the deck is as it was before it.",
    "Import undo ho gaya: deck waisa hi hai jaisa import se pehle tha.",
);
pub const NOTHING_TO_UNDO: Tr = Tr::new(
    "There is no import to undo (a grade since the import keeps it).",
    "Undo karne ke liye koi import nahi hai (import ke baad ka grade use rakh leta hai).",
);
pub const RESTORED: Tr = Tr::new(
    "Read the set-aside record again. Cards taken from it: {}. Kept as they were, because the review here was as recent or more recent: {}.",
    "Alag rakha record phir se padha. Usse liye gaye cards: {}. Jo waise hi rakhe gaye, kyunki yahan ka review utna hi ya usse naya tha: {}.",
);
pub const RESTORED_ALL: Tr = Tr::new(
    "It was read whole, so it no longer needs keeping aside.",
    "Woh poora padha gaya, isliye ab use alag rakhne ki zaroorat nahi.",
);
pub const RESTORED_PART: Tr = Tr::new(
    "Part of it still cannot be read, so it stays kept aside in this browser.",
    "Uska kuch hissa ab bhi padha nahi ja sakta, isliye woh isi browser mein alag rakha rehta hai.",
);
pub const STILL_UNREADABLE: Tr = Tr::new(
    "The set-aside record still cannot be read, so nothing was restored; it stays kept aside in this browser, and you can download it.",
    "Alag rakha record ab bhi padha nahi ja sakta, isliye kuch restore nahi hua; woh isi browser mein alag rakha rehta hai, aur tum use download kar sakte ho.",
);
pub const NOT_SET_ASIDE: Tr = Tr::new(
    "Your saved flashcard progress could not be read, and this browser would not keep a copy of it aside, so it is left in place and your grades here are not saved; the cards still work on this page.",
    "Tumhara saved flashcard progress padha nahi ja saka, aur is browser ne uski copy alag rakhne nahi di, isliye use waise hi chhod diya gaya hai aur yahan tumhare grades save nahi ho rahe; is page par cards phir bhi chalte hain.",
);
pub const NOTHING_SHOWN: Tr = Tr::new(
    "No card is on screen, so nothing was recorded.",
    "Screen par koi card nahi hai, isliye kuch record nahi hua.",
);

pub const NOTHING_IN_FILE: Tr = Tr::new(
    "Nothing imported: the file holds no reviewed cards. Your progress here is unchanged.",
    "Kuch import nahi hua: file mein koi review kiya hua card nahi hai. Yahan ka progress waisa hi hai.",
);
pub const NOTHING_USABLE: Tr = Tr::new(
    "Nothing imported: of the file's entries ({}), none was for a card this deck has with an undamaged schedule. Your progress here is unchanged.",
    "Kuch import nahi hua: file ki entries ({}) mein se koi bhi is deck ke kisi card ki, sahi schedule ke saath, nahi thi. Yahan ka progress waisa hi hai.",
);

// Notices about stored progress.
pub const STORAGE_UNREADABLE: Tr = Tr::new(
    "This browser would not let Warpwise read its storage, so your flashcard progress will not be kept after this visit; the cards still work here, and nothing stored is overwritten.",
    "Is browser ne Warpwise ko storage padhne nahi diya, isliye tumhara flashcard progress is visit ke baad nahi bachega; cards yahan phir bhi chalte hain, aur jo pehle se stored hai use overwrite nahi kiya jaata.",
);
pub const NOT_KEPT: Tr = Tr::new(
    "This browser refused to store your flashcard progress, so it will not be kept after you leave; the cards still work on this page.",
    "Is browser ne tumhara flashcard progress store karne se mana kar diya, isliye page chhodne ke baad woh nahi bachega; is page par cards phir bhi chalte hain.",
);
pub const SAVED_NOT_JSON: Tr = Tr::new(
    "Your saved flashcard progress was damaged (it was not readable JSON), so it was set aside: you start afresh, and a copy of it is kept in this browser, below the cards, to download or restore.",
    "Tumhara saved flashcard progress kharaab tha (woh padhne layak JSON nahi tha), isliye use alag rakh diya gaya: tum naye sire se shuru karte ho, aur uski ek copy isi browser mein rakhi hai, cards ke neeche, download ya restore karne ke liye.",
);
pub const SAVED_NOT_A_RECORD: Tr = Tr::new(
    "Your saved flashcard progress did not have the shape Warpwise writes, so it was set aside: you start afresh, and a copy of it is kept in this browser, below the cards, to download or restore.",
    "Tumhare saved flashcard progress ka dhaancha woh nahi tha jo Warpwise likhta hai, isliye use alag rakh diya gaya: tum naye sire se shuru karte ho, aur uski ek copy isi browser mein rakhi hai, cards ke neeche, download ya restore karne ke liye.",
);
pub const SAVED_TOO_LARGE: Tr = Tr::new(
    "Your saved flashcard progress was larger than Warpwise ever writes, so it was set aside: you start afresh, and a copy of it is kept in this browser, below the cards, to download or restore.",
    "Tumhara saved flashcard progress Warpwise ke likhe kisi bhi record se bada tha, isliye use alag rakh diya gaya: tum naye sire se shuru karte ho, aur uski ek copy isi browser mein rakhi hai, cards ke neeche, download ya restore karne ke liye.",
);
pub const SAVED_UNKNOWN_VERSION: Tr = Tr::new(
    "Your saved flashcard progress was in a format Warpwise does not know, so it was set aside: you start afresh with the cards in it that could be read, and a copy of it is kept in this browser, below the cards, to download or restore.",
    "Tumhara saved flashcard progress aise format mein tha jise Warpwise nahi jaanta, isliye use alag rakh diya gaya: tum uske un cards ke saath shuru karte ho jo padhe ja sake, aur uski ek copy isi browser mein rakhi hai, cards ke neeche, download ya restore karne ke liye.",
);
pub const SAVED_NEWER: Tr = Tr::new(
    "Your saved flashcard progress was written by a newer version of Warpwise. It is left untouched and nothing you do here is saved; open the newer version to continue it.",
    "Tumhara saved flashcard progress Warpwise ke naye version ne likha tha. Use chhua nahi gaya, aur yahan tum jo bhi karoge woh save nahi hoga; use aage badhane ke liye naya version kholo.",
);
/// The notices a save makes untrue: a refused write (the next went through), and a damaged record
/// (now replaced). The view shows [`NOT_KEPT`] again if this write is refused too.
const SETTLED_BY_A_SAVE: [Tr; 7] = [
    NOT_KEPT,
    NOT_SET_ASIDE,
    SAVED_NOT_JSON,
    SAVED_NOT_A_RECORD,
    SAVED_TOO_LARGE,
    SAVED_UNKNOWN_VERSION,
    SAVED_SOME_DAMAGED,
];
pub const SAVED_SOME_DAMAGED: Tr = Tr::new(
    "Some cards' saved schedules were damaged; those cards start again as new, and the rest of your progress is kept.",
    "Kuch cards ke saved schedules kharaab the; woh cards phir se naye ki tarah shuru honge, aur baaki progress bacha rehta hai.",
);

// Why a grade was not recorded.
pub const NO_SUCH_CARD: Tr = Tr::new(
    "That card is not in this deck, so nothing was recorded.",
    "Yeh card is deck mein nahi hai, isliye kuch record nahi hua.",
);
pub const BAD_TIME: Tr = Tr::new(
    "This browser's clock gave a time Warpwise cannot use, so the grade was not recorded.",
    "Is browser ki ghadi ne aisa time diya jo Warpwise use nahi kar sakta, isliye grade record nahi hua.",
);
pub const CANNOT_SCHEDULE: Tr = Tr::new(
    "This review would be scheduled past the year 9999, which Warpwise does not keep, so it was not recorded.",
    "Yeh review saal 9999 ke baad schedule hota, jise Warpwise nahi rakhta, isliye ise record nahi kiya gaya.",
);

// Why an import was refused; progress is untouched after each.
pub const FILE_TOO_LARGE: Tr = Tr::new(
    "This file is larger than 256 KB, far more than a Warpwise flashcard export ever is; nothing was imported.",
    "Yeh file 256 KB se badi hai, jitna Warpwise ka flashcard export kabhi nahi hota; kuch import nahi hua.",
);
pub const FILE_NOT_JSON: Tr = Tr::new(
    "This file is not valid JSON (it may be cut short, or not a Warpwise export at all); nothing was imported.",
    "Yeh file valid JSON nahi hai (shayad adhoori hai, ya Warpwise ka export hi nahi hai); kuch import nahi hua.",
);
pub const FILE_NOT_EXPORT: Tr = Tr::new(
    "This file is JSON but not a Warpwise flashcard export: it needs a version number and a cards object. Nothing was imported.",
    "Yeh file JSON to hai, par Warpwise ka flashcard export nahi: usme version number aur cards object hona chahiye. Kuch import nahi hua.",
);
pub const FILE_WRONG_VERSION: Tr = Tr::new(
    "This file's format version is not one this version of Warpwise reads (it may come from a newer version, or be another kind of file); nothing was imported.",
    "Is file ka format version aisa hai jise Warpwise ka yeh version nahi padhta (shayad naye version se aayi hai, ya kisi aur tarah ki file hai); kuch import nahi hua.",
);
pub const FILE_NOT_KEPT: Tr = Tr::new(
    "This page cannot keep flashcard progress (the notice above says why), so an import would be lost on reload; nothing was imported and your file is unchanged.",
    "Yeh page flashcard progress rakh nahi sakta (upar ka notice wajah batata hai), isliye import reload par kho jaata; kuch import nahi hua aur tumhari file waisi hi hai.",
);

// When a card is due, relative to now.
pub const DUE_NOW: Tr = Tr::new("now", "abhi");
pub const IN_A_MINUTE: Tr = Tr::new("in 1 minute", "1 minute mein");
pub const IN_MINUTES: Tr = Tr::new("in {} minutes", "{} minute mein");
pub const IN_AN_HOUR: Tr = Tr::new("in 1 hour", "1 ghante mein");
pub const IN_HOURS: Tr = Tr::new("in {} hours", "{} ghante mein");
pub const IN_A_DAY: Tr = Tr::new("in 1 day", "1 din mein");
pub const IN_DAYS: Tr = Tr::new("in {} days", "{} din mein");
pub const ON_DATE: Tr = Tr::new("on {}", "{} ko");

/// When a card is due, as a learner reads it: "now", "in 10 minutes", "in 3 hours", "in 4 days",
/// and past 30 days the date ("on 14 Mar 2027") in the learner's time zone (`utc_offset_minutes`:
/// east of UTC positive, i.e. minus the browser's `getTimezoneOffset()`). Minutes round up, so a
/// card is never said to come back sooner than it does; hours and days round to the nearest.
pub fn due_text(due_ms: i64, now_ms: i64, utc_offset_minutes: i32, lang: Lang) -> String {
    let delta = due_ms.saturating_sub(now_ms);
    if delta <= 0 {
        return DUE_NOW.get(lang).to_string();
    }
    let counted = |n: i64, one: Tr, many: Tr| {
        if n == 1 {
            one.get(lang).to_string()
        } else {
            fill(many.get(lang), &[&n.to_string()])
        }
    };
    let minutes = delta.saturating_add(MINUTE_MS - 1) / MINUTE_MS;
    if minutes < 60 {
        return counted(minutes, IN_A_MINUTE, IN_MINUTES);
    }
    let hours = (delta.saturating_add(HOUR_MS / 2) / HOUR_MS).max(1);
    if hours < 24 {
        return counted(hours, IN_AN_HOUR, IN_HOURS);
    }
    let days = (delta.saturating_add(DAY_MS / 2) / DAY_MS).max(1);
    let offset = i64::from(clamp_offset(utc_offset_minutes)) * MINUTE_MS;
    match instant(due_ms.saturating_add(offset)).filter(|_| days > RELATIVE_DAYS) {
        Some(local) => fill(ON_DATE.get(lang), &[&date_text(local)]),
        None => counted(days, IN_A_DAY, IN_DAYS),
    }
}

/// "14 Mar 2027": a day, an English month abbreviation (used as is in Hinglish) and the year.
fn date_text(local: DateTime<Utc>) -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let month = MONTHS.get(local.month0() as usize).copied().unwrap_or("");
    format!("{} {month} {}", local.day(), local.year())
}

/// The flashcard deck's progress as this page holds it, and whether it may be written back.
#[derive(Clone, Debug, PartialEq)]
pub struct Deck {
    /// Graded cards only; a card missing here is new.
    cards: BTreeMap<&'static str, Schedule>,
    /// Entries for cards this build does not have (another build's), kept as written (id → value).
    other: serde_json::Map<String, Value>,
    /// Top-level members this build does not know, kept as written.
    extra: serde_json::Map<String, Value>,
    utc_offset_minutes: i32,
    /// False when writing could destroy a record (unreadable storage, a newer version's record).
    may_save: bool,
    notices: Vec<Tr>,
    /// The card on screen, held until it is graded (see [`Deck::draw`]).
    shown: Option<Shown>,
    /// The deck before the last import, until the next grade (see [`Deck::undo_import`]).
    before_import: Option<Box<Kept>>,
    /// The next save writes this deck as it is, without folding in the stored record (after an undo).
    replace_on_save: bool,
}

/// What "Restore it" did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Restored {
    /// Cards whose schedule came from the set-aside records.
    pub taken: usize,
    /// Cards in them whose review here was as recent or more recent.
    pub kept: usize,
    /// Whether any set-aside record could be read, at least in part.
    pub read: bool,
    /// Whether every one was read whole (none is left aside).
    pub whole: bool,
    /// What the backup key should hold now: the texts still set aside, as a JSON array.
    pub backup: String,
}

impl Restored {
    pub fn text(&self, lang: Lang) -> String {
        if !self.read {
            return STILL_UNREADABLE.get(lang).to_string();
        }
        let n = |v: usize| v.to_string();
        let tail = if self.whole {
            RESTORED_ALL
        } else {
            RESTORED_PART
        };
        format!(
            "{} {}",
            fill(RESTORED.get(lang), &[&n(self.taken), &n(self.kept)]),
            tail.get(lang)
        )
    }
}

/// The card on screen and its schedule when it was drawn.
#[derive(Clone, Debug, PartialEq)]
struct Shown {
    id: &'static str,
    seen: Option<Schedule>,
}

/// What a record holds: the schedules and what is kept as written.
#[derive(Clone, Debug, PartialEq)]
struct Kept {
    cards: BTreeMap<&'static str, Schedule>,
    other: serde_json::Map<String, Value>,
    extra: serde_json::Map<String, Value>,
}

impl Default for Deck {
    fn default() -> Deck {
        Deck::new()
    }
}

impl Deck {
    /// A deck with every card new.
    pub fn new() -> Deck {
        Deck {
            cards: BTreeMap::new(),
            other: serde_json::Map::new(),
            extra: serde_json::Map::new(),
            utc_offset_minutes: 0,
            may_save: true,
            notices: Vec::new(),
            shown: None,
            before_import: None,
            replace_on_save: false,
        }
    }

    /// Reads what storage gave under [`STORAGE_KEY`]: `Err(())` when reading itself failed. Never
    /// fails: keeps every sound card, and says in [`Deck::notices`] what it set aside and why.
    pub fn load(read: Result<Option<String>, ()>) -> Deck {
        let mut deck = Deck::new();
        match read {
            Err(()) => {
                deck.may_save = false;
                deck.notice(STORAGE_UNREADABLE);
            }
            Ok(None) => {}
            Ok(Some(text)) => match read_record(&text, false) {
                Read::Whole(parsed) => {
                    if parsed.damaged > 0 {
                        deck.notice(SAVED_SOME_DAMAGED);
                    }
                    deck.take_whole(parsed);
                }
                Read::Partly(refusal, parsed) => {
                    deck.notice(refusal.saved_notice());
                    deck.cards = parsed.cards;
                }
                Read::Refused(refusal) => {
                    deck.may_save = refusal != Refusal::NewerVersion;
                    deck.notice(refusal.saved_notice());
                }
            },
        }
        deck
    }

    /// [`Deck::load`] from the store, and a record that cannot be read as a whole copied at once to
    /// [`BACKUP_KEY`] (appended to what is kept there), so it is safe before anything is written.
    pub fn open(store: &dyn Store) -> Deck {
        let read = store.read(STORAGE_KEY);
        let mut deck = Deck::load(read.clone());
        if let Ok(Some(text)) = read {
            if deck.may_save && needs_setting_aside(&text) && !set_aside(store, &text) {
                deck.notice(NOT_SET_ASIDE);
            }
        }
        deck
    }

    /// The learner's time zone, east of UTC positive (minus the browser's `getTimezoneOffset()`):
    /// it places the study day's start for the new-card limit and the dates of [`Deck::due_text`].
    /// Not saved; clamped to the offsets in use.
    pub fn set_utc_offset_minutes(&mut self, minutes: i32) {
        self.utc_offset_minutes = clamp_offset(minutes);
    }

    pub fn utc_offset_minutes(&self) -> i32 {
        self.utc_offset_minutes
    }

    /// [`due_text`] in this deck's time zone.
    pub fn due_text(&self, due_ms: i64, now_ms: i64, lang: Lang) -> String {
        due_text(due_ms, now_ms, self.utc_offset_minutes, lang)
    }

    /// Sentences the page shows about stored progress, in the order they arose.
    pub fn notices(&self) -> &[Tr] {
        &self.notices
    }

    /// Whether [`Deck::save`] may write at all.
    pub fn may_save(&self) -> bool {
        self.may_save
    }

    /// A graded card's schedule; `None` for a new card (or an id not in the deck).
    pub fn schedule(&self, id: &str) -> Option<&Schedule> {
        self.cards.get(id)
    }

    /// The card to show: the one on screen, kept while the learner has turned it (`turned`) or while
    /// its schedule changed since it was drawn (so the change is said, not swapped away); otherwise
    /// the head of [`Deck::due_queue`]. `None` when nothing is due.
    pub fn draw(&mut self, now_ms: i64, turned: bool) -> Option<&'static str> {
        if let Some(shown) = &self.shown {
            if turned || self.shown_changed_elsewhere() {
                return Some(shown.id);
            }
        }
        self.shown = self.due_queue(now_ms).first().map(|&id| Shown {
            id,
            seen: self.cards.get(id).cloned(),
        });
        self.shown()
    }

    /// The card on screen, if one was drawn.
    pub fn shown(&self) -> Option<&'static str> {
        self.shown.as_ref().map(|s| s.id)
    }

    /// Whether the card on screen was reviewed elsewhere (another tab, an import) since it was drawn:
    /// the view says so next to it; a grade here still lands on it.
    pub fn shown_changed_elsewhere(&self) -> bool {
        self.shown
            .as_ref()
            .is_some_and(|s| self.cards.get(s.id) != s.seen.as_ref())
    }

    /// Grades the card on screen (never another one) and takes it off screen: returns its id and when
    /// it is next due.
    pub fn grade_shown(&mut self, grade: Grade, now_ms: i64) -> Result<(&'static str, i64), Tr> {
        let id = self.shown().ok_or(NOTHING_SHOWN)?;
        let due = self.grade(id, grade, now_ms)?;
        Ok((id, due))
    }

    /// The cards to show now, in order: graded cards that are due, the longest overdue first (deck
    /// order among equals), then new cards in deck order, as many as today's allowance leaves.
    pub fn due_queue(&self, now_ms: i64) -> Vec<&'static str> {
        let mut due: Vec<(i64, usize, &'static str)> = self
            .cards
            .iter()
            .filter(|(_, s)| s.due_ms() <= now_ms)
            .map(|(&id, s)| (s.due_ms(), position(id).unwrap_or(usize::MAX), id))
            .collect();
        due.sort_unstable();
        let mut queue: Vec<&'static str> = due.into_iter().map(|(_, _, id)| id).collect();
        queue.extend(
            DECK.iter()
                .filter(|c| !self.cards.contains_key(c.id))
                .take(self.new_left_today(now_ms))
                .map(|c| c.id),
        );
        queue
    }

    /// The earliest due time after `now_ms`, so the view can say when the next card comes.
    pub fn next_due_ms(&self, now_ms: i64) -> Option<i64> {
        self.cards
            .values()
            .map(Schedule::due_ms)
            .filter(|&due| due > now_ms)
            .min()
    }

    /// What to say when nothing is due: when the next graded card comes back and, while unseen cards
    /// remain, that tomorrow's allowance opens more of them.
    pub fn nothing_due_text(&self, now_ms: i64, lang: Lang) -> String {
        use super::text::cards as t;
        let next = self
            .next_due_ms(now_ms)
            .map(|due| fill(t::ALL_DONE.get(lang), &[&self.due_text(due, now_ms, lang)]));
        let unseen = self.counts(now_ms).unseen.min(NEW_PER_DAY);
        let tomorrow =
            (unseen > 0).then(|| fill(t::NEW_TOMORROW.get(lang), &[&unseen.to_string()]));
        match (next, tomorrow) {
            (None, None) => t::ALL_DONE_TODAY.get(lang).to_string(),
            (a, b) => a.into_iter().chain(b).collect::<Vec<_>>().join(" "),
        }
    }

    /// How many new cards today's allowance still admits (first graded since the study day began).
    pub fn new_left_today(&self, now_ms: i64) -> usize {
        let today = self.study_day(now_ms);
        let introduced = self
            .cards
            .values()
            .filter(|s| self.study_day(s.first_review_ms) == today)
            .count();
        NEW_PER_DAY.saturating_sub(introduced)
    }

    pub fn counts(&self, now_ms: i64) -> Counts {
        let unseen = DECK.len().saturating_sub(self.cards.len());
        Counts {
            due: self.cards.values().filter(|s| s.due_ms() <= now_ms).count(),
            new_today: unseen.min(self.new_left_today(now_ms)),
            unseen,
            learned: self.cards.len(),
            total: DECK.len(),
        }
    }

    /// Records a grade given at `now_ms` and returns when the card is next due. A card may be
    /// graded early (FSRS accounts for it); a time before the card's last review (a clock set back,
    /// another tab) is taken as that review's time, so elapsed time is never negative. A grade ends
    /// the offer to undo the last import, and takes the card off screen.
    pub fn grade(&mut self, id: &str, grade: Grade, now_ms: i64) -> Result<i64, Tr> {
        let card = cards::card(id).ok_or(NO_SUCH_CARD)?;
        let next = self.next_schedule(card.id, grade, now_ms)?;
        let due = next.due_ms();
        self.cards.insert(card.id, next);
        self.before_import = None;
        if self.shown() == Some(card.id) {
            self.shown = None;
        }
        Ok(due)
    }

    /// When the card would be due after each grade, in [`GRADES`] order; nothing is recorded.
    pub fn preview(&self, id: &str, now_ms: i64) -> Result<[GradePreview; 4], Tr> {
        let card = cards::card(id).ok_or(NO_SUCH_CARD)?;
        let mut out = [GradePreview {
            grade: Grade::Again,
            due_ms: 0,
        }; 4];
        for (slot, info) in out.iter_mut().zip(GRADES) {
            *slot = GradePreview {
                grade: info.grade,
                due_ms: self.next_schedule(card.id, info.grade, now_ms)?.due_ms(),
            };
        }
        Ok(out)
    }

    /// Writes the deck under [`STORAGE_KEY`] after folding in what is stored there now, so that another
    /// tab's reviews (and what another build wrote) survive. Never writes over a record it must not
    /// lose: storage that cannot be read, a newer version's record, or a record that cannot be read
    /// whole until it is copied to [`BACKUP_KEY`]. Returns whether the record was written; what went
    /// wrong is in [`Deck::notices`].
    pub fn save(&mut self, store: &dyn Store) -> bool {
        if !self.may_save {
            return false;
        }
        let stored = match store.read(STORAGE_KEY) {
            Err(()) => {
                self.may_save = false;
                self.notice(STORAGE_UNREADABLE);
                return false;
            }
            Ok(stored) => stored,
        };
        if let Some(text) = stored {
            match read_record(&text, false) {
                Read::Whole(parsed) => {
                    if !self.replace_on_save {
                        self.merge_whole(parsed);
                    }
                }
                Read::Refused(Refusal::NewerVersion) => {
                    self.may_save = false;
                    self.notice(SAVED_NEWER);
                    return false;
                }
                Read::Partly(_, parsed) => {
                    if !set_aside(store, &text) {
                        self.notice(NOT_SET_ASIDE);
                        return false;
                    }
                    if !self.replace_on_save {
                        self.merge_all(parsed.cards);
                    }
                }
                Read::Refused(_) => {
                    if !set_aside(store, &text) {
                        self.notice(NOT_SET_ASIDE);
                        return false;
                    }
                }
            }
        }
        let Some(text) = self.serialize() else {
            return false;
        };
        if !store.write(STORAGE_KEY, &text) {
            self.save_failed();
            return false;
        }
        self.replace_on_save = false;
        // What was set aside at load is now in the backup key, and the write went through.
        self.notices.retain(|n| !SETTLED_BY_A_SAVE.contains(n));
        true
    }

    /// The browser refused the last write: progress lives only in this page until a save succeeds.
    pub fn save_failed(&mut self) {
        self.notice(NOT_KEPT);
    }

    /// Another tab saved (the `storage` event): fold its record in, the newer review per card
    /// winning. A record this page cannot read changes nothing here.
    pub fn follow(&mut self, stored: Option<&str>) {
        if let Some(Read::Whole(parsed)) = stored.map(|t| read_record(t, false)) {
            self.merge_whole(parsed);
        }
    }

    /// The record as storage keeps it (compact JSON).
    pub fn to_json(&self) -> String {
        self.serialize().unwrap_or_default()
    }

    /// The record as a file for the learner to keep: the same format, one line per card.
    pub fn export_json(&self) -> String {
        let mut out = format!("{{\n\"version\":{VERSION},\"cards\":{{");
        let mut first = true;
        for (key, entry) in self.entries() {
            if !first {
                out.push_str(",\n");
            }
            first = false;
            out.push_str(&key);
            out.push(':');
            out.push_str(&entry);
        }
        out.push('}');
        out.push_str(&self.extra_members());
        out.push('}');
        out
    }

    /// Reads an exported file and merges it in, the later review per card winning. A refused file
    /// (too large, not JSON, not an export, another format version) leaves progress untouched and
    /// says why; entries for unknown cards or with damaged numbers are skipped and counted; schedules
    /// with implausible dates at `now_ms` (see [`Schedule::plausible`]) are refused and named. Until
    /// the next grade, [`Deck::undo_import`] puts the deck back as it was.
    pub fn import(&mut self, text: &str, now_ms: i64) -> Result<ImportSummary, Tr> {
        // "Imported" must mean kept: a page that may not write (a newer version's record, storage
        // that cannot be read) refuses rather than show reviews a reload would lose.
        if !self.may_save {
            return Err(FILE_NOT_KEPT);
        }
        // A file is taken as it is: only a stored record has padding taken off.
        if text.len() > MAX_BYTES {
            return Err(FILE_TOO_LARGE);
        }
        let parsed = match read_record(text, true) {
            Read::Whole(parsed) => parsed,
            Read::Partly(refusal, _) | Read::Refused(refusal) => {
                return Err(match refusal {
                    Refusal::TooLarge => FILE_TOO_LARGE,
                    Refusal::NotJson => FILE_NOT_JSON,
                    Refusal::NotARecord => FILE_NOT_EXPORT,
                    Refusal::NewerVersion | Refusal::UnknownVersion => FILE_WRONG_VERSION,
                })
            }
        };
        let before = self.kept();
        let mut summary = ImportSummary {
            skipped: parsed.damaged + parsed.unknown,
            ..ImportSummary::default()
        };
        for (id, theirs) in parsed.cards {
            if !theirs.plausible(now_ms) {
                summary.refused.push(id);
            } else if self.merge_one(id, theirs) {
                summary.taken += 1;
            } else {
                summary.kept += 1;
            }
        }
        summary.due_now = self.counts(now_ms).due;
        if self.kept() != before {
            self.before_import = Some(Box::new(before));
        }
        Ok(summary)
    }

    /// Whether [`Deck::undo_import`] has an import to undo.
    pub fn can_undo_import(&self) -> bool {
        self.before_import.is_some()
    }

    /// "Undo import": the deck exactly as it was before the last import (offered until the next
    /// grade); the next save writes it as it is, without folding the stored record back in.
    pub fn undo_import(&mut self) -> Result<(), Tr> {
        let before = self.before_import.take().ok_or(NOTHING_TO_UNDO)?;
        let Kept {
            cards,
            other,
            extra,
        } = *before;
        (self.cards, self.other, self.extra) = (cards, other, extra);
        self.replace_on_save = true;
        Ok(())
    }

    /// "Restore it": reads the set-aside records (`backup`, what [`BACKUP_KEY`] holds) again,
    /// recovering what it can, and merges their cards in (the later review per card winning). What
    /// [`Restored::backup`] gives is what the backup key should hold now: the texts that still could
    /// not be read whole. Refused, changing nothing, on a page that cannot keep progress.
    pub fn restore(&mut self, backup: &str) -> Result<Restored, Tr> {
        if !self.may_save {
            return Err(FILE_NOT_KEPT);
        }
        let mut out = Restored::default();
        let mut left = Vec::new();
        for text in set_aside_entries(backup) {
            let parsed = match read_record(&text, false) {
                Read::Whole(parsed) => {
                    join_members(&mut self.extra, &parsed.extra);
                    join_members(&mut self.other, &parsed.other);
                    parsed
                }
                Read::Partly(_, parsed) => {
                    left.push(text);
                    parsed
                }
                Read::Refused(_) => {
                    left.push(text);
                    continue;
                }
            };
            out.read = true;
            for (id, theirs) in parsed.cards {
                if self.merge_one(id, theirs) {
                    out.taken += 1;
                } else {
                    out.kept += 1;
                }
            }
        }
        out.whole = left.is_empty();
        out.backup = serde_json::to_string(&left).unwrap_or_else(|_| backup.to_string());
        Ok(out)
    }

    fn notice(&mut self, text: Tr) {
        if !self.notices.contains(&text) {
            self.notices.push(text);
        }
    }

    /// The study day `ms` falls in, in the learner's time zone, days starting at [`DAY_STARTS_AT_HOUR`].
    fn study_day(&self, ms: i64) -> i64 {
        // Saturating: `now_ms` comes from the caller unchecked.
        let shift = i64::from(self.utc_offset_minutes) * MINUTE_MS - DAY_STARTS_AT_HOUR * HOUR_MS;
        ms.saturating_add(shift).div_euclid(DAY_MS)
    }

    fn next_schedule(&self, id: &'static str, grade: Grade, now_ms: i64) -> Result<Schedule, Tr> {
        instant(now_ms).ok_or(BAD_TIME)?;
        let (card, first_review_ms, at_ms, extra) = match self.cards.get(id) {
            Some(s) => {
                let at = now_ms.max(s.last_review_ms());
                (s.card.clone(), s.first_review_ms, at, s.extra.clone())
            }
            None => {
                let now = instant(now_ms).ok_or(BAD_TIME)?;
                // Not `rs_fsrs::Card::new()`: it reads the clock for dates the scheduler replaces.
                let fresh = FsrsCard {
                    due: now,
                    last_review: now,
                    ..FsrsCard::default()
                };
                (fresh, now_ms, now_ms, serde_json::Map::new())
            }
        };
        let at = instant(at_ms).ok_or(BAD_TIME)?;
        let card = scheduler().next(card, at, grade.rating()).card;
        let next = Schedule {
            card,
            first_review_ms,
            extra,
        };
        if next.is_sound() {
            Ok(next)
        } else {
            Err(CANNOT_SCHEDULE)
        }
    }

    fn kept(&self) -> Kept {
        Kept {
            cards: self.cards.clone(),
            other: self.other.clone(),
            extra: self.extra.clone(),
        }
    }

    /// A whole record read at load: its schedules and everything kept as written.
    fn take_whole(&mut self, parsed: Parsed) {
        self.cards = parsed.cards;
        self.other = parsed.other;
        self.extra = parsed.extra;
    }

    fn merge_whole(&mut self, parsed: Parsed) {
        join_members(&mut self.extra, &parsed.extra);
        join_members(&mut self.other, &parsed.other);
        self.merge_all(parsed.cards);
    }

    fn merge_all(&mut self, theirs: BTreeMap<&'static str, Schedule>) {
        for (id, schedule) in theirs {
            self.merge_one(id, schedule);
        }
    }

    /// Keeps the later-reviewed of two schedules of one card (and the earlier first review, and the
    /// fields either kept as written); returns whether theirs was taken.
    fn merge_one(&mut self, id: &'static str, theirs: Schedule) -> bool {
        match self.cards.get_mut(id) {
            None => {
                self.cards.insert(id, theirs);
                true
            }
            Some(ours) => {
                let first = ours.first_review_ms.min(theirs.first_review_ms);
                let taken = theirs.order_key() > ours.order_key();
                // The fields kept as written join whichever schedule wins (the same either way round).
                let mut extra = ours.extra.clone();
                join_members(&mut extra, &theirs.extra);
                if taken {
                    *ours = theirs;
                }
                ours.extra = extra;
                ours.first_review_ms = first;
                taken
            }
        }
    }

    /// Every entry of `cards` as written: the schedules held here, then the entries kept as written
    /// for ids not graded here. A schedule JSON cannot hold (a non-finite number) is left out.
    fn entries(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for (&id, s) in &self.cards {
            if let (Ok(key), Some(entry)) = (serde_json::to_string(id), s.entry_json()) {
                out.push((key, entry));
            }
        }
        for (id, value) in &self.other {
            if self.cards.contains_key(id.as_str()) {
                continue;
            }
            if let (Ok(key), Ok(entry)) = (serde_json::to_string(id), serde_json::to_string(value))
            {
                out.push((key, entry));
            }
        }
        out
    }

    /// The kept top-level members, each written as `,"key":value`.
    fn extra_members(&self) -> String {
        let mut out = String::new();
        for (key, value) in &self.extra {
            if let (Ok(k), Ok(v)) = (serde_json::to_string(key), serde_json::to_string(value)) {
                out.push(',');
                out.push_str(&k);
                out.push(':');
                out.push_str(&v);
            }
        }
        out
    }

    fn serialize(&self) -> Option<String> {
        let mut out = format!("{{\"version\":{VERSION},\"cards\":{{");
        let entries: Vec<String> = self
            .entries()
            .into_iter()
            .map(|(key, entry)| format!("{key}:{entry}"))
            .collect();
        out.push_str(&entries.join(","));
        out.push('}');
        out.push_str(&self.extra_members());
        out.push('}');
        Some(out)
    }
}

/// Whether a stored text cannot be read as a whole (and is not a newer version's, left in place).
fn needs_setting_aside(text: &str) -> bool {
    matches!(
        read_record(text, false),
        Read::Partly(..)
            | Read::Refused(
                Refusal::TooLarge
                    | Refusal::NotJson
                    | Refusal::NotARecord
                    | Refusal::UnknownVersion
            )
    )
}

/// Appends `text` to the set-aside records under [`BACKUP_KEY`]; whether it is kept there now.
fn set_aside(store: &dyn Store, text: &str) -> bool {
    match store.read(BACKUP_KEY) {
        Ok(backup) => match set_aside_with(backup.as_deref(), text) {
            Some(with) => store.write(BACKUP_KEY, &with),
            None => true,
        },
        Err(()) => false,
    }
}

/// The scheduler: FSRS-5 defaults as rs-fsrs 1.2.1 has them (90% retention, 36,500-day cap,
/// short-term learning steps, no fuzz), built without the clock read of `Parameters::default()`.
fn scheduler() -> FSRS {
    FSRS::new(parameters())
}

fn parameters() -> Parameters {
    Parameters {
        request_retention: 0.9,
        maximum_interval: MAX_INTERVAL_DAYS,
        w: WEIGHTS,
        decay: Parameters::DECAY,
        factor: Parameters::FACTOR,
        enable_short_term: true,
        enable_fuzz: false,
        // Replaced by the scheduler on every review (`init_seed`); only fuzz would read it.
        seed: Seed::String(String::new()),
    }
}

/// A time the tutor keeps: from 1970 to the end of 9999.
fn instant(ms: i64) -> Option<DateTime<Utc>> {
    if (0..=LATEST_MS).contains(&ms) {
        DateTime::from_timestamp_millis(ms)
    } else {
        None
    }
}

fn clamp_offset(minutes: i32) -> i32 {
    minutes.clamp(-MAX_OFFSET_MINUTES, MAX_OFFSET_MINUTES)
}

/// One card as saved; read leniently as to types (counts as wide integers) and then checked whole.
#[derive(Serialize, Deserialize)]
struct SavedCard {
    #[serde(deserialize_with = "whole")]
    due: i64,
    #[serde(serialize_with = "number")]
    stability: f64,
    #[serde(serialize_with = "number")]
    difficulty: f64,
    #[serde(deserialize_with = "whole")]
    elapsed_days: i64,
    #[serde(deserialize_with = "whole")]
    scheduled_days: i64,
    #[serde(deserialize_with = "whole")]
    reps: i64,
    #[serde(deserialize_with = "whole")]
    lapses: i64,
    state: String,
    #[serde(deserialize_with = "whole")]
    last_review: i64,
    /// Absent or null in a hand-written record: taken as the last review.
    #[serde(default, deserialize_with = "maybe_whole")]
    first_review: Option<i64>,
}

/// The largest whole number a JavaScript number holds exactly along with all below it (2^53 − 1).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// A whole number within ±(2^53 − 1), in whatever form JSON wrote it (`5`, `5.0`, `5e0`).
fn exact_whole(value: &Value) -> Option<i64> {
    value
        .as_f64()
        .filter(|x| x.fract() == 0.0 && x.abs() <= MAX_SAFE_INTEGER)
        .map(|x| x as i64)
}

fn whole<'de, D: Deserializer<'de>>(d: D) -> Result<i64, D::Error> {
    exact_whole(&Value::deserialize(d)?)
        .ok_or_else(|| serde::de::Error::custom("not a whole number in range"))
}

fn maybe_whole<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    match Value::deserialize(d)? {
        Value::Null => Ok(None),
        v => exact_whole(&v)
            .map(Some)
            .ok_or_else(|| serde::de::Error::custom("not a whole number in range")),
    }
}

/// A double as JavaScript writes it: a whole number within ±(2^53 − 1) as an integer, any other
/// as its shortest round-tripping text; a non-finite one is refused, as JSON cannot hold it.
fn number<S: Serializer>(x: &f64, s: S) -> Result<S::Ok, S::Error> {
    if !x.is_finite() {
        return Err(serde::ser::Error::custom("not a finite number"));
    }
    if x.fract() == 0.0 && x.abs() <= MAX_SAFE_INTEGER {
        s.serialize_i64(*x as i64)
    } else {
        s.serialize_f64(*x)
    }
}

/// Why a stored record or a file was set aside as a whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refusal {
    TooLarge,
    NotJson,
    /// JSON, but not an object with a whole-number version (and, for a file, a cards object).
    NotARecord,
    NewerVersion,
    /// Version 0: nothing this tutor wrote.
    UnknownVersion,
}

impl Refusal {
    /// The notice for a stored record refused for this reason.
    fn saved_notice(self) -> Tr {
        match self {
            Refusal::TooLarge => SAVED_TOO_LARGE,
            Refusal::NotJson => SAVED_NOT_JSON,
            Refusal::NotARecord => SAVED_NOT_A_RECORD,
            Refusal::UnknownVersion => SAVED_UNKNOWN_VERSION,
            Refusal::NewerVersion => SAVED_NEWER,
        }
    }
}

struct Parsed {
    cards: BTreeMap<&'static str, Schedule>,
    /// Entries for cards this deck does not have, kept as written.
    other: serde_json::Map<String, Value>,
    /// Top-level members other than `version` and `cards`, kept as written.
    extra: serde_json::Map<String, Value>,
    /// Entries for known cards whose numbers could not have been written by the scheduler.
    damaged: usize,
    /// Entries for ids not in the deck (a newer deck's cards): kept without a notice.
    unknown: usize,
}

/// What reading a record found.
enum Read {
    /// A record of this version: every sound card, and the rest kept as written.
    Whole(Parsed),
    /// A record that cannot be read as a whole (an unknown older version) whose entries in this
    /// version's shape were still read, each checked as sound: set aside, its cards recovered.
    Partly(Refusal, Parsed),
    Refused(Refusal),
}

/// Reads a stored record or a file; a byte order mark and whitespace padding past [`MAX_BYTES`] are
/// taken off first (`model::progress::recover_text`).
fn read_record(text: &str, cards_required: bool) -> Read {
    match parse(recover_text(text, MAX_BYTES), cards_required) {
        Ok((None, parsed)) => Read::Whole(parsed),
        Ok((Some(refusal), parsed)) => Read::Partly(refusal, parsed),
        Err(refusal) => Read::Refused(refusal),
    }
}

fn parse(text: &str, cards_required: bool) -> Result<(Option<Refusal>, Parsed), Refusal> {
    if text.len() > MAX_BYTES {
        return Err(Refusal::TooLarge);
    }
    let record: Value = serde_json::from_str(text).map_err(|_| Refusal::NotJson)?;
    let version = record
        .get("version")
        .and_then(exact_whole)
        .and_then(|v| u64::try_from(v).ok())
        .ok_or(Refusal::NotARecord)?;
    if version > VERSION {
        return Err(Refusal::NewerVersion);
    }
    let old = (version < VERSION).then_some(Refusal::UnknownVersion);
    let empty = serde_json::Map::new();
    let entries = match record.get("cards") {
        Some(Value::Object(entries)) => entries,
        None if !cards_required => &empty,
        _ if old.is_some() => return Err(Refusal::UnknownVersion),
        _ => return Err(Refusal::NotARecord),
    };
    let mut parsed = Parsed {
        cards: BTreeMap::new(),
        other: serde_json::Map::new(),
        extra: serde_json::Map::new(),
        damaged: 0,
        unknown: 0,
    };
    if let Value::Object(members) = &record {
        parsed.extra = members
            .iter()
            .filter(|(k, _)| !["version", "cards"].contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
    }
    for (id, entry) in entries {
        let Some(card) = cards::card(id) else {
            parsed.unknown += 1;
            parsed.other.insert(id.clone(), entry.clone());
            continue;
        };
        match read_entry(entry) {
            Some(schedule) => {
                parsed.cards.insert(card.id, schedule);
            }
            // Dropped and counted (kept, it would be said on every load).
            None => parsed.damaged += 1,
        }
    }
    Ok((old, parsed))
}

/// The fields of a saved entry this build reads (every other one is kept as written).
const ENTRY_FIELDS: [&str; 10] = [
    "due",
    "stability",
    "difficulty",
    "elapsed_days",
    "scheduled_days",
    "reps",
    "lapses",
    "state",
    "last_review",
    "first_review",
];

/// One entry as a sound schedule, with its unknown fields kept; `None` when it is not one.
fn read_entry(entry: &Value) -> Option<Schedule> {
    let members = entry.as_object()?;
    let saved = SavedCard::deserialize(entry).ok()?;
    let extra = members
        .iter()
        .filter(|(k, _)| !ENTRY_FIELDS.contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    Schedule::from_saved(saved, extra)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use proptest::prelude::*;
    use serde_json::Value;

    /// 2026-03-02 09:00 UTC, a Monday morning: the simulations' first session.
    fn t0() -> i64 {
        Utc.with_ymd_and_hms(2026, 3, 2, 9, 0, 0)
            .single()
            .map_or(0, |t| t.timestamp_millis())
    }

    fn at(ms: i64) -> DateTime<Utc> {
        DateTime::from_timestamp_millis(ms).unwrap()
    }

    const MIN: i64 = MINUTE_MS;
    const DAY: i64 = DAY_MS;

    /// A card is written as the browser's `JSON.stringify` wrote it in earlier versions: a whole
    /// double as an integer, any other as its shortest text; a non-finite number is refused.
    #[test]
    fn a_saved_card_is_written_as_earlier_versions_wrote_it() {
        let card = |stability: f64, difficulty: f64| SavedCard {
            due: 1_772_500_000_000,
            stability,
            difficulty,
            elapsed_days: 0,
            scheduled_days: 3,
            reps: 2,
            lapses: 0,
            state: "review".into(),
            last_review: 1_772_240_800_000,
            first_review: Some(1_772_240_000_000),
        };
        let text = |rest: &str| {
            format!(
                r#"{{"due":1772500000000,{rest},"elapsed_days":0,"scheduled_days":3,"reps":2,"lapses":0,"state":"review","last_review":1772240800000,"first_review":1772240000000}}"#
            )
        };
        // (stability, difficulty, their text; None when refused)
        let table = [
            (3.0, 5.0, Some(text(r#""stability":3,"difficulty":5"#))),
            (
                4.35,
                6.5,
                Some(text(r#""stability":4.35,"difficulty":6.5"#)),
            ),
            (
                0.1 + 0.2,
                1e16,
                Some(text(
                    r#""stability":0.30000000000000004,"difficulty":1e+16"#,
                )),
            ),
            (-0.0, 2.0, Some(text(r#""stability":0,"difficulty":2"#))),
            (f64::NAN, 5.0, None),
            (3.0, f64::INFINITY, None),
        ];
        for (stability, difficulty, want) in table {
            let got = serde_json::to_string(&card(stability, difficulty)).ok();
            assert_eq!(got, want, "{stability} {difficulty}");
        }
    }

    #[test]
    fn nothing_due_says_when_the_next_card_comes_and_what_opens_tomorrow() {
        // (cards graded Easy today, language, what the page says)
        // After 20 graded cards, tomorrow opens what is left of the deck (fewer than a day's 10).
        let left = DECK.len() - 20;
        assert!(left < 10, "the deck has grown past this table's case");
        let table = [
            (10, Lang::En, "Nothing is due now. The next card is due in 15 days. Today's new cards are done: 10 more open tomorrow (a study day starts at 04:00).".to_string()),
            (20, Lang::En, format!("Nothing is due now. The next card is due in 15 days. Today's new cards are done: {left} more open tomorrow (a study day starts at 04:00).")),
            (DECK.len(), Lang::En, "Nothing is due now. The next card is due in 15 days.".to_string()),
            (10, Lang::HiLatn, "Abhi kuch due nahi hai. Agla card 15 din mein due hai. Aaj ke naye cards ho gaye: kal 10 aur khulenge (padhai ka din subah 04:00 baje shuru hota hai).".to_string()),
        ];
        for (graded, lang, want) in table {
            let mut deck = Deck::new();
            for card in &DECK[..graded] {
                deck.grade(card.id, Grade::Easy, t0()).expect("a deck card");
            }
            assert_eq!(
                deck.nothing_due_text(t0() + 1, lang),
                want,
                "{graded} {lang:?}"
            );
        }
    }

    #[test]
    fn the_scheduler_is_the_crates_default_without_its_clock() {
        let ours = parameters();
        let theirs = Parameters::default();
        assert_eq!(ours.request_retention, theirs.request_retention);
        assert_eq!(ours.maximum_interval, theirs.maximum_interval);
        assert_eq!(ours.w, theirs.w);
        assert_eq!(ours.decay, theirs.decay);
        assert_eq!(ours.factor, theirs.factor);
        assert_eq!(ours.enable_short_term, theirs.enable_short_term);
        assert_eq!(ours.enable_fuzz, theirs.enable_fuzz);
    }

    /// A learner who reviews each card exactly when it falls due, over 30 days, with a fixed
    /// sequence of grades per card (the last one repeating).
    const SIMULATED: [(&str, &[Grade]); 6] = [
        ("warp", &[Grade::Good]),
        ("divergence", &[Grade::Again, Grade::Good]),
        (
            "mechanism",
            &[
                Grade::Hard,
                Grade::Good,
                Grade::Easy,
                Grade::Hard,
                Grade::Good,
            ],
        ),
        ("cost-formula", &[Grade::Easy]),
        (
            "one-lane",
            &[Grade::Good, Grade::Good, Grade::Again, Grade::Good],
        ),
        (
            "key-mitigation",
            &[
                Grade::Hard,
                Grade::Hard,
                Grade::Easy,
                Grade::Again,
                Grade::Hard,
                Grade::Good,
            ],
        ),
    ];

    fn grade_at(sequence: &[Grade], i: usize) -> Grade {
        sequence[i.min(sequence.len() - 1)]
    }

    /// The due dates the crate itself gives, driven directly with `FSRS::default()`.
    fn crate_dues(sequence: &[Grade], start: i64, end: i64) -> (Vec<i64>, FsrsCard) {
        let fsrs = FSRS::default();
        let mut card = FsrsCard::default();
        let mut now = start;
        let mut dues = Vec::new();
        let mut i = 0;
        while now <= end {
            card = fsrs
                .next(card, at(now), grade_at(sequence, i).rating())
                .card;
            now = card.due.timestamp_millis();
            dues.push(now);
            i += 1;
        }
        (dues, card)
    }

    /// The same learner through this module: the queue decides what is shown, `next_due_ms` when.
    fn deck_dues(start: i64, end: i64) -> (BTreeMap<&'static str, Vec<i64>>, Deck) {
        let mut deck = Deck::new();
        let mut dues: BTreeMap<&'static str, Vec<i64>> = BTreeMap::new();
        let mut now = start;
        while now <= end {
            for id in deck.due_queue(now) {
                let Some((_, sequence)) = SIMULATED.iter().find(|(s, _)| *s == id) else {
                    continue;
                };
                if let Some(s) = deck.schedule(id) {
                    assert_eq!(s.due_ms(), now, "{id} is reviewed exactly when due");
                }
                let seen = dues.entry(id).or_default();
                let due = deck.grade(id, grade_at(sequence, seen.len()), now).unwrap();
                seen.push(due);
            }
            match deck.next_due_ms(now) {
                Some(next) => now = next,
                None => break,
            }
        }
        (dues, deck)
    }

    /// The same card, stability and difficulty to a few units in the last place (kept storable).
    fn same_card(a: &FsrsCard, b: &FsrsCard) -> bool {
        let close = |x: f64, y: f64| (x - y).abs() <= 1e-13 * x.abs().max(y.abs());
        let bare = |c: &FsrsCard| FsrsCard {
            stability: 0.0,
            difficulty: 0.0,
            ..c.clone()
        };
        close(a.stability, b.stability) && close(a.difficulty, b.difficulty) && bare(a) == bare(b)
    }

    /// Intervals as a reader checks them: minutes below a day, else days.
    fn spans(start: i64, dues: &[i64]) -> Vec<String> {
        let mut prev = start;
        dues.iter()
            .map(|&d| {
                let span = d - prev;
                prev = d;
                if span % DAY == 0 {
                    format!("{}d", span / DAY)
                } else {
                    format!("{}m", span / MIN)
                }
            })
            .collect()
    }

    #[test]
    fn thirty_days_of_reviews_match_the_crates_intervals() {
        let (start, end) = (t0(), t0() + 30 * DAY);
        let (ours, deck) = deck_dues(start, end);
        // The intervals FSRS-5's defaults give these learners, printed by this test and checked by
        // hand against the crate's formulas: learning steps of 1, 5 and 10 minutes; Good on a
        // learning card after Good takes stability 3.13 × e^(0.503 × 0.657) = 4.35 days, so 4 days
        // (after Again: 0.41 × 1.39 = 0.57, at least 1 day); the first Easy is w[3] = 15.47 days,
        // so 15; a lapse (Again in review) relearns in 5 minutes.
        let expected: [(&str, &[&str]); 6] = [
            ("warp", &["10m", "4d", "15d", "48d"]),
            ("divergence", &["1m", "1d", "3d", "9d", "24d"]),
            ("mechanism", &["5m", "2d", "16d", "24d"]),
            ("cost-formula", &["15d", "144d"]),
            ("one-lane", &["10m", "4d", "5m", "2d", "6d", "16d", "40d"]),
            (
                "key-mitigation",
                &[
                    "5m", "10m", "2d", "5m", "10m", "1d", "2d", "4d", "8d", "16d",
                ],
            ),
        ];
        for (id, sequence) in SIMULATED {
            let (theirs, card) = crate_dues(sequence, start, end);
            let got = ours.get(id).cloned().unwrap_or_default();
            println!("{id}: {:?}", spans(start, &got));
            assert_eq!(got, theirs, "{id}: due dates differ from the crate's");
            let ours = deck
                .schedule(id)
                .map(Schedule::fsrs)
                .cloned()
                .unwrap_or_default();
            assert!(same_card(&ours, &card), "{id}: {ours:?} vs {card:?}");
        }
        for (id, want) in expected {
            let got = spans(start, &ours.get(id).cloned().unwrap_or_default());
            assert_eq!(got, want, "{id}");
        }
    }

    /// A new card's first grade: the crate's learning steps (Again 1 min, Hard 5, Good 10) and
    /// Easy straight to review.
    #[test]
    fn a_new_cards_first_intervals() {
        let table = [
            (Grade::Again, MIN, Phase::Learning),
            (Grade::Hard, 5 * MIN, Phase::Learning),
            (Grade::Good, 10 * MIN, Phase::Learning),
            (Grade::Easy, 15 * DAY, Phase::Review),
        ];
        let deck = Deck::new();
        let preview = deck.preview("warp", t0()).unwrap();
        for ((grade, span, phase), p) in table.into_iter().zip(preview) {
            let mut d = deck.clone();
            let due = d.grade("warp", grade, t0()).unwrap();
            assert_eq!((p.grade, p.due_ms), (grade, due), "preview = grade");
            assert_eq!(due - t0(), span, "{grade:?}");
            assert_eq!(d.schedule("warp").map(Schedule::phase), Some(phase));
            assert_eq!(d.schedule("warp").map(Schedule::reps), Some(1));
        }
    }

    #[test]
    fn preview_matches_grading_at_every_stage() {
        let mut deck = Deck::new();
        let mut now = t0();
        for grade in [
            Grade::Good,
            Grade::Good,
            Grade::Again,
            Grade::Hard,
            Grade::Easy,
        ] {
            let preview = deck.preview("loops", now).unwrap();
            for p in preview {
                let mut d = deck.clone();
                assert_eq!(d.grade("loops", p.grade, now), Ok(p.due_ms));
            }
            now = deck.grade("loops", grade, now).unwrap();
        }
        assert_eq!(deck.preview("nope", now), Err(NO_SUCH_CARD));
    }

    #[test]
    fn grading_refuses_what_it_cannot_record() {
        // (id, time) → the sentence; nothing is recorded.
        let table = [
            ("nope", t0(), NO_SUCH_CARD),
            ("warp", -1, BAD_TIME),
            ("warp", LATEST_MS + 1, BAD_TIME),
            ("warp", LATEST_MS - DAY, CANNOT_SCHEDULE),
        ];
        for (id, now, why) in table {
            let mut deck = Deck::new();
            // Easy on a new card schedules 15 days on: past 9999 from the day before its end.
            assert_eq!(deck.grade(id, Grade::Easy, now), Err(why), "{id} at {now}");
            assert_eq!(deck, Deck::new());
        }
        // A clock set back is taken as the last review's time.
        let mut deck = Deck::new();
        let due = deck.grade("warp", Grade::Good, t0()).unwrap();
        let early = deck.grade("warp", Grade::Good, t0() - DAY).unwrap();
        assert!(early > due);
        assert_eq!(
            deck.schedule("warp").map(Schedule::last_review_ms),
            Some(t0())
        );
    }

    #[test]
    fn the_queue_orders_due_cards_then_new_ones_within_the_daily_allowance() {
        let mut deck = Deck::new();
        let first: Vec<&str> = DECK.iter().take(NEW_PER_DAY).map(|c| c.id).collect();
        assert_eq!(deck.due_queue(t0()), first);
        // Grade three new cards at different times, so their learning steps fall due in turn.
        deck.grade("ballot", Grade::Good, t0()).unwrap(); // due +10 min
        deck.grade("warp", Grade::Hard, t0() + MIN).unwrap(); // due +6 min
        deck.grade("loops", Grade::Again, t0() + 2 * MIN).unwrap(); // due +3 min
        let later = t0() + 20 * MIN;
        let queue = deck.due_queue(later);
        assert_eq!(&queue[..3], &["loops", "warp", "ballot"]);
        assert_eq!(queue.len(), 3 + NEW_PER_DAY - 3);
        assert_eq!(queue[3], "divergence");
        assert_eq!(deck.next_due_ms(t0()), Some(t0() + 3 * MIN));
        assert_eq!(deck.next_due_ms(later), None);
        // Any time the caller passes is answered, never a panic.
        for now in [i64::MIN, -1, i64::MAX] {
            let _ = (deck.due_queue(now), deck.counts(now), deck.next_due_ms(now));
        }
        let counts = deck.counts(later);
        assert_eq!(
            counts,
            Counts {
                due: 3,
                new_today: NEW_PER_DAY - 3,
                unseen: DECK.len() - 3,
                learned: 3,
                total: DECK.len(),
            }
        );
    }

    /// (UTC offset in minutes, time after the first session) → new cards left, after the first
    /// session used the whole allowance: a new study day starts at 04:00 local.
    #[test]
    fn the_new_card_allowance_renews_at_the_start_of_the_study_day() {
        let check = |offset: i32, after: i64, left: usize| {
            let mut deck = Deck::new();
            deck.set_utc_offset_minutes(offset);
            for id in deck.due_queue(t0()) {
                deck.grade(id, Grade::Easy, t0()).unwrap();
            }
            assert_eq!(
                deck.new_left_today(t0() + after),
                left,
                "offset {offset}, +{after} ms"
            );
        };
        // t0 is 09:00 UTC: the UTC study day ends at 04:00 UTC tomorrow, 19 hours on.
        let table = [
            (0, 0, 0),
            (0, 19 * HOUR_MS - 1, 0),
            (0, 19 * HOUR_MS, NEW_PER_DAY),
            // India (UTC+5:30): 14:30 local, so 04:00 local comes 13.5 hours on.
            (330, 13 * HOUR_MS + 30 * MIN - 1, 0),
            (330, 13 * HOUR_MS + 30 * MIN, NEW_PER_DAY),
            // New York in winter (UTC−5): 04:00 local is 09:00 UTC, one day on.
            (-300, DAY - 1, 0),
            (-300, DAY, NEW_PER_DAY),
            // An absurd offset is clamped to UTC+14.
            (100_000, 5 * HOUR_MS - 1, 0),
            (100_000, 5 * HOUR_MS, NEW_PER_DAY),
        ];
        for (offset, after, left) in table {
            check(offset, after, left);
        }
    }

    #[test]
    fn due_texts_in_both_languages() {
        let now = t0();
        // (due − now, UTC offset in minutes, English, Hinglish)
        let table: [(i64, i32, &str, &str); 13] = [
            (-DAY, 0, "now", "abhi"),
            (0, 0, "now", "abhi"),
            (1, 0, "in 1 minute", "1 minute mein"),
            (MIN, 0, "in 1 minute", "1 minute mein"),
            (10 * MIN, 0, "in 10 minutes", "10 minute mein"),
            (59 * MIN + 1, 0, "in 1 hour", "1 ghante mein"),
            (5 * HOUR_MS + 20 * MIN, 0, "in 5 hours", "5 ghante mein"),
            (23 * HOUR_MS + 40 * MIN, 0, "in 1 day", "1 din mein"),
            (3 * DAY, 0, "in 3 days", "3 din mein"),
            (30 * DAY, 0, "in 30 days", "30 din mein"),
            (37 * DAY, 0, "on 8 Apr 2026", "8 Apr 2026 ko"),
            // 09:00 UTC is 00:30 the next day at UTC+15:30 (clamped to UTC+14: 23:00 the same day).
            (37 * DAY, 15 * 60 + 30, "on 8 Apr 2026", "8 Apr 2026 ko"),
            (37 * DAY + 16 * HOUR_MS, 0, "on 9 Apr 2026", "9 Apr 2026 ko"),
        ];
        for (delta, offset, en, hi) in table {
            assert_eq!(due_text(now + delta, now, offset, Lang::En), en, "{delta}");
            assert_eq!(
                due_text(now + delta, now, offset, Lang::HiLatn),
                hi,
                "{delta}"
            );
        }
        let mut deck = Deck::new();
        deck.set_utc_offset_minutes(-600);
        assert_eq!(
            deck.due_text(now + 37 * DAY, now, Lang::En),
            "on 7 Apr 2026"
        );
        assert_eq!(due_text(i64::MAX, 0, 0, Lang::En), "in 106751991167 days");
    }

    #[test]
    fn grades_keys_and_texts() {
        let keys: Vec<char> = GRADES.iter().map(|g| g.key).collect();
        assert_eq!(keys, ['1', '2', '3', '4']);
        for info in GRADES {
            assert_eq!(Grade::from_key(info.key), Some(info.grade));
            assert_eq!(info.grade.info(), &info);
            assert_eq!(
                (info.grade.label(), info.grade.key()),
                (info.label, info.key)
            );
        }
        assert_eq!(Grade::from_key('5'), None);
        let ratings: Vec<Rating> = GRADES.iter().map(|g| g.grade.rating()).collect();
        assert_eq!(ratings, Rating::iter().copied().collect::<Vec<_>>());
        let mut texts = vec![
            IMPORTED,
            NOTHING_IN_FILE,
            NOTHING_USABLE,
            STORAGE_UNREADABLE,
            NOT_KEPT,
            SAVED_NOT_JSON,
            SAVED_NOT_A_RECORD,
            SAVED_TOO_LARGE,
            SAVED_UNKNOWN_VERSION,
            SAVED_NEWER,
            SAVED_SOME_DAMAGED,
            NO_SUCH_CARD,
            BAD_TIME,
            CANNOT_SCHEDULE,
            FILE_TOO_LARGE,
            FILE_NOT_JSON,
            FILE_NOT_EXPORT,
            FILE_WRONG_VERSION,
            FILE_NOT_KEPT,
            REFUSED_DATES,
            NOTHING_TAKEN,
            IMPORT_UNDONE,
            NOTHING_TO_UNDO,
            RESTORED,
            RESTORED_ALL,
            RESTORED_PART,
            STILL_UNREADABLE,
            NOT_SET_ASIDE,
            NOTHING_SHOWN,
            DUE_NOW,
            IN_A_MINUTE,
            IN_MINUTES,
            IN_AN_HOUR,
            IN_HOURS,
            IN_A_DAY,
            IN_DAYS,
            ON_DATE,
        ];
        texts.extend(GRADES.iter().flat_map(|g| [g.label, g.meaning]));
        texts.extend([Phase::Learning, Phase::Review, Phase::Relearning].map(Phase::label));
        for t in texts {
            assert_eq!(t.defect(&[]), None, "{t:?}");
            assert_eq!(
                t.en.matches("{}").count(),
                t.hi.matches("{}").count(),
                "{t:?}"
            );
        }
        // The sentences' figures are the constants'.
        let kb = (MAX_BYTES / 1024).to_string();
        assert!(FILE_TOO_LARGE.en.contains(&kb) && FILE_TOO_LARGE.hi.contains(&kb));
        let year = at(LATEST_MS).year().to_string();
        assert!(CANNOT_SCHEDULE.en.contains(&year) && CANNOT_SCHEDULE.hi.contains(&year));
        assert_eq!(at(LATEST_MS + 1).year(), 10_000);
    }

    /// A saved record with two cards: "warp" sound, and "divergence" with `field` set to `value`.
    fn record_with(field: &str, value: Value) -> String {
        let mut deck = Deck::new();
        deck.grade("warp", Grade::Good, t0()).unwrap();
        deck.grade("divergence", Grade::Good, t0()).unwrap();
        let mut record: Value = serde_json::from_str(&deck.to_json()).unwrap();
        record["cards"]["divergence"][field] = value;
        record.to_string()
    }

    /// What storage gave, the cards kept, the notice, and whether the page may write back.
    type LoadRow = (
        Result<Option<String>, ()>,
        Vec<&'static str>,
        Option<Tr>,
        bool,
    );

    /// (what storage gave) → (cards kept, the notice, may the page write back?)
    fn check_load(
        read: Result<Option<String>, ()>,
        kept: &[&str],
        notice: Option<Tr>,
        may_save: bool,
    ) {
        let what = format!("{read:?}");
        let deck = Deck::load(read);
        let ids: Vec<&str> = deck.cards.keys().copied().collect();
        assert_eq!(ids, kept, "{what}");
        assert_eq!(deck.notices(), notice.as_slice(), "{what}");
        assert_eq!(deck.may_save(), may_save, "{what}");
    }

    #[test]
    fn loading_keeps_every_sound_card_and_says_what_it_set_aside() {
        let both = ["divergence", "warp"];
        let sound = record_with("reps", Value::from(1));
        let cut = sound[..sound.len() / 2].to_string();
        let j = |v: &str| serde_json::from_str::<Value>(v).unwrap();
        let table: Vec<LoadRow> = vec![
            (Ok(None), vec![], None, true),
            (Err(()), vec![], Some(STORAGE_UNREADABLE), false),
            (Ok(Some(sound.clone())), both.to_vec(), None, true),
            (Ok(Some(String::new())), vec![], Some(SAVED_NOT_JSON), true),
            (
                Ok(Some("null".into())),
                vec![],
                Some(SAVED_NOT_A_RECORD),
                true,
            ),
            (
                Ok(Some("[]".into())),
                vec![],
                Some(SAVED_NOT_A_RECORD),
                true,
            ),
            (
                Ok(Some(r#"{"cards":{}}"#.into())),
                vec![],
                Some(SAVED_NOT_A_RECORD),
                true,
            ),
            (
                Ok(Some(r#"{"version":"1","cards":{}}"#.into())),
                vec![],
                Some(SAVED_NOT_A_RECORD),
                true,
            ),
            (
                Ok(Some(r#"{"version":1,"cards":[]}"#.into())),
                vec![],
                Some(SAVED_NOT_A_RECORD),
                true,
            ),
            (Ok(Some(r#"{"version":1}"#.into())), vec![], None, true),
            (
                Ok(Some(r#"{"version":0,"cards":{}}"#.into())),
                vec![],
                Some(SAVED_UNKNOWN_VERSION),
                true,
            ),
            (
                Ok(Some(r#"{"version":2,"cards":{}}"#.into())),
                vec![],
                Some(SAVED_NEWER),
                false,
            ),
            (Ok(Some(cut)), vec![], Some(SAVED_NOT_JSON), true),
            (
                Ok(Some("x".repeat(MAX_BYTES + 1))),
                vec![],
                Some(SAVED_TOO_LARGE),
                true,
            ),
            // What a browser or an editor adds around a record is taken off: a byte order mark,
            // whitespace padding past the size limit.
            (
                Ok(Some(format!("\u{feff}{sound}"))),
                both.to_vec(),
                None,
                true,
            ),
            (
                Ok(Some(format!("{sound}{}", " ".repeat(MAX_BYTES)))),
                both.to_vec(),
                None,
                true,
            ),
            // A record of an unknown older version: set aside, its sound entries recovered.
            (
                Ok(Some(sound.replacen("\"version\":1", "\"version\":0", 1))),
                both.to_vec(),
                Some(SAVED_UNKNOWN_VERSION),
                true,
            ),
            (
                Ok(Some(sound.replace("\"divergence\"", "\"no-such-card\""))),
                vec!["warp"],
                None,
                true,
            ),
            (
                Ok(Some(record_with("stability", Value::from("NaN")))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("stability", Value::from(-1.0)))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("stability", Value::from(0)))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("difficulty", Value::from(11)))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("due", Value::from(-5)))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("due", Value::from(LATEST_MS + 1)))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("due", j("1e17")))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("due", Value::from(1)))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("reps", Value::from(10_000_000_000i64)))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("reps", Value::from(0)))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("lapses", Value::from(2)))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("scheduled_days", Value::from(40_000)))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("state", Value::from("new")))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("first_review", Value::from(LATEST_MS)))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
            (
                Ok(Some(record_with("first_review", Value::Null))),
                both.to_vec(),
                None,
                true,
            ),
            (
                Ok(Some(record_with("stability", Value::from(9.5)))),
                both.to_vec(),
                None,
                true,
            ),
            // A number too large for a double (the browser's JSON.parse reads it as infinity) sets only its
            // card aside: serde_json keeps numbers as written (`arbitrary_precision`), so the record reads.
            (
                Ok(Some(sound.replacen(
                    "\"stability\":",
                    "\"stability\":1e400,\"x\":",
                    1,
                ))),
                vec!["warp"],
                Some(SAVED_SOME_DAMAGED),
                true,
            ),
        ];
        for (read, kept, notice, may_save) in table {
            check_load(read, &kept, notice, may_save);
        }
    }

    /// Decks a learner could have made: grades on cards at times moving forward.
    fn arb_deck() -> impl Strategy<Value = Deck> {
        let step = (0..DECK.len(), 0..4usize, 0..(40 * 24 * 60i64));
        proptest::collection::vec(step, 0..40).prop_map(|steps| {
            let mut deck = Deck::new();
            let mut now = t0();
            for (card, grade, minutes) in steps {
                now += minutes * MIN;
                // A grade that cannot be recorded leaves the deck as it was, which is fine here.
                let _ = deck.grade(DECK[card].id, GRADES[grade].grade, now);
            }
            deck
        })
    }

    fn merged(a: &Deck, b: &Deck) -> Deck {
        let mut out = a.clone();
        out.merge_all(b.cards.clone());
        out
    }

    proptest! {
        #[test]
        fn saved_progress_reads_back(deck in arb_deck()) {
            // The file is the stored record with a line break before the version and before each card.
            let file = deck.export_json();
            prop_assert_eq!(file.replace('\n', ""), deck.to_json());
            prop_assert_eq!(file.lines().count(), 1 + deck.cards.len().max(1));
            for text in [deck.to_json(), file] {
                let back = Deck::load(Ok(Some(text)));
                prop_assert!(back.notices().is_empty() && back.may_save());
                prop_assert_eq!(&back.cards, &deck.cards);
                prop_assert_eq!(back.to_json(), deck.to_json());
            }
        }

        #[test]
        fn merging_is_a_join(a in arb_deck(), b in arb_deck(), c in arb_deck()) {
            prop_assert_eq!(merged(&a, &b), merged(&b, &a));
            prop_assert_eq!(merged(&merged(&a, &b), &c), merged(&a, &merged(&b, &c)));
            prop_assert_eq!(merged(&a, &a), a.clone());
        }
    }

    /// Browser storage as the tests see it: keys, and reads or writes refused per key.
    #[derive(Default)]
    struct Mem {
        data: std::cell::RefCell<BTreeMap<String, String>>,
        read_fails: Vec<&'static str>,
        write_fails: Vec<&'static str>,
    }

    impl Store for Mem {
        fn read(&self, key: &str) -> Result<Option<String>, ()> {
            if self.read_fails.contains(&key) {
                return Err(());
            }
            Ok(self.data.borrow().get(key).cloned())
        }
        fn write(&self, key: &str, text: &str) -> bool {
            if self.write_fails.contains(&key) {
                return false;
            }
            self.data.borrow_mut().insert(key.into(), text.into());
            true
        }
    }

    impl Mem {
        fn holding(record: &str) -> Mem {
            let mem = Mem::default();
            mem.write(STORAGE_KEY, record);
            mem
        }
        fn get(&self, key: &str) -> Option<String> {
            self.data.borrow().get(key).cloned()
        }
    }

    #[test]
    fn saving_merges_other_tabs_and_says_when_it_cannot() {
        // Two tabs grade different cards; each save folds in what the other stored.
        let store = Mem::default();
        let mut a = Deck::open(&store);
        let mut b = Deck::open(&store);
        a.grade("warp", Grade::Good, t0()).unwrap();
        assert!(a.save(&store));
        b.grade("loops", Grade::Good, t0() + MIN).unwrap();
        assert!(b.save(&store));
        let stored = store.get(STORAGE_KEY);
        let back = Deck::load(Ok(stored.clone()));
        assert!(back.schedule("warp").is_some() && back.schedule("loops").is_some());
        // The storage event: tab A learns of B's review; the later review of one card wins.
        a.follow(stored.as_deref());
        assert!(a.schedule("loops").is_some());
        let mut c = a.clone();
        let later = c.grade("warp", Grade::Again, t0() + 20 * MIN).unwrap();
        a.follow(Some(&c.to_json()));
        assert_eq!(a.schedule("warp").map(Schedule::due_ms), Some(later));
        c.follow(stored.as_deref());
        assert_eq!(c.schedule("warp").map(Schedule::due_ms), Some(later));
        a.follow(Some("not json"));
        a.follow(None);
        assert_eq!(a.schedule("warp").map(Schedule::due_ms), Some(later));

        // A damaged record's notice lasts until the save that sets it aside and replaces it.
        let damaged_store = Mem::holding("not json");
        let mut damaged = Deck::open(&damaged_store);
        assert_eq!(damaged.notices(), &[SAVED_NOT_JSON]);
        damaged.grade("warp", Grade::Good, t0()).unwrap();
        assert!(damaged.save(&damaged_store));
        assert!(damaged.notices().is_empty(), "{:?}", damaged.notices());
        assert_eq!(
            damaged_store.get(BACKUP_KEY).as_deref(),
            Some(r#"["not json"]"#)
        );

        // A refused write leaves one lasting notice until a save goes through.
        let full = Mem {
            write_fails: vec![STORAGE_KEY],
            ..Mem::default()
        };
        assert!(!a.save(&full));
        assert!(!a.save(&full));
        assert_eq!(a.notices(), &[NOT_KEPT]);
        assert!(a.save(&Mem::default()));
        assert!(a.notices().is_empty());

        // Storage that cannot be read, or holds a newer record, is never written over.
        let mut d = Deck::new();
        let blocked = Mem {
            read_fails: vec![STORAGE_KEY],
            ..Mem::default()
        };
        assert!(!d.save(&blocked));
        assert_eq!(
            (d.may_save(), d.notices()),
            (false, &[STORAGE_UNREADABLE][..])
        );
        let newer = r#"{"version":2,"cards":{}}"#.to_string();
        let mut e = Deck::new();
        e.grade("warp", Grade::Good, t0()).unwrap();
        let newer_store = Mem::holding(&newer);
        assert!(!e.save(&newer_store));
        assert_eq!(e.notices(), &[SAVED_NEWER]);
        let mut f = Deck::open(&newer_store);
        f.grade("warp", Grade::Good, t0()).unwrap();
        assert!(!f.save(&Mem::default()));
        assert_eq!(newer_store.get(STORAGE_KEY), Some(newer));
        assert_eq!(
            newer_store.get(BACKUP_KEY),
            None,
            "a newer record is not set aside"
        );
        // Nor is an import shown as done where it cannot be kept: refused, the page unchanged.
        let file = e.export_json();
        check_refused(&f, &file, FILE_NOT_KEPT);
        check_refused(&Deck::load(Err(())), &file, FILE_NOT_KEPT);
        // A damaged record is replaced by the next save, once it is set aside.
        let oops = Mem::holding("{oops");
        let mut g = Deck::load(oops.read(STORAGE_KEY));
        g.grade("warp", Grade::Good, t0()).unwrap();
        assert!(g.save(&oops));
        let text = oops.get(STORAGE_KEY);
        assert!(Deck::load(Ok(text)).schedule("warp").is_some());
        assert_eq!(oops.get(BACKUP_KEY).as_deref(), Some(r#"["{oops"]"#));
    }

    /// (file) → the sentence it is refused with; progress is untouched.
    fn check_refused(deck: &Deck, text: &str, why: Tr) {
        let mut d = deck.clone();
        assert_eq!(
            d.import(text, t0()),
            Err(why),
            "{}",
            &text[..text.len().min(60)]
        );
        assert_eq!(&d, deck);
    }

    #[test]
    fn importing_refuses_what_is_not_an_export_and_merges_what_is() {
        let mut here = Deck::new();
        here.grade("warp", Grade::Good, t0()).unwrap();
        here.grade("loops", Grade::Good, t0() + 2 * DAY).unwrap();
        let refused = [
            (" ".repeat(MAX_BYTES + 1), FILE_TOO_LARGE),
            ("{\"version\":1,\"cards\":{".into(), FILE_NOT_JSON),
            ("warp,divergence".into(), FILE_NOT_JSON),
            (String::new(), FILE_NOT_JSON),
            ("[]".into(), FILE_NOT_EXPORT),
            ("{\"version\":1}".into(), FILE_NOT_EXPORT),
            ("{\"version\":1,\"cards\":[]}".into(), FILE_NOT_EXPORT),
            ("{\"version\":2,\"items\":{}}".into(), FILE_WRONG_VERSION),
            ("{\"version\":0,\"cards\":{}}".into(), FILE_WRONG_VERSION),
            ("{\"version\":7,\"cards\":{}}".into(), FILE_WRONG_VERSION),
        ];
        for (text, why) in &refused {
            check_refused(&here, text, *why);
        }

        // The file: "warp" reviewed later than here (taken), "loops" earlier (kept), "ballot" new
        // here (taken), an unknown card and a damaged one (skipped).
        let mut there = Deck::new();
        there.grade("loops", Grade::Again, t0() + DAY).unwrap();
        there.grade("warp", Grade::Easy, t0() + DAY).unwrap();
        there.grade("ballot", Grade::Good, t0() + DAY).unwrap();
        there.grade("divergence", Grade::Good, t0() + DAY).unwrap();
        let mut file: Value = serde_json::from_str(&there.export_json()).unwrap();
        file["cards"]["divergence"]["difficulty"] = Value::from(-3);
        file["cards"]["a-card-from-the-future"] = file["cards"]["ballot"].clone();
        let mut d = here.clone();
        let summary = d.import(&file.to_string(), t0() + 3 * DAY).unwrap();
        assert_eq!(
            summary,
            ImportSummary {
                taken: 2,
                kept: 1,
                skipped: 2,
                due_now: 2,
                refused: vec![],
            }
        );
        let fsrs = |deck: &Deck, id: &str| deck.schedule(id).map(Schedule::fsrs).cloned();
        assert_eq!(fsrs(&d, "warp"), fsrs(&there, "warp"));
        assert_eq!(fsrs(&d, "loops"), fsrs(&here, "loops"));
        assert_eq!(d.schedule("ballot"), there.schedule("ballot"));
        // Each card keeps the earliest first review either side saw (the new-card allowance).
        let first = |deck: &Deck, id: &str| deck.schedule(id).map(Schedule::first_review_ms);
        assert_eq!(first(&d, "warp"), first(&here, "warp"));
        assert_eq!(first(&d, "loops"), first(&there, "loops"));
        assert!(d.schedule("divergence").is_none());
        assert_eq!(
            summary.text(Lang::En),
            "Imported. Cards taken from the file: 2. Kept as they were, because the review here was as recent or more recent: 1. Entries skipped (unknown cards or damaged schedules): 2. Due now: 2."
        );
        assert!(summary
            .text(Lang::HiLatn)
            .starts_with("Import ho gaya. File se liye gaye cards: 2."));
        // A file that changes nothing never says "Imported.".
        let nothing = |taken, kept, skipped| ImportSummary {
            taken,
            kept,
            skipped,
            due_now: 0,
            refused: vec![],
        };
        for (summary, en) in [
            (nothing(0, 0, 0), "Nothing imported: the file holds no reviewed cards. Your progress here is unchanged."),
            (nothing(0, 0, 3), "Nothing imported: of the file's entries (3), none was for a card this deck has with an undamaged schedule. Your progress here is unchanged."),
            (nothing(0, 0, 1), "Nothing imported: of the file's entries (1), none was for a card this deck has with an undamaged schedule. Your progress here is unchanged."),
        ] {
            assert_eq!(summary.text(Lang::En), en);
            assert!(summary.text(Lang::HiLatn).starts_with("Kuch import nahi hua"));
        }
        let mut unknown = serde_json::json!({"version": 1, "cards": {}});
        unknown["cards"]["a-card-from-the-future"] = file["cards"]["ballot"].clone();
        let only_unknown = here.clone().import(&unknown.to_string(), t0()).unwrap();
        assert_eq!(only_unknown.text(Lang::En), nothing(0, 0, 1).text(Lang::En));
        // Importing the same file again takes nothing new.
        let again = d.import(&file.to_string(), t0() + 3 * DAY).unwrap();
        assert_eq!((again.taken, again.kept), (0, 3));
        // Nor does this deck's own export: what is saved reads back exactly.
        let mut e = d.clone();
        let own = e.import(&d.export_json(), t0()).unwrap();
        assert_eq!((own.taken, own.kept, own.skipped), (0, d.cards.len(), 0));
        assert_eq!(e, d);
    }

    /// One tab shows and turns "warp"; something happens elsewhere; the learner grades Easy. (what
    /// happens elsewhere) → (the card still on screen, the change said next to it, the card the
    /// grade landed on).
    #[test]
    fn a_grade_lands_on_the_card_the_learner_saw() {
        // (what happens, the card another tab grades, whether the change is said)
        let table = [
            ("nothing", None, false),
            ("another tab grades the card on screen", Some("warp"), true),
            (
                "another tab grades the next card",
                Some("divergence"),
                false,
            ),
        ];
        let check = |name: &str, elsewhere: Option<&str>, said: bool| {
            let mut here = Deck::new();
            assert_eq!(here.draw(t0(), false), Some("warp"), "{name}");
            let mut there = Deck::load(Ok(Some(here.to_json())));
            if let Some(id) = elsewhere {
                there.grade(id, Grade::Good, t0() + MIN).unwrap();
            }
            here.follow(Some(&there.to_json()));
            // The learner has turned the card: it stays, whatever the queue now says.
            assert_eq!(here.draw(t0() + 2 * MIN, true), Some("warp"), "{name}");
            assert_eq!(here.shown_changed_elsewhere(), said, "{name}");
            let reps_before = here.schedule("warp").map_or(0, Schedule::reps);
            let others_before = here.schedule("divergence").cloned();
            let (graded, _) = here.grade_shown(Grade::Easy, t0() + 2 * MIN).unwrap();
            assert_eq!(graded, "warp", "{name}");
            assert_eq!(
                here.schedule("warp").map(Schedule::reps),
                Some(reps_before + 1),
                "{name}: the grade is on the card seen, after the other review"
            );
            assert_eq!(
                here.schedule("divergence").cloned(),
                others_before,
                "{name}"
            );
            assert_eq!(here.shown(), None, "{name}: graded, it leaves the screen");
        };
        for (name, elsewhere, said) in table {
            check(name, elsewhere, said);
        }
        // A card not yet turned follows the queue (a learning card coming due goes first) unless it
        // changed elsewhere, which is said rather than swapped away.
        let mut d = Deck::new();
        d.grade("warp", Grade::Again, t0()).unwrap();
        assert_eq!(d.draw(t0(), false), Some("divergence"));
        assert_eq!(d.draw(t0() + 2 * MIN, false), Some("warp"));
        assert_eq!(
            Deck::new().grade_shown(Grade::Good, t0()),
            Err(NOTHING_SHOWN)
        );
    }

    /// A record with what this build does not know: (what is in it) → each piece is in the stored
    /// text, as written, after a grade here and a save; and what this build knows still reads.
    #[test]
    fn what_this_build_does_not_know_survives_every_save() {
        let mut deck = Deck::new();
        deck.grade("warp", Grade::Good, t0()).unwrap();
        deck.grade("loops", Grade::Hard, t0()).unwrap();
        let sound = deck.to_json();
        let warp_entry = |extra: &str| {
            let mut entry = deck.schedule("warp").unwrap().entry_json().unwrap();
            entry.pop();
            format!("{entry},{extra}}}")
        };
        // (record, where in it something this build does not know is, and what it is); serde_json
        // keeps numbers as written (`arbitrary_precision`), so they compare as the text had them.
        let table: Vec<(String, &str, &str)> = vec![
            (
                sound.replacen("{", r#"{"history":[1,2.50,{"a":null}],"#, 1),
                "/history",
                r#"[1,2.50,{"a":null}]"#,
            ),
            (
                sound.replacen(r#""cards":{"#, r#""cards":{"a-card-from-the-future":{"due":12345678901234567890123,"x":1e400},"#, 1),
                "/cards/a-card-from-the-future",
                r#"{"due":12345678901234567890123,"x":1e400}"#,
            ),
            (
                {
                    let warp = deck.schedule("warp").unwrap().entry_json().unwrap();
                    sound.replacen(&warp, &warp_entry(r#""ease":2.50,"big":12345678901234567890123,"log":["x",0.1]"#), 1)
                },
                "/cards/warp/big",
                "12345678901234567890123",
            ),
        ];
        let check = |record: &str, at: &str, kept: &str| {
            let want: Value = serde_json::from_str(kept).unwrap();
            let got = |text: &str| {
                serde_json::from_str::<Value>(text)
                    .ok()
                    .and_then(|v| v.pointer(at).cloned())
            };
            let store = Mem::holding(record);
            let mut d = Deck::open(&store);
            // A grade on another card, and one on the card with unknown fields.
            d.grade("ballot", Grade::Good, t0() + MIN).unwrap();
            assert!(d.save(&store), "{record}");
            d.grade("warp", Grade::Good, t0() + DAY).unwrap();
            assert!(d.save(&store), "{record}");
            let text = store.get(STORAGE_KEY).unwrap_or_default();
            assert_eq!(got(&text).as_ref(), Some(&want), "{at} lost: {text}");
            assert!(Deck::load(Ok(Some(text.clone())))
                .schedule("ballot")
                .is_some());
            // And a second tab on the old build's record keeps it too when it saves.
            let mut other = Deck::load(Ok(Some(record.to_string())));
            other
                .grade("key-mitigation", Grade::Easy, t0() + 2 * DAY)
                .unwrap();
            assert!(other.save(&store));
            let text = store.get(STORAGE_KEY).unwrap_or_default();
            assert_eq!(
                got(&text).as_ref(),
                Some(&want),
                "{at} lost by the second tab: {text}"
            );
            assert_eq!(store.get(BACKUP_KEY), None, "nothing needed setting aside");
        };
        for (record, at, kept) in &table {
            check(record, at, kept);
        }
    }

    /// (stored text) → (set aside in the backup key?, cards recovered from it); the next save never
    /// writes over it before the copy is made.
    #[test]
    fn an_unreadable_record_is_set_aside_before_anything_overwrites_it() {
        let mut deck = Deck::new();
        deck.grade("warp", Grade::Good, t0()).unwrap();
        let sound = deck.to_json();
        let deep = format!("{}{}", "[".repeat(300), "]".repeat(300));
        let table: Vec<(String, bool, Vec<&str>)> = vec![
            (
                sound.replacen(r#""version":1"#, r#""version":0"#, 1),
                true,
                vec!["warp"],
            ),
            ("5".into(), true, vec![]),
            (format!("\u{feff}{sound}"), false, vec!["warp"]),
            (deep, true, vec![]),
            ("x".repeat(MAX_BYTES + 1), true, vec![]),
            (
                format!("{sound}{}", " ".repeat(MAX_BYTES)),
                false,
                vec!["warp"],
            ),
            ("{\"version\":1,\"cards\":".into(), true, vec![]),
        ];
        let check = |text: &str, set_aside: bool, recovered: &[&str]| {
            let what = &text[..text.len().min(40)];
            let store = Mem::holding(text);
            let mut d = Deck::open(&store);
            let ids: Vec<&str> = d.cards.keys().copied().collect();
            assert_eq!(ids, recovered, "{what}");
            let backup = store.get(BACKUP_KEY);
            let expected = set_aside.then(|| serde_json::to_string(&[text]).unwrap());
            assert_eq!(backup, expected, "{what}: set aside at once, byte for byte");
            d.grade("loops", Grade::Good, t0()).unwrap();
            assert!(d.save(&store), "{what}");
            assert_eq!(
                store.get(BACKUP_KEY),
                expected,
                "{what}: kept through the save"
            );
            let now = Deck::load(Ok(store.get(STORAGE_KEY)));
            for id in recovered.iter().chain(["loops"].iter()) {
                assert!(now.schedule(id).is_some(), "{what}: {id}");
            }
        };
        for (text, set_aside, recovered) in &table {
            check(text, *set_aside, recovered);
        }

        // A later unreadable record is appended, never put in place of the first.
        let store = Mem::holding("first");
        let mut a = Deck::open(&store);
        a.grade("warp", Grade::Good, t0()).unwrap();
        store.write(STORAGE_KEY, "second");
        assert!(a.save(&store));
        assert_eq!(
            store.get(BACKUP_KEY).as_deref(),
            Some(r#"["first","second"]"#)
        );
        // Where no copy can be made, the record is left in place and the page says so.
        let refusing = Mem {
            write_fails: vec![BACKUP_KEY],
            ..Mem::holding("{oops")
        };
        let mut b = Deck::open(&refusing);
        assert!(b.notices().contains(&NOT_SET_ASIDE));
        b.grade("warp", Grade::Good, t0()).unwrap();
        assert!(!b.save(&refusing));
        assert_eq!(refusing.get(STORAGE_KEY).as_deref(), Some("{oops"));
        // "Restore it": a record read whole leaves the backup; one still unreadable stays.
        let old = sound.replacen(r#""version":1"#, r#""version":0"#, 1);
        let backup = set_aside_with(Some(r#"["not json"]"#), &old).unwrap();
        let mut c = Deck::new();
        let restored = c.restore(&backup).unwrap();
        assert_eq!(
            (restored.taken, restored.read, restored.whole),
            (1, true, false)
        );
        assert_eq!(restored.backup, backup, "neither was read whole");
        assert!(c.schedule("warp").is_some());
        let mut e = Deck::new();
        let whole = set_aside_with(None, &format!("\u{feff}{sound}")).unwrap();
        let back = e.restore(&whole).unwrap();
        assert_eq!(
            (back.taken, back.whole, back.backup.as_str()),
            (1, true, "[]")
        );
        assert!(back
            .text(Lang::En)
            .starts_with("Read the set-aside record again. Cards taken from it: 1."));
        let nothing = Deck::new().restore(r#"["not json"]"#).unwrap();
        assert_eq!(nothing.text(Lang::En), STILL_UNREADABLE.en);
        assert_eq!(nothing.backup, r#"["not json"]"#);
        check_refused_restore();
    }

    fn check_refused_restore() {
        let mut d = Deck::load(Err(()));
        assert_eq!(d.restore(r#"["x"]"#), Err(FILE_NOT_KEPT));
    }

    /// A file with schedules dated 2200, 9999 or 1990: (card, its dates) → refused and named; the
    /// rest merged (the later review wins); "Undo import" restores exactly the deck before it.
    #[test]
    fn an_import_refuses_implausible_dates_merges_and_can_be_undone() {
        let year = |y: i32| {
            Utc.with_ymd_and_hms(y, 1, 1, 0, 0, 0)
                .single()
                .unwrap()
                .timestamp_millis()
        };
        let mut here = Deck::new();
        here.grade("warp", Grade::Good, t0()).unwrap();
        here.grade("loops", Grade::Good, t0() + 2 * DAY).unwrap();
        let mut there = Deck::new();
        for id in ["warp", "loops", "ballot", "divergence", "mechanism"] {
            there.grade(id, Grade::Good, t0() + DAY).unwrap();
        }
        let mut file: Value = serde_json::from_str(&there.export_json()).unwrap();
        // (card, first review, last review, due) in the file
        let dated = [
            ("warp", year(2200), year(2200), year(2200) + DAY),
            ("ballot", t0(), t0() + DAY, year(9999)),
            ("mechanism", year(1990), year(1990), t0()),
        ];
        for (id, first, last, due) in dated {
            file["cards"][id]["first_review"] = Value::from(first);
            file["cards"][id]["last_review"] = Value::from(last);
            file["cards"][id]["due"] = Value::from(due);
        }
        let now = t0() + 3 * DAY;
        let mut d = here.clone();
        d.draw(now, false);
        let before = d.clone();
        let summary = d.import(&file.to_string(), now).unwrap();
        assert_eq!(
            (
                summary.taken,
                summary.kept,
                summary.skipped,
                summary.refused.clone()
            ),
            (1, 1, 0, vec!["ballot", "mechanism", "warp"])
        );
        assert_eq!(
            d.schedule("warp"),
            here.schedule("warp"),
            "the real schedule stays"
        );
        let fsrs = |deck: &Deck, id: &str| deck.schedule(id).map(Schedule::fsrs).cloned();
        assert_eq!(
            fsrs(&d, "loops"),
            fsrs(&here, "loops"),
            "the later review here is kept"
        );
        assert_eq!(d.schedule("divergence"), there.schedule("divergence"));
        assert!(d.schedule("ballot").is_none() && d.schedule("mechanism").is_none());
        assert_eq!(
            summary.text(Lang::En),
            "Imported. Cards taken from the file: 1. Kept as they were, because the review here was as recent or more recent: 1. Entries skipped (unknown cards or damaged schedules): 0. Due now: 3. Refused, because their dates are before 2000 or more than 100 years from now (3): ballot, mechanism, warp; their schedules here are unchanged."
        );
        assert!(summary.text(Lang::HiLatn).contains("Mana kiye gaye"));
        // Undo: exactly the deck before, and the next save writes it without folding the import back.
        let store = Mem::default();
        assert!(d.save(&store));
        assert!(d.can_undo_import());
        d.undo_import().unwrap();
        assert_eq!(d.cards, before.cards);
        assert!(d.save(&store));
        assert_eq!(store.get(STORAGE_KEY), Some(before.to_json()));
        assert_eq!(d.undo_import(), Err(NOTHING_TO_UNDO));
        // A grade ends the offer.
        d.import(&file.to_string(), now).unwrap();
        d.grade("key-mitigation", Grade::Good, now).unwrap();
        assert!(!d.can_undo_import());
        // A file with nothing plausible says so and changes nothing.
        let mut only_bad = serde_json::json!({"version": 1, "cards": {}});
        only_bad["cards"]["warp"] = file["cards"]["warp"].clone();
        let mut e = here.clone();
        let s = e.import(&only_bad.to_string(), now).unwrap();
        assert!(s.text(Lang::En).starts_with(
            "Nothing imported: no card in the file had a schedule that could be taken."
        ));
        assert_eq!(e, here);
        assert!(!e.can_undo_import());
    }
}
