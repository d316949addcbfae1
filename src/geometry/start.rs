//! The Start and About pages as markup (`ui::home`, `ui::about` write them into the markup shell).

use super::markup::maths_html;
use super::svg::escape;
use crate::model::errata::ERRATA;
use crate::model::glossary::GLOSSARY;
use crate::model::i18n::{Lang, Tr};
use crate::state::stepper::example_href;
use crate::state::text::{about, home as t};
use crate::state::{ShellState, View};

/// The example the Start page's "watch it" path opens in the stepper.
pub const FIRST_EXAMPLE: &str = "l2-1-two-paths";

/// The Start page's paths: the link's id, its text, its note and where it goes (a view, or the stepper's
/// first example when `None`).
const PATHS: [(&str, Tr, Tr, Option<View>); 5] = [
    (
        "home-learn",
        t::LEARN_IT,
        t::LEARN_IT_NOTE,
        Some(View::Learn),
    ),
    ("home-see", t::SEE_IT, t::SEE_IT_NOTE, Some(View::Timeline)),
    ("home-watch", t::WATCH_IT, t::WATCH_IT_NOTE, None),
    (
        "home-test",
        t::TEST_YOURSELF,
        t::TEST_YOURSELF_NOTE,
        Some(View::Ladder),
    ),
    (
        "home-check",
        t::CHECK_IT,
        t::CHECK_IT_NOTE,
        Some(View::Reality),
    ),
];

/// Each path link's id and where it goes now (they follow projector mode).
pub fn home_links(shell: &ShellState) -> Vec<(&'static str, String)> {
    PATHS
        .iter()
        .map(|(id, _, _, to)| {
            let href = match to {
                Some(view) => shell.nav_href(*view),
                None => example_href(FIRST_EXAMPLE, shell),
            };
            (*id, href)
        })
        .collect()
}

/// The Start page's content (inside its `<section class="home">`).
pub fn home_html(shell: &ShellState) -> String {
    let lang = shell.lang;
    let links = home_links(shell);
    let paths: String = PATHS
        .iter()
        .zip(&links)
        .map(|((id, text, note, _), (_, href))| {
            format!(
                "<li><a class=\"button\" id=\"{id}\" href=\"{}\">{}</a>{}</li>",
                escape(href),
                escape(text.get(lang)),
                escape(note.get(lang))
            )
        })
        .collect();
    format!(
        "<h1 id=\"home-title\">{}</h1><p class=\"home__lead\">{}</p><p>{}</p><h2>{}</h2>\
         <ul class=\"home__paths\">{paths}</ul><h2>{}</h2><p>{}</p>",
        escape(t::TITLE.get(lang)),
        escape(t::LEAD.get(lang)),
        escape(t::EXAMPLE.get(lang)),
        escape(t::WHERE_TO_START.get(lang)),
        escape(t::FOR_TEACHERS.get(lang)),
        escape(t::TEACHERS.get(lang)),
    )
}

/// The About page's content (inside its `<section class="about">`): the views, the glossary (each term
/// with an `id` a readout's link can name) and the errata.
pub fn about_html(lang: Lang) -> String {
    let a = |text: Tr| escape(text.get(lang));
    let views: String = about::VIEWS
        .iter()
        .map(|(v, what)| {
            format!(
                "<dt>{}</dt><dd>{}</dd>",
                escape(v.name().get(lang)),
                a(*what)
            )
        })
        .collect();
    let glossary: String = GLOSSARY
        .iter()
        .map(|g| {
            format!(
                "<dt id=\"term-{}\">{}</dt><dd>{}</dd>",
                g.key,
                maths_html(g.name_tr().get(lang)),
                maths_html(g.definition_tr().get(lang))
            )
        })
        .collect();
    let errata: String = ERRATA
        .iter()
        .map(|e| {
            format!(
                "<li><strong>{}</strong>{}{}\u{201d} {}</li>",
                a(e.source_tr()),
                a(about::SOURCE_SAYS),
                a(e.claim_tr()),
                a(e.correction_tr())
            )
        })
        .collect();
    format!(
        "<h1 id=\"about-title\">{}</h1><p>{}</p><p>{}</p><p>{}</p><h2>{}</h2>\
         <dl class=\"about__views\">{views}</dl><h2 id=\"glossary\">{}</h2><p>{}</p>\
         <dl class=\"about__glossary\">{glossary}</dl><h2>{}</h2><ul class=\"about__errata\">{errata}</ul>",
        a(about::TITLE),
        a(about::WARPS),
        maths_html(about::DIVERGES.get(lang)),
        a(about::PER_WARP),
        a(about::THE_VIEWS),
        a(about::GLOSSARY),
        a(about::GLOSSARY_LEAD),
        a(about::ERRATA),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_path_links_where_it_says_and_follows_projector_mode() {
        for projector in [false, true] {
            let shell = ShellState {
                view: View::Home,
                projector,
                lang: Lang::En,
            };
            let html = home_html(&shell);
            for (id, href) in home_links(&shell) {
                assert!(
                    html.contains(&format!("id=\"{id}\" href=\"{}\"", escape(&href))),
                    "{id}"
                );
                assert_eq!(href.contains("projector"), projector, "{id}: {href}");
            }
            assert!(home_links(&shell)[2].1.contains(FIRST_EXAMPLE));
        }
    }

    #[test]
    fn about_names_every_glossary_term_and_erratum() {
        for lang in Lang::ALL {
            let html = about_html(lang);
            for g in GLOSSARY {
                assert!(
                    html.contains(&format!("id=\"term-{}\"", g.key)),
                    "{}",
                    g.key
                );
            }
            assert_eq!(html.matches("<li>").count(), ERRATA.len());
        }
    }
}
