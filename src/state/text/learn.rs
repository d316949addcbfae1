//! The Learn and Flashcards views' own words in both languages (the topics' and cards' content lives in
//! `model::learn` and `model::cards`).

use crate::model::i18n::Tr;

pub const TITLE: Tr = Tr::new(
    "Learn: warp divergence, topic by topic",
    "Seekho: warp divergence, ek-ek topic karke",
);
pub const INTRO: Tr = Tr::new(
    "Ten short topics in order. Each has a live element — a figure to change or a view opened at the right scenario — and ends with a question: commit your answer before you see why.",
    "Dus chhote topics, ek kram mein. Har topic mein ek live cheez hai — badalne wala figure ya sahi scenario par khula view — aur aakhir mein ek sawaal: wajah dekhne se pehle apna answer commit karo.",
);
pub const TOPICS: Tr = Tr::new("Topics", "Topics ki list");
pub const TOPIC_OF: Tr = Tr::new("Topic {} of {}", "Topic {} / {}");
pub const TRY_IT: Tr = Tr::new("Try it live", "Live aazmao");
pub const CODE: Tr = Tr::new("Code side by side", "Code aamne-saamne");
pub const CALCULATOR: Tr = Tr::new(
    "The issue ceiling and the roofline (H200 SXM defaults)",
    "Issue ki chhat aur roofline (H200 SXM ke default)",
);
pub const CALCULATOR_NOTE: Tr = Tr::new(
    "Change the efficiency or the intensity: the solid roof drops with lane-weighted efficiency and its ridge moves left, so a kernel left of the ridge waits on memory whatever its divergence.",
    "Efficiency ya intensity badlo: solid chhat lane-weighted efficiency ke saath girti hai aur uska ridge baayein khisakta hai, isliye ridge ke baayein wala kernel memory ka intezaar karta hai, divergence chahe jitna ho.",
);
pub const CHECK_YOURSELF: Tr = Tr::new("Check yourself", "Khud ko jaancho");
pub const COMMIT: Tr = Tr::new("Check my answer", "Mera answer check karo");
pub const REVEAL: Tr = Tr::new("Show the answer", "Answer dikhao");
pub const PREVIOUS: Tr = Tr::new("← Previous: {}", "← Pichhla: {}");
pub const NEXT: Tr = Tr::new("Next: {} →", "Agla: {} →");
pub const TRIED: Tr = Tr::new("✗ tried, not right", "✗ try kiya, sahi nahi");
pub const CHOSE_RIGHT: Tr = Tr::new("✓ your answer, right", "✓ tumhara answer, sahi");
pub const THE_RIGHT_ONE: Tr = Tr::new("✓ the right answer", "✓ sahi answer");
pub const PAGER: Tr = Tr::new("Previous and next topic", "Pichhla aur agla topic");
pub const CARDS_LINK: Tr = Tr::new(
    "Review it all later with the flashcards",
    "Baad mein sab kuch flashcards se dohrao",
);

/// Every text above, for the test that each has both languages.
pub const ALL: [Tr; 18] = [
    TRIED,
    CHOSE_RIGHT,
    THE_RIGHT_ONE,
    PAGER,
    TITLE,
    INTRO,
    TOPICS,
    TOPIC_OF,
    TRY_IT,
    CODE,
    CALCULATOR,
    CALCULATOR_NOTE,
    CHECK_YOURSELF,
    COMMIT,
    REVEAL,
    PREVIOUS,
    NEXT,
    CARDS_LINK,
];
