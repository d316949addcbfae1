//! The exercise ladder's page as markup: the toolbar, the level overview, the reset question and a slot per
//! item, written once; `geometry::ladder_card` writes each item's card, and `ui::ladder` wires both.
//!
//! Markup rather than a component per control: the ladder's components were about a third of its bundle
//! (README "Performance"); as markup with one delegated listener per event kind they cost a few kilobytes.

use super::markup::field_html;
use super::svg::escape;
use crate::model::i18n::{fill, Lang};
use crate::state::text::ladder::{self as t, level_name};

/// The ids of the page's parts the view fills or rewrites.
pub mod id {
    pub const SEED: &str = "ladder-seed";
    pub const NOTICES: &str = "ladder-notices";
    pub const RESET: &str = "ladder-reset";
    pub const RESET_BUTTON: &str = "ladder-reset-button";
    pub const RESET_CANCEL: &str = "ladder-reset-cancel";
}

/// The whole page: `items` are the slots' (id, level) in ladder order (a control's `data-item` is its
/// slot's index there), `levels` the model's (level, English name); `seed` is the seed field's text and
/// `notices` markup. Every card's article is empty until the view fills it.
pub fn page_html(
    lang: Lang,
    levels: &[(u8, &'static str)],
    items: &[(&str, u8)],
    seed: &str,
    notices: &str,
) -> String {
    let tr = |text: crate::model::i18n::Tr| escape(text.get(lang));
    let mut out = String::with_capacity(8192);
    out.push_str(&format!(
        "<div class=\"view__head\"><h1 id=\"ladder-title\">{}</h1></div><p class=\"ladder__intro\">{}</p><div class=\"notices-host\" id=\"{}\">{notices}</div><div class=\"ladder__toolbar\">{}<button type=\"button\" class=\"button\" data-act=\"new-set\">{}</button><button type=\"button\" class=\"button\" data-act=\"notes\">{}</button></div><nav class=\"ladder__overview\" aria-label=\"{}\"><ol>",
        tr(t::TITLE),
        tr(t::INTRO),
        id::NOTICES,
        field_html(id::SEED, "seed", "", &tr(t::SEED), &escape(seed), "numeric", ""),
        tr(t::NEW_SET),
        tr(t::NOTES_NUMBERS),
        tr(t::LEVELS),
    ));
    for &(level, name) in levels {
        out.push_str(&format!(
            "<li><a href=\"#level-{level}\">{}</a> — <span data-testid=\"level-{level}-progress\" id=\"level-{level}-progress\"></span></li>",
            escape(&format!("Level {level}: {}", level_name(level, name, lang)))
        ));
    }
    out.push_str(&format!(
        "</ol><div class=\"ladder__reset\" id=\"{}\">{}</div></nav>",
        id::RESET,
        reset_html(false, lang)
    ));
    for &(level, name) in levels {
        out.push_str(&format!(
            "<section class=\"ladder__level\" id=\"level-{level}\" aria-labelledby=\"level-{level}-title\"><h2 id=\"level-{level}-title\">{}</h2>",
            escape(&format!("Level {level} — {}", level_name(level, name, lang)))
        ));
        for (k, &(item, _)) in items.iter().enumerate().filter(|(_, i)| i.1 == level) {
            out.push_str(&format!(
                "<div class=\"exercise__slot\"><article class=\"exercise\" id=\"ex-{item}\" data-testid=\"exercise-{item}\" aria-labelledby=\"ex-{item}-title\"></article><p class=\"exercise__variant\"><span id=\"ex-{item}-numbers\"></span> <button type=\"button\" class=\"button button--small\" id=\"ex-{item}-new\" data-act=\"new-numbers\" data-item=\"{k}\">{}</button></p></div>",
                escape(&fill(t::NEW_NUMBERS.get(lang), &[item]))
            ));
        }
        out.push_str("</section>");
    }
    out.push_str(&format!(
        "<section class=\"ladder__formula\" aria-labelledby=\"formula-title\"><h2 id=\"formula-title\">{}</h2><p class=\"ladder__formula-text\">{}</p></section>",
        tr(t::FORMULA_TITLE),
        tr(t::FORMULA)
    ));
    out
}

/// "Reset progress", or, once pressed, the question and its two answers.
pub fn reset_html(asking: bool, lang: Lang) -> String {
    let button = |id: &str, act: &str, text: crate::model::i18n::Tr| {
        format!(
            "<button type=\"button\" class=\"button\" id=\"{id}\" data-act=\"{act}\">{}</button>",
            escape(text.get(lang))
        )
    };
    if asking {
        format!(
            "<span role=\"alert\">{}</span>{}{}",
            escape(t::FORGET.get(lang)),
            button("ladder-reset-yes", "reset-yes", t::YES_RESET),
            button(id::RESET_CANCEL, "reset-cancel", t::CANCEL)
        )
    } else {
        button(id::RESET_BUTTON, "reset", t::RESET)
    }
}

/// A level's line in the overview: answered, of all, right.
pub fn level_progress_text((done, right, all): (usize, usize, usize), lang: Lang) -> String {
    let [done, all, right] = [done, all, right].map(|n| n.to_string());
    fill(t::LEVEL_PROGRESS.get(lang), &[&done, &all, &right])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::exercises::{ITEMS, LEVELS};

    /// (language, what the page must hold, how often)
    #[test]
    fn the_page_has_every_level_and_slot_once() {
        let check = |lang: Lang, needle: &str, count: usize| {
            let html = page_html(lang, &LEVELS, &ITEMS, "1234", "<p>N</p>");
            assert_eq!(html.matches(needle).count(), count, "{lang:?} {needle}");
        };
        let table: [(Lang, &str, usize); 14] = [
            (Lang::En, "<h1 id=\"ladder-title\">Exercise ladder</h1>", 1),
            (
                Lang::HiLatn,
                "<h1 id=\"ladder-title\">Exercises ki ladder</h1>",
                1,
            ),
            (Lang::En, "<section class=\"ladder__level\" id=\"level-", 5),
            (
                Lang::En,
                "<a href=\"#level-4\">Level 4: Synthesis</a> — ",
                1,
            ),
            (
                Lang::HiLatn,
                "<a href=\"#level-4\">Level 4: Jodkar banana</a>",
                1,
            ),
            (
                Lang::En,
                "<h2 id=\"level-5-title\">Level 5 — Mastery</h2>",
                1,
            ),
            (Lang::En, "data-testid=\"level-3-progress\"", 1),
            (Lang::En, "<article class=\"exercise\"", ITEMS.len()),
            (Lang::En, "data-testid=\"exercise-L2.1\"", 1),
            (Lang::En, ">New numbers for X.2</button>", 1),
            (Lang::HiLatn, ">L2.2 ke liye naye numbers</button>", 1),
            (Lang::En, "value=\"1234\"", 1),
            (
                Lang::En,
                "<div class=\"notices-host\" id=\"ladder-notices\"><p>N</p></div>",
                1,
            ),
            (Lang::En, ">Reset progress</button>", 1),
        ];
        for (lang, needle, count) in table {
            check(lang, needle, count);
        }
        // A control's slot index is the item's place in the ladder.
        let html = page_html(Lang::En, &LEVELS, &ITEMS, "", "");
        assert!(html.contains("id=\"ex-L3.2-new\" data-act=\"new-numbers\" data-item=\"6\""));
    }

    #[test]
    fn reset_asks_first() {
        // (asking, must hold, must lack)
        let table = [
            (
                false,
                "data-act=\"reset\">Reset progress<",
                "role=\"alert\"",
            ),
            (
                true,
                "<span role=\"alert\">Forget every answer",
                "data-act=\"reset\"",
            ),
            (true, "data-act=\"reset-cancel\">Cancel<", "Reset progress<"),
        ];
        for (asking, has, lacks) in table {
            let html = reset_html(asking, Lang::En);
            assert!(html.contains(has) && !html.contains(lacks), "{html}");
        }
        assert_eq!(
            level_progress_text((1, 0, 2), Lang::En),
            "1 of 2 answered, 0 right"
        );
    }
}
