//! The Learn view as markup: the page written once, a topic's body (paragraphs, code pairs, live elements,
//! the question) written when the topic changes, and every link's address as the shell now wants it;
//! `ui::learn` wires it.

use super::markup::field_html;
use super::svg::escape;
use crate::model::i18n::{fill, Lang};
use crate::model::learn::{Live, Topic, TOPICS};
use crate::state::learn::{demo_href, display_order, topic_href, LearnState};
use crate::state::regime::{Input, Regime};
use crate::state::shell::ShellState;
use crate::state::text::learn as t;
use crate::state::View;

/// The page around the topics: title, introduction, the link's notices (markup), the list of topics and
/// the hosts the view fills (`learn-topic`, `learn-pager`).
pub fn page_html(lang: Lang, notices: &str) -> String {
    let mut topics = String::new();
    for (i, topic) in TOPICS.iter().enumerate() {
        topics.push_str(&format!(
            "<li><a id=\"learn-topic-link-{i}\" data-act=\"topic\" data-topic=\"{i}\">{}</a></li>",
            escape(topic.title.get(lang))
        ));
    }
    format!(
        "<div class=\"view__head\"><h1 id=\"learn-title\">{}</h1></div><p>{}</p><div class=\"notices-host\">{notices}</div><div class=\"learn\"><nav class=\"learn__topics\" aria-label=\"{}\"><ol>{topics}</ol><p><a id=\"learn-cards-link\">{}</a></p></nav><article class=\"learn__article\" aria-labelledby=\"learn-topic-title\"><div id=\"learn-topic\"></div><nav class=\"learn__pager\" aria-label=\"{}\" id=\"learn-pager\"></nav></article></div>",
        escape(t::TITLE.get(lang)),
        escape(t::INTRO.get(lang)),
        escape(t::TOPICS.get(lang)),
        escape(t::CARDS_LINK.get(lang)),
        escape(t::PAGER.get(lang)),
    )
}

/// One topic: count, heading, summary, text and code, its live elements (a demo link, or the regime
/// calculator with empty fields the view fills) and the check-yourself question, choices in display order.
pub fn topic_html(index: usize, lang: Lang) -> String {
    let topic = &TOPICS[index.min(TOPICS.len() - 1)];
    let mut out = format!(
        "<p class=\"learn__count\">{}</p><h2 id=\"learn-topic-title\" tabindex=\"-1\">{}</h2><p class=\"learn__summary\">{}</p><div class=\"learn__text\">{}</div>",
        escape(&fill(t::TOPIC_OF.get(lang), &[&(index + 1).to_string(), &TOPICS.len().to_string()])),
        escape(topic.title.get(lang)),
        escape(topic.summary.get(lang)),
        article_html(topic, t::CODE.get(lang), lang)
    );
    for (k, live) in topic.live.iter().enumerate() {
        match *live {
            Live::Open { label, note, .. } => out.push_str(&format!(
                "<div class=\"learn__live\"><h3>{}</h3><p><a class=\"button button--primary\" id=\"learn-demo-{k}\">{}</a></p><p>{}</p></div>",
                escape(t::TRY_IT.get(lang)),
                escape(label.get(lang)),
                escape(note.get(lang))
            )),
            Live::Roofline => {
                let fields: String = Input::ALL
                    .iter()
                    .map(|input| {
                        field_html(
                            &format!("regime-{}", input.key()),
                            "regime",
                            &format!(" data-input=\"{}\"", input.key()),
                            &escape(input.label().get(lang)),
                            "",
                            "decimal",
                            "",
                        )
                    })
                    .collect();
                out.push_str(&format!(
                    "<div class=\"learn__live\" data-testid=\"regime-calculator\"><h3>{}</h3><p>{}</p><div class=\"learn__fields\">{fields}</div><div class=\"readouts\" data-testid=\"regime-readouts\" id=\"regime-readouts\"></div><p class=\"learn__verdict\" data-testid=\"regime-verdict\" aria-live=\"polite\" id=\"regime-verdict\"></p><div class=\"learn__figure\" id=\"regime-figure\"></div></div>",
                    escape(t::CALCULATOR.get(lang)),
                    escape(t::CALCULATOR_NOTE.get(lang))
                ))
            }
        }
    }
    let check = &topic.check;
    let mut choices = String::new();
    for i in display_order(index, check.choices.len()) {
        let Some(choice) = check.choices.get(i) else {
            continue;
        };
        choices.push_str(&format!(
            "<div class=\"learn__choice\"><input type=\"radio\" id=\"check-{index}-{i}\" name=\"check-{index}\" data-act=\"choose\" data-choice=\"{i}\"><label for=\"check-{index}-{i}\">{}<span id=\"check-{index}-{i}-tried\"></span></label></div>",
            escape(choice.get(lang))
        ));
    }
    out.push_str(&format!(
        "<div class=\"learn__check\" data-testid=\"check\"><h3>{}</h3><fieldset><legend>{}</legend>{choices}</fieldset><div class=\"view__actions\"><button type=\"button\" class=\"button button--primary\" id=\"check-commit\" data-act=\"commit\">{}</button><button type=\"button\" class=\"button\" id=\"check-reveal\" data-act=\"reveal\">{}</button></div><p class=\"learn__status\" role=\"status\" data-testid=\"check-status\" id=\"check-status\"></p><p class=\"learn__feedback\" id=\"check-feedback-{index}\" tabindex=\"-1\" data-testid=\"check-feedback\" aria-live=\"polite\"></p></div>",
        escape(t::CHECK_YOURSELF.get(lang)),
        escape(check.question.get(lang)),
        escape(t::COMMIT.get(lang)),
        escape(t::REVEAL.get(lang)),
    ));
    out
}

/// The previous and next topic links of topic `index` (their addresses come from [`links`]).
pub fn pager_html(state: &LearnState, lang: Lang) -> String {
    let link = |id: &str, i: usize, template: &str| {
        format!(
            "<a class=\"button\" id=\"{id}\" data-act=\"topic\" data-topic=\"{i}\">{}</a>",
            escape(&fill(template, &[TOPICS[i].title.get(lang)]))
        )
    };
    let prev = state
        .prev()
        .map(|i| link("learn-prev", i, t::PREVIOUS.get(lang)));
    let next = state
        .next()
        .map(|i| link("learn-next", i, t::NEXT.get(lang)));
    format!("{}{}", prev.unwrap_or_default(), next.unwrap_or_default())
}

/// Every link of the page as the shell now wants it (projector mode and the language travel in links):
/// (element id, address). The topic on screen is the one whose link is the page.
pub fn links(state: &LearnState, shell: &ShellState) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = (0..TOPICS.len())
        .map(|i| (format!("learn-topic-link-{i}"), topic_href(i, shell)))
        .collect();
    out.push(("learn-cards-link".into(), shell.nav_href(View::Cards)));
    for (id, i) in [("learn-prev", state.prev()), ("learn-next", state.next())] {
        if let Some(i) = i {
            out.push((id.into(), topic_href(i, shell)));
        }
    }
    for (k, live) in state.current().live.iter().enumerate() {
        if let Live::Open { demo, .. } = *live {
            out.push((format!("learn-demo-{k}"), demo_href(demo, shell)));
        }
    }
    out
}

/// The calculator's results, number first, as readouts.
pub fn regime_readouts_html(regime: &Regime, lang: Lang) -> String {
    regime
        .readouts(lang)
        .into_iter()
        .map(|(label, value)| {
            format!(
                "<div class=\"readout\"><span class=\"readout__value\">{}</span><span class=\"readout__label\">{}</span></div>",
                escape(&value),
                escape(label)
            )
        })
        .collect()
}

/// The paragraphs, then (when the topic has code) a heading and each snippet as a captioned, labelled,
/// focusable region that scrolls sideways on a narrow screen.
pub fn article_html(topic: &Topic, code_heading: &str, lang: Lang) -> String {
    let mut out = String::with_capacity(4096);
    for p in topic.paragraphs {
        out.push_str(&format!("<p>{}</p>", escape(p.get(lang))));
    }
    if !topic.code.is_empty() {
        out.push_str(&format!(
            "<h3>{}</h3><div class=\"learn__code\">",
            escape(code_heading)
        ));
        for (caption, code) in topic.code {
            let caption = escape(caption.get(lang));
            out.push_str(&format!(
                "<figure><figcaption>{caption}</figcaption><pre tabindex=\"0\" role=\"region\" aria-label=\"{caption}\"><code>{}</code></pre></figure>",
                escape(code)
            ));
        }
        out.push_str("</div>");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::learn::TOPICS;

    #[test]
    fn every_topic_is_written_out_escaped() {
        for topic in TOPICS {
            for lang in Lang::ALL {
                let html = article_html(topic, "Code", lang);
                assert_eq!(
                    html.matches("<p>").count(),
                    topic.paragraphs.len(),
                    "{}",
                    topic.key
                );
                assert_eq!(
                    html.matches("<pre ").count(),
                    topic.code.len(),
                    "{}",
                    topic.key
                );
                assert!(
                    !html.contains("<<") && !html.contains("&&"),
                    "{}: unescaped",
                    topic.key
                );
            }
        }
        let with_code = TOPICS
            .iter()
            .find(|t| !t.code.is_empty())
            .expect("a topic with code");
        let html = article_html(with_code, "Code", Lang::En);
        assert!(html.contains("<h3>Code</h3>") && html.contains("aria-label=\""));
    }

    /// Every topic's body names its controls once, its choices in display order, and every link of the
    /// page has an address (the topics', the cards', the pager's and the topic's demos).
    #[test]
    fn every_topic_is_a_page_with_its_question_and_links() {
        let shell = ShellState::default();
        for lang in Lang::ALL {
            let page = page_html(lang, "");
            for (i, topic) in TOPICS.iter().enumerate() {
                assert!(page.contains(&format!(
                    "data-topic=\"{i}\">{}</a>",
                    escape(topic.title.get(lang))
                )));
                let html = topic_html(i, lang);
                for needle in [
                    "id=\"check-commit\"",
                    "id=\"check-reveal\"",
                    "id=\"learn-topic-title\"",
                ] {
                    assert_eq!(html.matches(needle).count(), 1, "{} {needle}", topic.key);
                }
                let order = display_order(i, topic.check.choices.len());
                let shown: Vec<usize> = order
                    .iter()
                    .map(|c| {
                        html.find(&format!("id=\"check-{i}-{c}\""))
                            .expect("each choice")
                    })
                    .collect();
                assert!(
                    shown.windows(2).all(|w| w[0] < w[1]),
                    "{}: display order",
                    topic.key
                );
                let state = LearnState {
                    topic: i,
                    ..LearnState::default()
                };
                let links = links(&state, &shell);
                let demos = topic
                    .live
                    .iter()
                    .filter(|l| matches!(l, Live::Open { .. }))
                    .count();
                let pager =
                    usize::from(state.prev().is_some()) + usize::from(state.next().is_some());
                assert_eq!(
                    links.len(),
                    TOPICS.len() + 1 + pager + demos,
                    "{}",
                    topic.key
                );
                assert!(
                    links.iter().all(|(_, href)| href.starts_with('?')),
                    "{}",
                    topic.key
                );
                assert_eq!(pager_html(&state, lang).matches("<a ").count(), pager);
                let calculator = topic.live.contains(&Live::Roofline);
                assert_eq!(
                    html.contains("data-act=\"regime\""),
                    calculator,
                    "{}",
                    topic.key
                );
            }
        }
        let readouts = regime_readouts_html(&Regime::default(), Lang::En);
        assert!(readouts.starts_with("<div class=\"readout\"><span class=\"readout__value\">"));
    }
}
