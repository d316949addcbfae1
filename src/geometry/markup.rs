//! Markup written as one string where it never changes while the page is open (README "Performance": a
//! view per element costs bundle bytes): the shell's header, and prose with its maths set as maths.

use super::svg::escape;
use crate::model::glossary::Term;
use crate::model::i18n::{fill, Lang};
use crate::model::lanes::WarpWidth;
use crate::model::reality::scenario_name;
use crate::state::chrome;
use crate::state::reality::row_href;
use crate::state::shell::relink_lang;
use crate::state::text::reality as tr;
use crate::state::text::timeline::{self as tl, WHAT_IS};
use crate::state::{Query, ShellState, View};

/// The whole shell around a view, for bundles whose views are markup (`ui::app::start_markup`): the skip
/// link, the header, `<main>` holding the `notices` markup (the view goes after them) and the footer — what
/// `ui::app::App` draws for the others.
pub fn frame_html(shell: &ShellState, query: &Query, notices: &str) -> String {
    let lang = shell.lang;
    format!(
        "<a class=\"skip-link\" href=\"#main\">{}</a><header class=\"shell__header\">{}</header><main id=\"main\" class=\"shell__main\" tabindex=\"-1\"><div class=\"notices-host\">{notices}</div></main><footer class=\"shell__footer\"><p>{}</p></footer>",
        escape(chrome::SKIP_TO_CONTENT.get(lang)),
        header_html(shell, query),
        escape(chrome::FOOTER.get(lang))
    )
}

/// The header's content: the brand, a link per view (the one on screen marked as the page; each carries
/// `data-view`, so projector mode can rewrite its address in place) and the language switch, whose links
/// keep every other part of `query`, the page's own.
pub fn header_html(shell: &ShellState, query: &Query) -> String {
    let lang = shell.lang;
    let mut html = format!(
        "<p class=\"shell__brand\"><span class=\"shell__logo\" aria-hidden=\"true\">▮▯</span> Warpwise</p><nav class=\"shell__nav\" aria-label=\"{}\"><ul>",
        escape(chrome::NAV_VIEWS.get(lang))
    );
    for target in View::ALL {
        html.push_str(&format!(
            "<li><a href=\"{}\" data-view=\"{}\"{}>{}</a></li>",
            escape(&shell.nav_href(target)),
            target.key(),
            if target == shell.view {
                " aria-current=\"page\""
            } else {
                ""
            },
            escape(target.name().get(lang))
        ));
    }
    html.push_str(&format!(
        "</ul></nav><nav class=\"shell__lang\" aria-label=\"{}\">",
        escape(chrome::LANGUAGE.get(lang))
    ));
    for to in Lang::ALL {
        html.push_str(&format!(
            "<a class=\"button button--small\" hreflang=\"{key}\" lang=\"{key}\"{} href=\"{}\">{}</a>",
            if to == lang { " aria-current=\"true\"" } else { "" },
            escape(&relink_lang(query, to)),
            escape(to.name()),
            key = to.key(),
        ));
    }
    html.push_str("</nav>");
    html
}

/// Splits prose into (text, is a subscript): every "T_div", "T_ideal" (a capital, "_", lowercase letters)
/// becomes "T" then "div" as a subscript; any other "_" stays as it is.
pub fn maths_parts(text: &str) -> Vec<(String, bool)> {
    let mut parts = Vec::new();
    let mut plain = String::new();
    let mut rest = text;
    // Split, never index: byte-index slicing links core's char-boundary panic report into the bundle.
    while let Some((before, after)) = rest.split_once('_') {
        let tail = after.trim_start_matches(|c: char| c.is_ascii_lowercase());
        let sub = after.strip_suffix(tail).unwrap_or("");
        let base_ok = before
            .chars()
            .last()
            .is_some_and(|c| c.is_ascii_uppercase());
        plain.push_str(before);
        if !base_ok || sub.is_empty() {
            plain.push('_');
            rest = after;
            continue;
        }
        parts.push((std::mem::take(&mut plain), false));
        parts.push((sub.to_string(), true));
        rest = tail;
    }
    plain.push_str(rest);
    parts.push((plain, false));
    parts
}

/// Prose escaped, its maths set with `<sub>`.
pub fn maths_html(text: &str) -> String {
    maths_parts(text)
        .iter()
        .map(|(part, sub)| {
            if *sub {
                format!("<sub>{}</sub>", escape(part))
            } else {
                escape(part)
            }
        })
        .collect()
}

/// A labelled text field with its (empty) error line: `act` says what it does (the views' listeners read
/// `data-act`); `extra` is more attributes, written before it.
pub fn field_html(
    id: &str,
    act: &str,
    extra: &str,
    label: &str,
    value: &str,
    input_mode: &str,
    class: &str,
) -> String {
    format!(
        "<div class=\"field{class}\"><label class=\"field__label\" for=\"{id}\">{label}</label><input id=\"{id}\"{extra} data-act=\"{act}\" class=\"field__input\" type=\"text\" inputmode=\"{input_mode}\" autocomplete=\"off\" value=\"{value}\" aria-invalid=\"false\" aria-describedby=\"{id}-error\"><span id=\"{id}-error\" class=\"field__error\" aria-live=\"polite\"></span></div>"
    )
}

/// [`field_html`] with a hint under the input that the field's description includes (`{id}-hint`).
pub fn hinted_field_html(id: &str, act: &str, label: &str, value: &str, hint: &str) -> String {
    format!(
        "<div class=\"field\"><label class=\"field__label\" for=\"{id}\">{label}</label><input id=\"{id}\" data-act=\"{act}\" class=\"field__input\" type=\"text\" inputmode=\"numeric\" autocomplete=\"off\" value=\"{value}\" aria-invalid=\"false\" aria-describedby=\"{id}-error {id}-hint\"><span id=\"{id}-hint\" class=\"field__hint\">{hint}</span><span id=\"{id}-error\" class=\"field__error\" aria-live=\"polite\"></span></div>"
    )
}

/// A figure's "Download SVG" and "Download PNG" buttons (`data-act` "export" and "export-png") and their
/// status line `status_id` (`ui::export::ExportButtons`).
pub fn export_buttons_html(status_id: &str, lang: Lang) -> String {
    format!(
        "<div class=\"export\" role=\"group\" aria-label=\"{}\"><button type=\"button\" class=\"button\" data-act=\"export\">{}</button><button type=\"button\" class=\"button\" data-act=\"export-png\">{}</button><span class=\"export__status\" role=\"status\" id=\"{status_id}\"></span></div>",
        escape(tl::EXPORT.get(lang)),
        escape(tl::DOWNLOAD_SVG.get(lang)),
        escape(tl::DOWNLOAD_PNG.get(lang)),
    )
}

/// The "Measured on H200" link to a measured scenario's row in the Reality check, or nothing
/// (`ui::reality::MeasuredBadge`).
pub fn measured_badge_html(scenario: Option<&str>, shell: &ShellState, lang: Lang) -> String {
    let Some(id) = scenario else {
        return String::new();
    };
    let name = scenario_name(id).unwrap_or(tr::THIS_SCENARIO.get(lang));
    format!(
        "<a class=\"measured-badge\" href=\"{}\" data-testid=\"measured-badge\">{}</a>",
        escape(&row_href(id, shell)),
        escape(&fill(tr::BADGE.get(lang), &[name]))
    )
}

/// A labelled menu; `options` are (value, escaped text), the one equal to `selected` chosen.
pub fn select_html(
    id: &str,
    act: &str,
    extra: &str,
    label: &str,
    options: &[(String, String)],
    selected: &str,
) -> String {
    let mut out = format!(
        "<div class=\"field\"><label class=\"field__label\" for=\"{id}\">{label}</label><select id=\"{id}\"{extra} data-act=\"{act}\" class=\"field__input\">"
    );
    for (value, text) in options {
        let chosen = if value == selected { " selected" } else { "" };
        out.push_str(&format!(
            "<option value=\"{}\"{chosen}>{text}</option>",
            escape(value)
        ));
    }
    out.push_str("</select></div>");
    out
}

/// A readout with an empty value (`ro-{key}`, its test id the term's key) that the view writes: the glossary's name with its maths, and an ⓘ opening the definition.
pub fn readout_html(term: Term, lang: Lang) -> String {
    let (key, name) = (term.key, term.name_tr().get(lang));
    format!(
        "<div class=\"readout\"><span class=\"readout__value\" id=\"ro-{key}\" data-testid=\"{key}\"></span><span class=\"readout__label\">{}</span><details class=\"readout__more\"><summary><span class=\"readout__i\" aria-hidden=\"true\">i</span><span class=\"visually-hidden\">{}</span></summary><p id=\"explain-{key}\">{}</p></details></div>",
        maths_html(name),
        escape(&fill(WHAT_IS.get(lang), &[name])),
        maths_html(term.definition_tr().get(lang)),
    )
}

/// The warp-width menu every view offers, worded the same everywhere.
pub fn width_select_html(id: &str, act: &str, width: WarpWidth, lang: Lang) -> String {
    let options = [("32", tl::WIDTH_32), ("64", tl::WIDTH_64)]
        .map(|(v, text)| (v.to_string(), escape(text.get(lang))));
    select_html(
        id,
        act,
        "",
        &escape(tl::WARP_WIDTH.get(lang)),
        &options,
        &width.lanes().to_string(),
    )
}

/// A figure's "Download SVG" button (`data-act="export"`) and its status line `status_id`
/// (`ui::export::SvgExportButton`).
pub fn export_html(status_id: &str, lang: Lang) -> String {
    format!(
        "<div class=\"export\" role=\"group\" aria-label=\"{}\"><button type=\"button\" class=\"button\" data-act=\"export\">{}</button><span class=\"export__status\" role=\"status\" id=\"{status_id}\"></span></div>",
        escape(tl::EXPORT.get(lang)),
        escape(tl::DOWNLOAD_SVG.get(lang)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_links_every_view_and_both_languages_keeping_the_page_link() {
        // A tree link in projector mode with a setting of its own (links are spelt in `state/` only).
        let tree = ShellState {
            view: View::Tree,
            projector: true,
            lang: Lang::En,
        };
        let query = Query::parse(&format!("{}&leaves=1,2", tree.nav_href(View::Tree)));
        let (shell, _) = ShellState::parse(&query);
        let html = header_html(&shell, &query);
        for view in View::ALL {
            assert!(
                html.contains(&format!(
                    "href=\"{}\" data-view=\"{}\"",
                    escape(&shell.nav_href(view)),
                    view.key()
                )),
                "{view:?}"
            );
        }
        assert_eq!(html.matches("aria-current=\"page\"").count(), 1);
        assert!(
            html.contains("data-view=\"tree\" aria-current=\"page\">Branch tree<"),
            "{html}"
        );
        assert!(
            html.contains(&format!(
                "hreflang=\"hi-Latn\" lang=\"hi-Latn\" href=\"{}\"",
                escape(&relink_lang(&query, Lang::HiLatn))
            )),
            "{html}"
        );
        assert!(
            relink_lang(&query, Lang::HiLatn).contains("leaves=1,2"),
            "the page's own setting is kept"
        );
        assert!(
            html.contains("hreflang=\"en\" lang=\"en\" aria-current=\"true\""),
            "{html}"
        );
        let hi = ShellState {
            lang: Lang::HiLatn,
            ..shell
        };
        assert!(
            header_html(&hi, &query).contains(&format!("aria-label=\"{}\"", chrome::NAV_VIEWS.hi))
        );
    }

    /// The markup shell holds what `ui::app::App` draws, in the same order, in the page's language.
    #[test]
    fn the_frame_is_the_apps_shell_as_markup() {
        for lang in [Lang::En, Lang::HiLatn] {
            let query = Query::parse(&ShellState::default().nav_href(View::Stepper));
            let (shell, _) = ShellState::parse(&query);
            let shell = ShellState { lang, ..shell };
            let html = frame_html(&shell, &query, "<p>N</p>");
            let order = [
                format!("<a class=\"skip-link\" href=\"#main\">{}</a>", chrome::SKIP_TO_CONTENT.get(lang)),
                format!("<header class=\"shell__header\">{}</header>", header_html(&shell, &query)),
                "<main id=\"main\" class=\"shell__main\" tabindex=\"-1\"><div class=\"notices-host\"><p>N</p></div></main>".to_string(),
                format!("<footer class=\"shell__footer\"><p>{}</p></footer>", escape(chrome::FOOTER.get(lang))),
            ];
            assert_eq!(html, order.concat(), "{lang:?}");
        }
    }

    #[test]
    fn maths_is_a_capital_an_underscore_and_lowercase_letters() {
        // (prose, markup)
        let table = [
            ("T_div / T_ideal", "T<sub>div</sub> / T<sub>ideal</sub>"),
            ("snake_case and T_ stay", "snake_case and T_ stay"),
            ("a < b & T_x", "a &lt; b &amp; T<sub>x</sub>"),
            ("no maths", "no maths"),
            ("T_div_", "T<sub>div</sub>_"),
            ("", ""),
        ];
        for (prose, markup) in table {
            assert_eq!(maths_html(prose), markup, "{prose}");
        }
        assert_eq!(
            maths_parts("x T_div y"),
            vec![
                ("x T".into(), false),
                ("div".into(), true),
                (" y".into(), false)
            ]
        );
    }

    /// The export buttons and the H200 badge, with the roles, names and test ids the e2e tests find them by.
    #[test]
    fn export_buttons_and_the_badge_carry_their_roles_and_names() {
        let check = |html: String, has: &[&str]| {
            for want in has {
                assert!(html.contains(want), "{want} missing from {html}");
            }
        };
        check(
            export_buttons_html("x-status", Lang::En),
            &[
                "role=\"group\" aria-label=\"Export\"",
                "data-act=\"export\">Download SVG</button>",
                "data-act=\"export-png\">Download PNG</button>",
                "role=\"status\" id=\"x-status\"",
            ],
        );
        check(
            export_buttons_html("x-status", Lang::HiLatn),
            &[tl::DOWNLOAD_PNG.hi, tl::EXPORT.hi],
        );
        let shell = ShellState::default();
        let badge = format!(
            "<a class=\"measured-badge\" href=\"{}\" data-testid=\"measured-badge\">✓ Measured on an H200 (L2.1 15 vs 25 ops) — see the Reality check</a>",
            escape(&row_href("L2.1", &shell))
        );
        check(
            measured_badge_html(Some("L2.1"), &shell, Lang::En),
            &[&badge],
        );
        check(
            measured_badge_html(Some("nope"), &shell, Lang::HiLatn),
            &[tr::THIS_SCENARIO.hi],
        );
        assert_eq!(measured_badge_html(None, &shell, Lang::En), "");
    }
}
