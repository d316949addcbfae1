//! One ladder item as markup: the card written when its numbers change (statement, code, answer form,
//! empty hosts), and the texts and parts written as it is worked (status, verdicts, hints, and — only once
//! solved or revealed — the worked solution). `ui::ladder` wires it.

use super::markup::maths_html;
use super::svg::escape;
use crate::model::exercises::{Exercise, PartKind};
use crate::model::i18n::{fill, Lang};
use crate::model::misconceptions::{Assessment, NextStep, TRIES_BEFORE_REVEAL};
use crate::model::progress::ItemProgress;
use crate::state::ladder::ItemState;
use crate::state::text::ladder as t;

/// The id of one of item `id`'s elements: `what` is "title", "link", "check", "reveal", "hint", "status",
/// "hints", "solution", "progress", "numbers" or a part's "part-{i}" (its field; a choice's radios add
/// "-{option}", and every part has "-error" and "-verdict").
pub fn card_id(id: &str, what: &str) -> String {
    format!("ex-{id}-{what}")
}

/// The card inside item `id`'s `<article>` (`ex-{id}`), for the slot at index `k`: what never changes on
/// these numbers, and empty hosts for what does. Fields and buttons start enabled and empty.
pub fn card_html(item: &Exercise, k: usize, lang: Lang) -> String {
    let id = item.id;
    let mut out = String::with_capacity(4096);
    out.push_str(&format!(
        "<h3 id=\"ex-{id}-title\">{}</h3>",
        escape(&format!("{id} — {}", item.title))
    ));
    if item.erratum.is_some() {
        out.push_str(&format!(
            "<p class=\"exercise__flag\">{}</p>",
            escape(t::CORRECTED.get(lang))
        ));
    }
    out.push_str(&format!(
        "<p class=\"exercise__statement\">{}</p>",
        maths_html(&item.statement)
    ));
    if let Some(code) = &item.code {
        out.push_str(&format!(
            "<pre class=\"code\" tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"ex-{id}-code\"><code>{}</code></pre>",
            escape(&fill(t::CODE_OF.get(lang), &[id])),
            escape(code)
        ));
    }
    out.push_str(&format!(
        "<p class=\"exercise__link\"><a id=\"ex-{id}-link\">{}</a></p><form class=\"exercise__form\" data-item=\"{k}\">",
        escape(t::OPEN_SCENARIO.get(lang))
    ));
    for (i, part) in item.parts.iter().enumerate() {
        let field = card_id(id, &format!("part-{i}"));
        let data = format!("data-item=\"{k}\" data-part=\"{i}\"");
        out.push_str("<div class=\"exercise__part\">");
        match &part.kind {
            PartKind::Number { unit, .. } => {
                let label =
                    t::number_label(&part.label, unit.suffix(), &unit.tolerance_text(), lang);
                out.push_str(&format!(
                    "<div class=\"field\"><label class=\"field__label\" for=\"{field}\">{}</label><input id=\"{field}\" class=\"field__input\" type=\"text\" inputmode=\"decimal\" autocomplete=\"off\" aria-describedby=\"{field}-error\" aria-invalid=\"false\" data-act=\"answer\" {data}></div>",
                    escape(&label)
                ));
            }
            PartKind::Choice { options, .. } => {
                out.push_str(&format!(
                    "<fieldset class=\"exercise__choices\" aria-describedby=\"{field}-error\"><legend>{}</legend>",
                    escape(&part.label)
                ));
                for (o, option) in options.iter().enumerate() {
                    out.push_str(&format!(
                        "<label class=\"exercise__choice\"><input type=\"radio\" id=\"{field}-{o}\" name=\"{field}\" value=\"{o}\" data-act=\"choose\" {data}>{}</label>",
                        escape(option)
                    ));
                }
                out.push_str("</fieldset>");
            }
        }
        out.push_str(&format!(
            "<span id=\"{field}-error\" class=\"field__error\" aria-live=\"polite\"></span><p id=\"{field}-verdict\" role=\"status\" hidden></p></div>"
        ));
    }
    out.push_str(&format!(
        "<div class=\"exercise__actions\"><button type=\"submit\" class=\"button button--primary\" id=\"ex-{id}-check\">{}</button><button type=\"button\" class=\"button\" id=\"ex-{id}-reveal\" data-act=\"reveal\" data-item=\"{k}\">{}</button>",
        escape(t::CHECK.get(lang)),
        escape(t::SHOW_SOLUTION.get(lang))
    ));
    if !item.hints.is_empty() {
        out.push_str(&format!(
            "<button type=\"button\" class=\"button\" id=\"ex-{id}-hint\" data-act=\"hint\" data-item=\"{k}\"></button>"
        ));
    }
    out.push_str(&format!(
        "</div><p class=\"exercise__status\" role=\"status\" id=\"ex-{id}-status\" tabindex=\"-1\"></p></form><ul class=\"exercise__hints\" aria-live=\"polite\" id=\"ex-{id}-hints\"></ul><div id=\"ex-{id}-solution\"></div><p class=\"exercise__progress\" id=\"ex-{id}-progress\"></p>"
    ));
    out
}

/// The card's status line after a check: solved, tries left (and what opened), or revealed.
pub fn status_text(c: &ItemState, hint_count: usize, lang: Lang) -> String {
    match c.step {
        Some(NextStep::Solved { on_try }) => fill(t::SOLVED.get(lang), &[&on_try.to_string()]),
        Some(NextStep::TryAgain { tries_left, .. }) => fill(
            t::NOT_YET.get(lang),
            &[
                &tries_left.to_string(),
                if tries_left == 1 { "try" } else { "tries" },
                if c.opened_hint {
                    t::NEW_HINT
                } else if hint_count == 0 {
                    t::RETHINK
                } else {
                    t::ALL_HINTS
                }
                .get(lang),
            ],
        ),
        Some(NextStep::Reveal) => fill(t::REVEALED.get(lang), &[&TRIES_BEFORE_REVEAL.to_string()]),
        None if c.revealed => t::SHOWN.get(lang).to_string(),
        None => String::new(),
    }
}

/// What a checked part says — right, or wrong with the reasoning that likely produced the number — and
/// whether it is right; `None` when unreadable (said at the field instead).
pub fn verdict(
    a: &Assessment,
    finished: bool,
    expected: &str,
    lang: Lang,
) -> Option<(bool, String)> {
    match a {
        Assessment::Right => Some((true, t::RIGHT.get(lang).into())),
        Assessment::Wrong(why) => {
            // Before the reveal only the reasoning to rethink; its numbers would give the answer away.
            let reason = match (why, finished) {
                (Some(m), false) => format!("{}: {}", m.name(), m.kind.nudge()),
                (Some(m), true) => m.to_string(),
                (None, _) => String::new(),
            };
            let reason = if why.is_some() {
                fill(t::LIKELY.get(lang), &[&reason])
            } else {
                reason
            };
            let answer = if finished {
                fill(t::THE_ANSWER.get(lang), &[expected])
            } else {
                String::new()
            };
            Some((false, format!("{}{reason}{answer}", t::WRONG.get(lang))))
        }
        Assessment::Unreadable(_) => None,
    }
}

/// The hint button's words: the next hint to open, of all.
pub fn hint_button_text(shown: usize, hint_count: usize, lang: Lang) -> String {
    let next = (shown + 1).min(hint_count);
    fill(
        t::SHOW_HINT.get(lang),
        &[&next.to_string(), &hint_count.to_string()],
    )
}

/// The hints opened so far, one list entry each.
pub fn hints_html(hints: &[String], shown: usize, lang: Lang) -> String {
    let count = hints.len().to_string();
    hints
        .iter()
        .take(shown)
        .enumerate()
        .map(|(k, h)| {
            let text = fill(t::HINT.get(lang), &[&(k + 1).to_string(), &count, h]);
            format!("<li>{}</li>", maths_html(&text))
        })
        .collect()
}

/// The worked solution, the erratum when the item corrects a source note, and how the statement was
/// built; `variant` when the numbers are not the source notes' own. On the page only once finished.
pub fn solution_html(item: &Exercise, variant: bool, lang: Lang) -> String {
    let mut out = format!(
        "<div class=\"exercise__solution\" data-testid=\"solution-{}\"><h4>{}</h4>",
        item.id,
        escape(t::WORKED.get(lang))
    );
    for line in &item.solution {
        out.push_str(&format!("<p>{}</p>", maths_html(line)));
    }
    if let Some(e) = item.erratum {
        out.push_str(&format!(
            "<div class=\"erratum\" role=\"note\"><p class=\"erratum__title\">{}</p><p>{}</p><p>{}</p></div>",
            escape(&fill(t::ERRATUM.get(lang), &[e.source_tr().get(lang)])),
            escape(&fill(t::SOURCE_SAYS.get(lang), &[e.claim_tr().get(lang)])),
            escape(e.correction_tr().get(lang))
        ));
    }
    let built = if variant { t::BUILT_VARIANT } else { t::BUILT };
    out.push_str(&format!(
        "<p class=\"exercise__source\">{}</p></div>",
        escape(&fill(built.get(lang), &[item.reconstruction]))
    ));
    out
}

/// The item's line of stored progress: not tried, or attempts and how it ended.
pub fn progress_text(it: &ItemProgress, lang: Lang) -> String {
    if it.attempts == 0 {
        return t::NOT_TRIED.get(lang).to_string();
    }
    let how = if it.correct {
        t::ANSWERED_RIGHT.get(lang)
    } else if it.revealed {
        t::SOLUTION_SHOWN.get(lang)
    } else {
        ""
    };
    fill(t::ATTEMPTS.get(lang), &[&it.attempts.to_string(), how])
}

/// Which numbers the slot shows: a variant seed's, or the source notes' own.
pub fn numbers_text(seed: Option<u64>, lang: Lang) -> String {
    match seed {
        Some(s) => fill(t::SEED_NUMBERS.get(lang), &[&s.to_string()]),
        None => t::OWN_NUMBERS.get(lang).into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::exercises::{expected_text, item, ITEMS};
    use crate::model::progress::Progress;

    /// The markup `html` holds every string of `has` and none of `lacks`.
    fn check(html: &str, has: &[&str], lacks: &[&str]) {
        for s in has {
            assert!(html.contains(s), "{s} missing from {html}");
        }
        for s in lacks {
            assert!(!html.contains(s), "{s} unexpected in {html}");
        }
    }

    /// Every item's card names its controls once, and never holds its solution or its answers' hints.
    #[test]
    fn every_card_has_its_form_and_no_solution() {
        for (k, (id, _)) in ITEMS.iter().enumerate() {
            for seed in [None, Some(99)] {
                let ex = item(id, seed).expect("a ladder item");
                for lang in Lang::ALL {
                    let html = card_html(&ex, k, lang);
                    let form = format!("<form class=\"exercise__form\" data-item=\"{k}\">");
                    let title = format!("<h3 id=\"ex-{id}-title\">");
                    let check_button = format!("id=\"ex-{id}-check\"");
                    check(
                        &html,
                        &[&form, &title, &check_button],
                        &[t::WORKED.get(lang), "data-testid=\"solution-", "<li>"],
                    );
                    assert_eq!(
                        html.matches("class=\"exercise__part\"").count(),
                        ex.parts.len()
                    );
                    assert_eq!(html.contains("-hint\""), !ex.hints.is_empty(), "{id}");
                    assert_eq!(
                        html.contains("exercise__flag"),
                        ex.erratum.is_some(),
                        "{id}"
                    );
                }
            }
        }
        // L2.1's fields by their labels, L1.2's choices as radios with their own ids.
        let l21 = card_html(&item("L2.1", None).expect("L2.1"), 2, Lang::En);
        check(
            &l21,
            &[
                "for=\"ex-L2.1-part-0\">T_div (cycles, tolerance ±0.5 cycles)</label>",
                "data-act=\"answer\" data-item=\"2\" data-part=\"2\"",
                "<p class=\"exercise__statement\">",
            ],
            &["type=\"radio\""],
        );
        let l12 = card_html(&item("L1.2", None).expect("L1.2"), 1, Lang::HiLatn);
        check(
            &l12,
            &[
                "id=\"ex-L1.2-part-0-2\" name=\"ex-L1.2-part-0\" value=\"2\" data-act=\"choose\"",
                "aria-label=\"L1.2 ka code",
                ">Answer check karo</button>",
            ],
            &["data-act=\"answer\""],
        );
    }

    /// (state of the card, status line)
    #[test]
    fn the_status_says_what_the_last_check_did() {
        let l11 = item("L1.1", None).expect("L1.1");
        let fresh = ItemState::new(&l11);
        let mut p = Progress::new();
        let mut wrong = fresh.clone();
        (0..l11.parts.len()).for_each(|i| wrong.set_answer(i, "999".into()));
        wrong.check(&l11, &mut p);
        let mut two = wrong.clone();
        two.check(&l11, &mut p);
        let mut three = two.clone();
        three.check(&l11, &mut p);
        let mut shown = fresh.clone();
        shown.show_solution(&l11, &mut p);
        let mut right = fresh.clone();
        for (i, part) in l11.parts.iter().enumerate() {
            right.set_answer(i, expected_text(part));
        }
        right.check(&l11, &mut p);
        let table = [
            (&fresh, ""),
            (
                &wrong,
                "Not yet: 2 tries left before the solution is shown; a new hint is open below.",
            ),
            (
                &two,
                "Not yet: 1 try left before the solution is shown; a new hint is open below.",
            ),
            (
                &three,
                "3 tries used: the answer and the solution are below.",
            ),
            (
                &shown,
                "Solution shown: it is below, and this item takes no more answers.",
            ),
            (&right, "Solved on try 1."),
        ];
        for (card, said) in table {
            assert_eq!(status_text(card, l11.hints.len(), Lang::En), said);
        }
        assert_eq!(
            hints_html(&l11.hints, wrong.hints_shown, Lang::En)
                .matches("<li>Hint 1 of 2: ")
                .count(),
            1
        );
        assert_eq!(hint_button_text(2, 2, Lang::En), "Show hint (2 of 2)");
        assert_eq!(hint_button_text(0, 2, Lang::HiLatn), "Hint dikhao (1/2)");
    }

    /// (assessment, finished, verdict)
    #[test]
    fn a_verdict_names_the_reasoning_and_the_answer_only_once_finished() {
        let l23 = item("L2.3", None).expect("L2.3");
        let wrong = crate::model::misconceptions::assess(&l23, 0, "53.1");
        let Assessment::Wrong(Some(m)) = &wrong else {
            panic!("53.1 is a known mistake: {wrong:?}");
        };
        let expected = expected_text(&l23.parts[0]);
        let table = [
            (
                Assessment::Right,
                false,
                Some((true, "✔ Right.".to_string())),
            ),
            (
                wrong.clone(),
                false,
                Some((
                    false,
                    format!(
                        "✘ Not quite. Likely reasoning — {}: {}",
                        m.name(),
                        m.kind.nudge()
                    ),
                )),
            ),
            (
                wrong.clone(),
                true,
                Some((
                    false,
                    format!("✘ Not quite. Likely reasoning — {m} The answer is {expected}."),
                )),
            ),
            (
                Assessment::Wrong(None),
                true,
                Some((false, format!("✘ Not quite. The answer is {expected}."))),
            ),
            (
                crate::model::misconceptions::assess(&l23, 0, "zz"),
                false,
                None,
            ),
        ];
        for (a, finished, said) in table {
            assert_eq!(verdict(&a, finished, &expected, Lang::En), said, "{a:?}");
        }
    }

    #[test]
    fn the_solution_carries_its_erratum_and_how_it_was_built() {
        let l33 = item("L3.3", None).expect("L3.3");
        check(
            &solution_html(&l33, false, Lang::En),
            &[
                "data-testid=\"solution-L3.3\"><h4>Worked solution</h4>",
                "<div class=\"erratum\" role=\"note\">",
                "How this statement was built: ",
            ],
            &["These are new numbers"],
        );
        check(
            &solution_html(&item("L2.1", Some(5)).expect("L2.1"), true, Lang::HiLatn),
            &[
                "Poora hal, step by step",
                "Yeh source note ke item ke liye naye numbers",
            ],
            &["erratum"],
        );
        let mut p = Progress::new();
        assert_eq!(progress_text(&p.item("L1.1"), Lang::En), "Not tried yet.");
        p.record_reveal("L1.1");
        assert_eq!(
            progress_text(&p.item("L1.1"), Lang::En),
            "Attempts: 1 · solution shown"
        );
        assert_eq!(numbers_text(Some(7), Lang::En), "Numbers: variant seed 7");
        assert_eq!(
            numbers_text(None, Lang::HiLatn),
            "Numbers: source notes ke apne"
        );
    }
}
