//! The shell's own words — skip link, language switch, footer, fallbacks — in both languages, each
//! defined once; views name their texts in their own state modules.

use crate::model::i18n::Tr;

pub const SKIP_TO_CONTENT: Tr = Tr::new("Skip to content", "Content par jao");
pub const NAV_VIEWS: Tr = Tr::new("Views", "Views ki list");
pub const LANGUAGE: Tr = Tr::new("Language", "Bhasha");
pub const FOOTER: Tr = Tr::new(
    "Warpwise teaches what warp divergence costs. Figures come from its pricing model; the Reality check view compares them with an H200.",
    "Warpwise sikhata hai ki warp divergence ki keemat kya hai. Saare figures iske pricing model se aate hain; Reality check view unhe ek asli H200 se milata hai.",
);
pub const NOT_LOADED: Tr = Tr::new(
    "This part of Warpwise did not load; use the navigation above.",
    "Warpwise ka yeh hissa load nahi hua; upar ki navigation se aage badho.",
);
pub const LANG_NOT_SAVED: Tr = Tr::new(
    "This browser would not store your language choice; links you share still carry it.",
    "Yeh browser aapki bhasha yaad nahi rakh paaya; share kiye links mein woh phir bhi rehti hai.",
);

/// Every text above, for the test that each has both languages.
pub const ALL: [Tr; 6] = [
    SKIP_TO_CONTENT,
    NAV_VIEWS,
    LANGUAGE,
    FOOTER,
    NOT_LOADED,
    LANG_NOT_SAVED,
];
