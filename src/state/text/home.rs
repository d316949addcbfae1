//! The Start view's words in both languages.

use crate::model::i18n::Tr;

pub const TITLE: Tr = Tr::new(
    "Warp divergence, and what it costs",
    "Warp divergence, aur uski keemat",
);
pub const LEAD: Tr = Tr::new(
    "A GPU runs threads in warps of 32 lanes that share one instruction stream. When the lanes of a warp disagree at a branch, the warp issues every path that any lane takes, one after another, with the other lanes masked off: one lane on a long path costs the whole path.",
    "GPU threads ko 32 lanes ke warps mein chalata hai, aur ek warp ki saari lanes ek hi instruction stream share karti hain. Jab kisi branch par lanes alag-alag raasta leti hain, toh warp har woh path issue karta hai jo koi bhi lane leti hai, ek ke baad ek, aur baaki lanes masked rehti hain: lambe path par ek akeli lane bhi poore path ki keemat lagwa deti hai.",
);
pub const EXAMPLE: Tr = Tr::new(
    "Eight lanes on a 15-cycle path and 24 lanes on a 25-cycle path cost 15 + 25 = 40 cycles, not 25 — a path efficiency of 62.5%. Every view here starts from that rule.",
    "15-cycle path par 8 lanes aur 25-cycle path par 24 lanes: cost 15 + 25 = 40 cycles, 25 nahi — yaani path efficiency 62.5%. Yahan ka har view isi rule se shuru hota hai.",
);
pub const WHERE_TO_START: Tr = Tr::new("Where to start", "Kahan se shuru karein");
pub const LEARN_IT: Tr = Tr::new("Learn it: ten short topics", "Seekho: dus chhote topics");
pub const LEARN_IT_NOTE: Tr = Tr::new(
    " — the ideas in order, each with a live figure and a question; then review them with the flashcards.",
    " — saare ideas kram se, har ek ke saath live figure aur ek sawaal; phir flashcards se dohrao.",
);
pub const SEE_IT: Tr = Tr::new("See it: the Timeline", "Dekho: Timeline");
pub const SEE_IT_NOTE: Tr = Tr::new(
    " — the ideal and the serialized bars, and the waste between them.",
    " — ideal aur serialized bars, aur unke beech ka waste.",
);
pub const WATCH_IT: Tr = Tr::new(
    "Watch it: the Warp stepper",
    "Chalta hua dekho: Warp stepper",
);
pub const WATCH_IT_NOTE: Tr = Tr::new(
    " — step a real kernel lane by lane through the reconvergence stack.",
    " — ek asli kernel ko lane by lane, reconvergence stack ke saath step karo.",
);
pub const TEST_YOURSELF: Tr = Tr::new("Test yourself: the Ladder", "Khud ko parkho: Ladder");
pub const TEST_YOURSELF_NOTE: Tr = Tr::new(
    " — five levels of exercises; commit before any solution, three tries each.",
    " — exercises ke paanch levels; solution se pehle apna answer commit karo, har sawaal par teen tries.",
);
pub const CHECK_IT: Tr = Tr::new("Check it: the Reality check", "Jaancho: Reality check");
pub const CHECK_IT_NOTE: Tr = Tr::new(
    " — the same scenarios measured on an NVIDIA H200.",
    " — wahi scenarios, ek NVIDIA H200 par measure kiye hue.",
);
pub const FOR_TEACHERS: Tr = Tr::new("For teachers", "Teachers ke liye");
pub const TEACHERS: Tr = Tr::new(
    "Every view is a link: what is on screen is in the address bar, so a link you share opens the same scenario. Press P on any view, or the header's Projector mode button, for high contrast and large type; the link keeps it. Figures download as SVG or PNG with their title and numbers.",
    "Har view ek link hai: screen par jo dikh raha hai woh address bar mein hai, isliye tumhara share kiya link wahi scenario kholta hai. Kisi bhi view par P dabao, ya header ka Projector wala mode button, toh high contrast aur bada text aata hai; link use yaad rakhta hai. Figures apne title aur numbers ke saath SVG ya PNG mein download hote hain.",
);

/// Every text above, for the test that each has both languages.
pub const ALL: [Tr; 16] = [
    LEARN_IT,
    LEARN_IT_NOTE,
    TITLE,
    LEAD,
    EXAMPLE,
    WHERE_TO_START,
    SEE_IT,
    SEE_IT_NOTE,
    WATCH_IT,
    WATCH_IT_NOTE,
    TEST_YOURSELF,
    TEST_YOURSELF_NOTE,
    CHECK_IT,
    CHECK_IT_NOTE,
    FOR_TEACHERS,
    TEACHERS,
];
