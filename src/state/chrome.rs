//! The shell's own words — skip link, language switch, footer, fallbacks — in both languages, each
//! defined once; views name their texts in their own state modules.

use crate::model::i18n::Tr;

pub const SKIP_TO_CONTENT: Tr = Tr::new("Skip to content", "Content par jao");
pub const NAV_VIEWS: Tr = Tr::new("Views", "Views ki list");
pub const LANGUAGE: Tr = Tr::new("Language", "Bhasha");
/// The header's toggle; P does the same on every view.
pub const PROJECTOR: Tr = Tr::new("Projector mode (P)", "Projector wala mode (P)");
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
    "Yeh browser tumhari bhasha yaad nahi rakh paaya; share kiye links mein woh phir bhi rehti hai.",
);
/// The crash banner: index.html carries the English (it must show even when no bundle ran); a panic on
/// a Hinglish page puts the Hinglish in its place.
pub const CRASHED: Tr = Tr::new(
    "Something went wrong — reload the page. (Details are in the browser console.)",
    "Kuch gadbad ho gayi — page reload karo. (Details browser console mein hain.)",
);
/// Above a wide figure on a phone, where it scrolls sideways inside its own box.
pub const SCROLL_HINT: Tr = Tr::new(
    "Scroll sideways to see the whole figure →",
    "Poora figure dekhne ke liye side mein scroll karo →",
);

/// Every text above, for the test that each has both languages.
pub const ALL: [Tr; 9] = [
    PROJECTOR,
    SKIP_TO_CONTENT,
    NAV_VIEWS,
    LANGUAGE,
    FOOTER,
    NOT_LOADED,
    LANG_NOT_SAVED,
    CRASHED,
    SCROLL_HINT,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_crash_banner_in_index_html_is_the_english_text() {
        let html = include_str!("../../index.html");
        let banner = format!(">{}</div>", CRASHED.en);
        assert!(
            html.contains(&banner),
            "index.html's crash banner differs from chrome::CRASHED"
        );
    }
}
