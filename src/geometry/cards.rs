//! The Flashcards view as markup: the page written once, then the counts, the card on screen (its question,
//! and once turned its answer and the four grades with when each would bring it back) or the caught-up
//! sentence, written as the deck and the clock change. `ui::cards` wires it.

use super::svg::escape;
use crate::model::cards::card;
use crate::model::i18n::{fill, Lang, Tr};
use crate::state::cards::{Counts, Deck, GRADES};
use crate::state::text::cards as t;

/// The page: title, introduction, the deck's notices host (`cards-notices`), the four counts, the card's
/// host (`cards-face`), the status line, the keys and the export and import controls.
pub fn page_html(lang: Lang) -> String {
    let counts: String = COUNTS
        .iter()
        .map(|(label, id, _)| {
            format!(
                "<div class=\"readout\"><span class=\"readout__value\" id=\"{id}\" data-testid=\"{id}\"></span><span class=\"readout__label\">{}</span></div>",
                escape(label.get(lang))
            )
        })
        .collect();
    format!(
        "<div class=\"view__head\"><h1 id=\"cards-title\">{}</h1></div><p>{}</p><div class=\"notices-host\" id=\"cards-notices\"></div><div class=\"readouts cards__counts\">{counts}</div><div id=\"cards-face\"></div><p class=\"cards__status\" role=\"status\" data-testid=\"cards-status\" id=\"cards-status\"></p><p class=\"cards__keys\">{}</p><div class=\"cards__files\"><button type=\"button\" class=\"button\" data-act=\"export\">{}</button><label class=\"field__label\" for=\"cards-import\">{}</label><input id=\"cards-import\" type=\"file\" accept=\".json,application/json\" data-act=\"import\"></div>",
        escape(t::TITLE.get(lang)),
        escape(t::INTRO.get(lang)),
        escape(t::KEYS.get(lang)),
        escape(t::EXPORT.get(lang)),
        escape(t::IMPORT.get(lang)),
    )
}

/// A count: its label, its element's id and its value.
pub type Count = (Tr, &'static str, fn(&Counts) -> usize);

/// The counts in the order the page shows them.
pub const COUNTS: [Count; 4] = [
    (t::DUE, "cards-due", |c| c.due),
    (t::NEW_TODAY, "cards-new", |c| c.new_today),
    (t::LEARNED, "cards-learned", |c| c.learned),
    (t::TOTAL, "cards-total", |c| c.total),
];

/// What the card's host shows at `now_ms`: the first card of the due queue (turned or not), or when the
/// next one is due.
pub fn face_html(deck: &Deck, now_ms: i64, turned: bool, lang: Lang) -> String {
    let Some(c) = deck.due_queue(now_ms).first().and_then(|id| card(id)) else {
        return format!(
            "<p class=\"cards__card\" data-testid=\"cards-caught-up\">{}</p>",
            escape(&deck.nothing_due_text(now_ms, lang))
        );
    };
    let state = match deck.schedule(c.id) {
        Some(s) => fill(
            t::STATE.get(lang),
            &[s.phase().label().get(lang), &s.reps().to_string()],
        ),
        None => t::NEW_CARD.get(lang).to_string(),
    };
    let mut out = format!(
        "<article class=\"cards__card\" id=\"cards-card\" tabindex=\"-1\" data-testid=\"card\" aria-labelledby=\"cards-front\"><p class=\"cards__side\">{} · {}</p><p class=\"cards__front\" id=\"cards-front\">{}</p>",
        escape(t::FRONT.get(lang)),
        escape(&state),
        escape(c.front.get(lang)),
    );
    if !turned {
        out.push_str(&format!(
            "<button type=\"button\" class=\"button button--primary\" id=\"cards-show\" data-act=\"show\">{}</button></article>",
            escape(t::SHOW.get(lang))
        ));
        return out;
    }
    let previews = deck.preview(c.id, now_ms).ok();
    out.push_str(&format!(
        "<p class=\"cards__side\">{} · {}</p><p class=\"cards__back\" data-testid=\"card-back\">{}</p><div role=\"group\" aria-label=\"{}\" class=\"cards__grades\">",
        escape(t::BACK.get(lang)),
        escape(c.source.label().get(lang)),
        escape(c.back.get(lang)),
        escape(t::HOW_WELL.get(lang)),
    ));
    for info in &GRADES {
        let next = previews
            .and_then(|p| p.into_iter().find(|p| p.grade == info.grade))
            .map(|p| {
                fill(
                    t::NEXT_AFTER.get(lang),
                    &[&deck.due_text(p.due_ms, now_ms, lang)],
                )
            })
            .unwrap_or_default();
        out.push_str(&format!(
            "<button type=\"button\" class=\"button\" id=\"cards-grade-{key}\" title=\"{}\" data-act=\"grade\" data-grade=\"{key}\"><span>{key} {}</span><span class=\"cards__next\">{}</span></button>",
            escape(info.meaning.get(lang)),
            escape(info.label.get(lang)),
            escape(&next),
            key = info.key,
        ));
    }
    out.push_str("</div></article>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh deck at a fixed time: which strings the card's host holds, turned and not.
    #[test]
    fn the_face_shows_the_first_new_card_and_its_grades_once_turned() {
        let deck = Deck::new();
        let now = 1_800_000_000_000;
        let check = |turned: bool, has: &[&str], lacks: &[&str]| {
            let html = face_html(&deck, now, turned, Lang::En);
            for s in has {
                assert!(html.contains(s), "{s} missing from {html}");
            }
            for s in lacks {
                assert!(!html.contains(s), "{s} unexpected in {html}");
            }
        };
        check(
            false,
            &["What is a warp?", "Show the answer (Space)"],
            &["card-back", "cards-grade-1"],
        );
        check(
            true,
            &[
                "card-back",
                "1 Again",
                "next in 1 minute",
                "4 Easy",
                "next in 15 days",
            ],
            &["cards-show"],
        );
        assert!(page_html(Lang::HiLatn).contains("Flashcards: waqt-waqt par dohrao"));
    }
}
