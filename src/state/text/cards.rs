//! The Flashcards view's own words in both languages (the cards themselves live in `model::cards`, the
//! scheduler's sentences in `state::cards`).

use crate::model::i18n::Tr;

pub const TITLE: Tr = Tr::new(
    "Flashcards: spaced review",
    "Flashcards: waqt-waqt par dohrao",
);
pub const INTRO: Tr = Tr::new(
    "Recall the answer before you turn the card, then say how well you knew it. FSRS, a spaced-repetition scheduler, brings each card back just before you would forget it. Reviews are kept in this browser; export them to move to another.",
    "Card palatne se pehle jawab yaad karo, phir batao kitna achha yaad tha. FSRS, ek spaced-repetition scheduler, har card ko tab wapas laata hai jab tum use bhoolne hi waale hote ho. Reviews isi browser mein rehte hain; doosre browser mein le jaane ke liye export karo.",
);
pub const DUE: Tr = Tr::new("Due now", "Abhi due");
pub const NEW_TODAY: Tr = Tr::new("New today", "Aaj ke naye");
pub const LEARNED: Tr = Tr::new("Reviewed at least once", "Kam se kam ek baar dohraaye");
pub const TOTAL: Tr = Tr::new("Cards in the deck", "Deck mein cards");
pub const FRONT: Tr = Tr::new("Question", "Sawaal");
pub const BACK: Tr = Tr::new("Answer", "Jawab");
pub const SHOW: Tr = Tr::new("Show the answer (Space)", "Jawab dikhao (Space)");
pub const HOW_WELL: Tr = Tr::new("How well did you recall it?", "Kitna achha yaad aaya?");
pub const NEXT_AFTER: Tr = Tr::new("next {}", "agla {}");
pub const ALL_DONE: Tr = Tr::new(
    "Nothing is due now. The next card is due {}.",
    "Abhi kuch due nahi hai. Agla card {} due hai.",
);
pub const ALL_DONE_TODAY: Tr = Tr::new(
    "Nothing is due now, and today's new cards are done. Come back tomorrow.",
    "Abhi kuch due nahi, aur aaj ke naye cards ho gaye. Kal wapas aana.",
);
pub const NEW_TOMORROW: Tr = Tr::new(
    "Today's new cards are done: {} more open tomorrow (a study day starts at 04:00).",
    "Aaj ke naye cards ho gaye: kal {} aur khulenge (padhai ka din subah 04:00 baje shuru hota hai).",
);
pub const GRADED: Tr = Tr::new("Graded {}: due again {}.", "{} diya: phir se due {}.");
pub const KEYS: Tr = Tr::new(
    "Keys: Space turns the card; 1 Again, 2 Hard, 3 Good, 4 Easy grade it once it is turned.",
    "Keys: Space se card palto; palatne ke baad 1 Phir se, 2 Mushkil, 3 Theek, 4 Aasaan se grade karo.",
);
pub const EXPORT: Tr = Tr::new("Export progress (JSON)", "Progress export karo (JSON)");
pub const IMPORT: Tr = Tr::new(
    "Import progress from a file",
    "File se progress import karo",
);
pub const EXPORTED: Tr = Tr::new(
    "Progress saved as warpwise-flashcards.json.",
    "Progress warpwise-flashcards.json mein save ho gayi.",
);
pub const EXPORT_FAILED: Tr = Tr::new(
    "The browser would not save the file: {}.",
    "Browser ne file save nahi ki: {}.",
);
pub const READ_FAILED: Tr = Tr::new(
    "The file could not be read; your progress is unchanged.",
    "File padhi nahi ja saki; tumhari progress waisi hi hai.",
);
pub const STATE: Tr = Tr::new("{} · reviews so far: {}", "{} · ab tak ke reviews: {}");
pub const NEW_CARD: Tr = Tr::new("New card", "Naya card");

pub const CHANGED_ELSEWHERE: Tr = Tr::new(
    "This card was reviewed elsewhere while it was on screen (in another tab, or by an import). It stays here: your grade is recorded on this card, after that review.",
    "Yeh card screen par rehte hue kahin aur review hua (doosre tab mein, ya import se). Yeh yahin rehta hai: tumhara grade isi card par, us review ke baad, record hoga.",
);
pub const UNDO_IMPORT: Tr = Tr::new("Undo import", "Import undo karo");
pub const SET_ASIDE: Tr = Tr::new(
    "A saved flashcard record that Warpwise could not read is kept aside in this browser. Download it to keep it, or try reading it again into your progress.",
    "Ek saved flashcard record jise Warpwise padh nahi saka, isi browser mein alag rakha hai. Use rakhne ke liye download karo, ya use phir se padhkar apne progress mein jodne ki koshish karo.",
);
pub const DOWNLOAD_SET_ASIDE: Tr = Tr::new(
    "Download the set-aside record",
    "Alag rakha record download karo",
);
pub const RESTORE_SET_ASIDE: Tr = Tr::new("Restore it", "Use restore karo");
pub const DOWNLOADED_SET_ASIDE: Tr = Tr::new(
    "The set-aside record was saved as warpwise-flashcards-set-aside.json.",
    "Alag rakha record warpwise-flashcards-set-aside.json mein save ho gaya.",
);

/// Every text above, for the test that each has both languages.
pub const ALL: [Tr; 29] = [
    CHANGED_ELSEWHERE,
    UNDO_IMPORT,
    SET_ASIDE,
    DOWNLOAD_SET_ASIDE,
    RESTORE_SET_ASIDE,
    DOWNLOADED_SET_ASIDE,
    NEW_TOMORROW,
    TITLE,
    INTRO,
    DUE,
    NEW_TODAY,
    LEARNED,
    TOTAL,
    FRONT,
    BACK,
    SHOW,
    HOW_WELL,
    NEXT_AFTER,
    ALL_DONE,
    ALL_DONE_TODAY,
    GRADED,
    KEYS,
    EXPORT,
    IMPORT,
    EXPORTED,
    EXPORT_FAILED,
    READ_FAILED,
    STATE,
    NEW_CARD,
];
