//! The Ladder view's words in both languages: the page, its toolbar and progress, and each exercise
//! card's buttons, status lines and verdicts (the items' own texts, in both languages, are
//! `model::exercises`' and `model::misconceptions`'; the errata's are `model::errata`'s).

use crate::model::exercises::ONE_FORMULA;
use crate::model::i18n::{fill, Lang, Tr};

// The page.
pub const TITLE: Tr = Tr::new("Exercise ladder", "Exercises ki ladder");
pub const INTRO: Tr = Tr::new(
    "Work top to bottom. Commit to an answer before you look: you get three tries per item, with a hint after each wrong one, and a solution enters the page only after that or when you choose to see it.",
    "Upar se neeche ki taraf chalo. Dekhne se pehle apna answer commit karo: har item par teen tries milti hain, har galat try ke baad ek hint, aur solution page par tabhi aata hai jab tries khatam ho jaayein ya tum khud use dekhna chuno.",
);
pub const SEED: Tr = Tr::new(
    "Variant seed (blank: the source notes' own numbers)",
    "Variant seed (khaali chhodo: source notes ke apne numbers)",
);
pub const NEW_SET: Tr = Tr::new(
    "New numbers for the whole set",
    "Poore set ke liye naye numbers",
);
pub const NOTES_NUMBERS: Tr = Tr::new("The source notes' numbers", "Source notes wale numbers");
pub const LEVELS: Tr = Tr::new("Levels", "Saare levels");
pub const LEVEL_PROGRESS: Tr = Tr::new(
    "{} of {} answered, {} right",
    "{} answer diye, kul {} mein se; {} sahi",
);
/// The levels' names, in `model::exercises::LEVELS` order (level 1 first).
pub const LEVEL_NAMES: [Tr; 5] = [
    Tr::new("Recognition", "Pehchaan"),
    Tr::new("Application", "Istemaal"),
    Tr::new("Analysis", "Jaanch-padtaal"),
    Tr::new("Synthesis", "Jodkar banana"),
    Tr::new("Mastery", "Maharat"),
];
pub const FORGET: Tr = Tr::new(
    "Forget every answer on this device?",
    "Is device par diye saare answers bhula dein?",
);
pub const YES_RESET: Tr = Tr::new("Yes, reset progress", "Haan, progress reset karo");
pub const CANCEL: Tr = Tr::new("Cancel", "Rehne do");
pub const RESET: Tr = Tr::new("Reset progress", "Progress reset karo");
pub const FORMULA_TITLE: Tr = Tr::new(
    "The one formula to leave with",
    "Yaad rakhne wala ek formula",
);
pub const FORMULA: Tr = Tr::new(
    ONE_FORMULA,
    "T_div = Σ (jin paths par ≥ 1 taker hai, unki lengths); T_ideal = max (wahi lengths); path efficiency = T_ideal / T_div. Kitni lanes kis path par hain, isse timing nahi badalti; pehle aur baad ka uniform code ek hi baar chalta hai.",
);

// One card.
pub const SEED_NUMBERS: Tr = Tr::new("Numbers: variant seed {}", "Numbers: variant seed {} se");
pub const OWN_NUMBERS: Tr = Tr::new(
    "Numbers: the source notes' own",
    "Numbers: source notes ke apne",
);
/// The source notes' own numbers of an item the tutor works out elsewhere (where: one of the two below).
pub const OWN_NUMBERS_WORKED: Tr = Tr::new(
    "Numbers: the source notes' own, worked out {} — press New numbers to test yourself on numbers you have not seen",
    "Numbers: source notes ke apne, jo {} hal kiye gaye hain — jo numbers tumne nahi dekhe un par khud ko test karne ke liye “naye numbers” dabao",
);
pub const ON_START_PAGE: Tr = Tr::new("on the Start page", "Shuru page par");
pub const IN_LEARN_COST_RULE: Tr = Tr::new(
    "in Learn's topic “The cost rule”",
    "Seekho ke topic “Cost ka rule” mein",
);
pub const NEW_NUMBERS: Tr = Tr::new("New numbers for {}", "{} ke liye naye numbers");
pub const SOLVED: Tr = Tr::new("Solved on try {}.", "Try {} mein solve ho gaya.");
/// Tries left, "try" or "tries", then one of the three endings below.
pub const NOT_YET: Tr = Tr::new(
    "Not yet: {} {} left before the solution is shown; {}",
    "Abhi nahi: solution dikhne se pehle {} {} baaki; {}",
);
pub const NEW_HINT: Tr = Tr::new(
    "a new hint is open below.",
    "ek naya hint neeche khul gaya hai.",
);
pub const RETHINK: Tr = Tr::new(
    "rethink the reasoning named beside the answer.",
    "answer ke bagal mein likhi reasoning par phir se socho.",
);
pub const ALL_HINTS: Tr = Tr::new(
    "every hint is already open below.",
    "saare hints pehle se neeche khule hain.",
);
pub const REVEALED: Tr = Tr::new(
    "{} tries used: the answer and the solution are below.",
    "{} tries ho gayi: answer aur solution neeche hain.",
);
pub const RIGHT: Tr = Tr::new("✔ Right.", "✔ Sahi.");
pub const WRONG: Tr = Tr::new("✘ Not quite.", "✘ Poora sahi nahi.");
pub const LIKELY: Tr = Tr::new(" Likely reasoning — {}", " Shayad yeh socha — {}");
pub const THE_ANSWER: Tr = Tr::new(" The answer is {}.", " Sahi answer {} hai.");
pub const CORRECTED: Tr = Tr::new(
    "⚑ Corrected from the source notes; the note appears with the solution.",
    "⚑ Source notes se sudhara gaya; yeh note solution ke saath dikhega.",
);
pub const CODE_OF: Tr = Tr::new(
    "Code of {} (scrolls sideways on a narrow screen)",
    "{} ka code (chhoti screen par side mein scroll hota hai)",
);
pub const OPEN_SCENARIO: Tr = Tr::new(
    "Open this scenario in its view",
    "Yeh scenario uske view mein kholo",
);
pub const CHECK: Tr = Tr::new("Check answer", "Answer check karo");
pub const SHOW_SOLUTION: Tr = Tr::new("Show solution", "Solution dikhao");
pub const SHOW_HINT: Tr = Tr::new("Show hint ({} of {})", "Hint dikhao ({}/{})");
pub const HINT: Tr = Tr::new("Hint {} of {}: {}", "Hint {}/{}: {}");
pub const WORKED: Tr = Tr::new("Worked solution", "Poora hal, step by step");
pub const ERRATUM: Tr = Tr::new("Erratum — {}", "Erratum (sudhaar) — {}");
pub const SOURCE_SAYS: Tr = Tr::new(
    "The source says: \u{201c}{}\u{201d}",
    "Source kehta hai: \u{201c}{}\u{201d}",
);
pub const BUILT_VARIANT: Tr = Tr::new(
    "These are new numbers for the source note's item; how the source note's own statement was built: {}",
    "Yeh source note ke item ke liye naye numbers hain; source note ka apna statement kaise bana: {}",
);
pub const BUILT: Tr = Tr::new(
    "How this statement was built: {}",
    "Yeh statement kaise bana: {}",
);
pub const NOT_TRIED: Tr = Tr::new("Not tried yet.", "Abhi tak try nahi kiya.");
/// The record line of an item on its own "New numbers": practice, recorded nowhere.
pub const PRACTICE_RECORD: Tr = Tr::new(
    "Practice numbers: tries on them are not recorded, and your record on the set's numbers stays as it was.",
    "Practice numbers: in par tries record nahi hoti, aur set ke numbers par tumhara record waisa hi rehta hai.",
);
pub const ANSWERED_RIGHT: Tr = Tr::new(" · answered right", " · sahi answer diya");
/// The status once "Show solution" was pressed.
pub const SHOWN: Tr = Tr::new(
    "Solution shown: it is below, and this item takes no more answers.",
    "Solution dikha diya: woh neeche hai, aur yeh item ab aur answers nahi leta.",
);
/// The record line of an item whose solution was shown before any check.
pub const SHOWN_UNTRIED: Tr = Tr::new(
    "Not answered · solution shown.",
    "Answer nahi diya · solution dekh liya.",
);
/// In place of the scenario's link until the item is closed: that view's readouts are the answers.
pub const SCENARIO_LATER: Tr = Tr::new(
    "Its view opens from here once this item is closed (solved, tries used up, or solution shown): that view's readouts are this item's answers.",
    "Iska view yahin se khulega jab yeh item band ho jaye (solve ho gaya, tries khatam, ya solution dekh liya): us view ki readings hi is item ke answers hain.",
);
/// "Show solution" asks first.
pub const CONFIRM_SOLUTION: Tr = Tr::new(
    "Show the solution? This item then takes no more answers, and it is not counted as answered.",
    "Solution dikhayein? Uske baad yeh item aur answers nahi lega, aur ise answer diya hua nahi gina jayega.",
);
pub const YES_SHOW: Tr = Tr::new("Yes, show the solution", "Haan, solution dikhao");
pub const KEEP_TRYING: Tr = Tr::new("Keep trying", "Koshish jaari rakho");
pub const SOLUTION_SHOWN: Tr = Tr::new(" · solution shown", " · solution dekh liya");
pub const ATTEMPTS: Tr = Tr::new("Attempts: {}{}", "Kitni tries: {}{}");
/// A number field's label: the part's label, its unit and its tolerance.
const NUMBER_LABEL: Tr = Tr::new("{} ({}, tolerance {})", "{} ({}, {} tak ki chhoot)");
/// A number with no unit to name.
const NUMBER_LABEL_BARE: Tr = Tr::new("{} (tolerance {})", "{} ({} tak ki chhoot)");

/// A number field's label: what it asks, its unit when it has one, and the tolerance of the check.
pub fn number_label(label: &str, unit: &str, tolerance: &str, lang: Lang) -> String {
    match unit.trim() {
        "" => fill(NUMBER_LABEL_BARE.get(lang), &[label, tolerance]),
        unit => fill(NUMBER_LABEL.get(lang), &[label, unit, tolerance]),
    }
}

/// A level's name in `lang`; the model's own English name when the level is unknown.
pub fn level_name(level: u8, english: &'static str, lang: Lang) -> &'static str {
    LEVEL_NAMES
        .get(usize::from(level).wrapping_sub(1))
        .filter(|t| t.en == english)
        .map_or(english, |t| t.get(lang))
}

/// Every text above, for the test that each has both languages.
pub const ALL: [Tr; 59] = [
    SHOWN_UNTRIED,
    SCENARIO_LATER,
    CONFIRM_SOLUTION,
    YES_SHOW,
    KEEP_TRYING,
    TITLE,
    INTRO,
    SEED,
    NEW_SET,
    NOTES_NUMBERS,
    LEVELS,
    LEVEL_PROGRESS,
    LEVEL_NAMES[0],
    LEVEL_NAMES[1],
    LEVEL_NAMES[2],
    LEVEL_NAMES[3],
    LEVEL_NAMES[4],
    FORGET,
    YES_RESET,
    CANCEL,
    RESET,
    FORMULA_TITLE,
    FORMULA,
    SEED_NUMBERS,
    OWN_NUMBERS,
    OWN_NUMBERS_WORKED,
    ON_START_PAGE,
    IN_LEARN_COST_RULE,
    NEW_NUMBERS,
    SOLVED,
    NOT_YET,
    NEW_HINT,
    RETHINK,
    ALL_HINTS,
    REVEALED,
    RIGHT,
    WRONG,
    LIKELY,
    THE_ANSWER,
    CORRECTED,
    CODE_OF,
    OPEN_SCENARIO,
    CHECK,
    SHOW_SOLUTION,
    SHOW_HINT,
    HINT,
    WORKED,
    ERRATUM,
    SOURCE_SAYS,
    BUILT_VARIANT,
    BUILT,
    NOT_TRIED,
    PRACTICE_RECORD,
    ANSWERED_RIGHT,
    SHOWN,
    SOLUTION_SHOWN,
    ATTEMPTS,
    NUMBER_LABEL,
    NUMBER_LABEL_BARE,
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::exercises::LEVELS as MODEL_LEVELS;

    /// The level names follow the model's, so English reads exactly as the model says.
    #[test]
    fn level_names_follow_the_model() {
        for (i, &(level, name)) in MODEL_LEVELS.iter().enumerate() {
            assert_eq!(LEVEL_NAMES[i].en, name);
            assert_eq!(level_name(level, name, Lang::En), name);
            assert_eq!(level_name(level, name, Lang::HiLatn), LEVEL_NAMES[i].hi);
        }
        assert_eq!(level_name(9, "Other", Lang::HiLatn), "Other");
    }

    #[test]
    fn a_number_label_names_its_unit_only_when_it_has_one() {
        let table = [
            (
                "T_div",
                " cycles",
                "±0.5",
                Lang::En,
                "T_div (cycles, tolerance ±0.5)",
            ),
            ("Warps", "", "±0", Lang::En, "Warps (tolerance ±0)"),
            ("Warps", " ", "±0", Lang::HiLatn, "Warps (±0 tak ki chhoot)"),
            (
                "T_div",
                "cycles",
                "±0.5",
                Lang::HiLatn,
                "T_div (cycles, ±0.5 tak ki chhoot)",
            ),
        ];
        for (label, unit, tolerance, lang, expected) in table {
            assert_eq!(number_label(label, unit, tolerance, lang), expected);
        }
    }
}
