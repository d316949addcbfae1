//! The layouts lab's page as markup: every control written once with the `data-act` saying what it does,
//! and empty hosts for what changes (readouts, histogram, strip, tables). `ui::layouts` wires it.

use super::markup::{
    export_html, field_html, hinted_field_html, readout_html, select_html, width_select_html,
};
use super::svg::escape;
use crate::model::fields::{group_thousands, percent, percent_or_dash};
use crate::model::glossary as g;
use crate::model::i18n::{fill, Lang};
use crate::model::layouts::{independent_expected_cost, Layout, WarpHistogram};
use crate::model::pricing::ratio;
use crate::state::layouts::LayoutsState;
use crate::state::text::lab::{NEW_SEED, P_SLIDER, SEED};
use crate::state::text::layouts as t;
use crate::state::text::timeline::READOUTS;

/// The readouts in the order the page shows them.
pub const READOUT_TERMS: [g::Term; 5] = [
    g::WARPS,
    g::DIVERGENT_WARPS,
    g::LAYOUT_CYCLES,
    g::BLOCK_EFFICIENCY,
    g::VS_INDEPENDENT,
];

/// The whole page for the state it opens with; `notices` is markup.
pub fn page_html(s: &LayoutsState, lang: Lang, notices: &str) -> String {
    let tr = |text: crate::model::i18n::Tr| escape(text.get(lang));
    let layouts: Vec<(String, String)> = Layout::ALL
        .iter()
        .map(|l| (l.key().to_string(), tr(t::layout(*l))))
        .collect();
    let mut out = format!(
        "<div class=\"view__head\"><h1 id=\"layouts-title\">{}</h1></div><p class=\"layouts__intro\">{}</p><div class=\"notices-host\">{notices}</div><div class=\"layouts__controls\">",
        tr(t::TITLE),
        tr(t::INTRO),
    );
    // The layout menu, with the hint that says what the chosen layout is.
    let menu = select_html(
        "layouts-layout",
        "layout",
        " aria-describedby=\"layouts-layout-hint\"",
        &tr(t::LAYOUT),
        &layouts,
        s.layout.key(),
    );
    // The menu's hint, inside its field: what the chosen layout is.
    out.push_str(menu.strip_suffix("</div>").unwrap_or(&menu));
    out.push_str("<span class=\"field__hint\" id=\"layouts-layout-hint\"></span></div>");
    out.push_str(&field_html(
        "layouts-n",
        "n",
        "",
        &tr(t::N_FIELD),
        &s.n.to_string(),
        "numeric",
        "",
    ));
    out.push_str(&format!(
        "<div class=\"field\"><label class=\"field__label\" for=\"layouts-p-slider\">{}</label><input id=\"layouts-p-slider\" data-act=\"p-slider\" type=\"range\" min=\"0\" max=\"100\" step=\"1\" value=\"{}\" aria-describedby=\"layouts-p-slider-error\"><span id=\"layouts-p-slider-error\" class=\"field__error\" aria-live=\"polite\"></span></div>",
        tr(P_SLIDER),
        s.p_ppm / 10_000
    ));
    out.push_str(&field_html(
        "layouts-p",
        "p",
        "",
        &tr(t::P_FIELD),
        &s.p_text(),
        "decimal",
        "",
    ));
    out.push_str(&format!(
        "<div id=\"layouts-run-host\">{}</div>",
        run_field_html(s, lang)
    ));
    out.push_str(&field_html(
        "layouts-seed",
        "seed",
        "",
        &tr(SEED),
        &s.seed.to_string(),
        "numeric",
        "",
    ));
    out.push_str(&format!(
        "<button type=\"button\" class=\"button\" id=\"layouts-new-seed\" data-act=\"new-seed\">{}</button>",
        tr(NEW_SEED)
    ));
    out.push_str(&width_select_html("layouts-warp", "width", s.width, lang));
    out.push_str(&field_html(
        "layouts-a",
        "a",
        "",
        &tr(t::PATH_A),
        &s.a.to_string(),
        "numeric",
        "",
    ));
    out.push_str(&field_html(
        "layouts-b",
        "b",
        "",
        &tr(t::PATH_B),
        &s.b.to_string(),
        "numeric",
        "",
    ));
    out.push_str(&format!(
        "</div><div class=\"readouts\" role=\"group\" aria-label=\"{}\">",
        tr(READOUTS)
    ));
    for term in READOUT_TERMS {
        out.push_str(&readout_html(term, lang));
    }
    out.push_str(&format!(
        "</div><figure class=\"layouts__figure\"><div class=\"figure-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"layouts-histogram-host\"></div><figcaption>{}<span id=\"layouts-describe\"></span></figcaption></figure>{}",
        tr(t::HISTOGRAM),
        tr(t::CAPTION),
        export_html("layouts-export-status", lang),
    ));
    out.push_str(&format!(
        "<details class=\"layouts__details\" id=\"layouts-details\"><summary>{}</summary><div tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"layouts-table\"></div></details><h2>{}</h2><div class=\"figure-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"layouts-strip-host\"></div>",
        tr(t::AS_TABLE),
        tr(t::TABLE),
        tr(t::FIRST_WARPS),
        tr(t::STRIP),
    ));
    out.push_str(&format!(
        "<section class=\"layouts__coalescing\" aria-labelledby=\"coalescing-title\"><h2 id=\"coalescing-title\">{}</h2><p>{}<code>idx</code>{}</p>{}<div tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"layouts-coalescing\"></div><p class=\"layouts__model-note\" role=\"note\"><strong>{}</strong>{}</p></section>",
        tr(t::COALESCING),
        tr(t::COALESCING_LEAD),
        tr(t::COALESCING_REST),
        field_html("layouts-sector", "sector", "", &tr(t::SECTOR), &s.sector.to_string(), "numeric", ""),
        tr(t::COALESCING_TABLE),
        tr(t::A_MODEL),
        tr(t::MODEL_NOTE),
    ));
    out.push_str(&format!(
        "<p>{}<a id=\"layouts-lab-link\">{}</a>.</p>",
        tr(t::LAB_LEAD),
        tr(t::LAB_LINK)
    ));
    out
}

/// The run field: its label names what the number means for the layout, and says when it is not used.
pub fn run_field_html(s: &LayoutsState, lang: Lang) -> String {
    let run = t::run_label(s.layout).map_or("", |r| r.get(lang));
    let label = escape(&fill(t::RUN_RANGE.get(lang), &[run]));
    let value = s.run.to_string();
    if s.layout.uses_run() {
        field_html("layouts-run", "run", "", &label, &value, "numeric", "")
    } else {
        hinted_field_html(
            "layouts-run",
            "run",
            &label,
            &value,
            &escape(t::NOT_USED.get(lang)),
        )
    }
}

/// The readouts' values for a histogram priced at the state's path lengths, in [`READOUT_TERMS`] order.
pub fn readout_values(s: &LayoutsState, h: &WarpHistogram, lang: Lang) -> [String; 5] {
    let cost = h.price(s.a, s.b);
    let share = percent_or_dash(ratio(h.divergent_warps(), h.warps()));
    let expected = independent_expected_cost(s.n, s.p(), s.width, s.a, s.b);
    [
        warps_text(h, lang),
        format!("{} ({share})", group_thousands(h.divergent_warps())),
        group_thousands(cost.total_issued),
        percent_or_dash(cost.block_efficiency()),
        gain_text(cost.total_issued as f64, expected, lang),
    ]
}

/// The readouts' values as the export frame lists them.
pub fn summary(s: &LayoutsState, hist: &WarpHistogram, lang: Lang) -> Vec<String> {
    let cost = hist.price(s.a, s.b);
    vec![
        fill(
            t::SUMMARY_WARPS.get(lang),
            &[
                &group_thousands(hist.warps()),
                &group_thousands(hist.divergent_warps()),
            ],
        ),
        fill(
            t::SUMMARY_CYCLES.get(lang),
            &[
                &group_thousands(cost.total_issued),
                &s.a.to_string(),
                &s.b.to_string(),
            ],
        ),
        fill(
            t::SUMMARY_EFFICIENCY.get(lang),
            &[&percent_or_dash(cost.block_efficiency())],
        ),
    ]
}

/// The export's title: how many labels, which layout, which p.
pub fn export_title(s: &LayoutsState, lang: Lang) -> String {
    fill(
        t::EXPORT_TITLE.get(lang),
        &[
            &group_thousands(u64::from(s.n)),
            t::layout(s.layout).get(lang),
            &s.p_text(),
        ],
    )
}

fn warps_text(h: &WarpHistogram, lang: Lang) -> String {
    match h.partial {
        Some((active, _)) => fill(
            t::LAST_WARP.get(lang),
            &[
                &group_thousands(h.warps()),
                &active.to_string(),
                &h.width.to_string(),
            ],
        ),
        None => group_thousands(h.warps()),
    }
}

/// "−1,234 cycles (12.5% fewer)" against the independent expectation.
fn gain_text(actual: f64, expected: f64, lang: Lang) -> String {
    let diff = actual - expected;
    let rounded = diff.abs().round() as u64;
    if rounded == 0 {
        return t::SAME.get(lang).into();
    }
    let share = if expected > 0.0 {
        percent(diff.abs() / expected)
    } else {
        "—".into()
    };
    let sign = if diff < 0.0 { t::FEWER } else { t::MORE };
    fill(sign.get(lang), &[&group_thousands(rounded), &share])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every control a learner uses is in the page once, with what it does, in both languages.
    #[test]
    fn the_page_has_every_control_with_its_act() {
        let s = LayoutsState::default();
        let check = |lang: Lang, has: &[&str]| {
            let html = page_html(&s, lang, "");
            for want in has {
                assert_eq!(html.matches(want).count(), 1, "{want} in {lang:?}");
            }
        };
        let acts = [
            "data-act=\"layout\"",
            "data-act=\"n\"",
            "data-act=\"p-slider\"",
            "data-act=\"p\"",
            "data-act=\"run\"",
            "data-act=\"seed\"",
            "data-act=\"new-seed\"",
            "data-act=\"width\"",
            "data-act=\"a\"",
            "data-act=\"b\"",
            "data-act=\"sector\"",
            "data-act=\"export\"",
        ];
        check(Lang::En, &acts);
        check(
            Lang::En,
            &[
                "Layout</label>",
                "p slider</label>",
                "data-testid=\"vs-independent\"",
            ],
        );
        check(Lang::HiLatn, &acts);
        check(Lang::HiLatn, &[t::TITLE.hi]);
    }

    /// The run field says it is not used by layouts without runs, and names the run where it is.
    #[test]
    fn the_run_field_follows_the_layout() {
        for (layout, hinted) in [(Layout::Runs, false), (Layout::Independent, true)] {
            let s = LayoutsState {
                layout,
                ..LayoutsState::default()
            };
            let html = run_field_html(&s, Lang::En);
            assert_eq!(html.contains(t::NOT_USED.en), hinted, "{layout:?}: {html}");
            assert_eq!(html.contains("layouts-run-hint\""), hinted, "{layout:?}");
        }
    }

    #[test]
    fn gains_say_fewer_more_or_the_same() {
        // (actual, expected, text)
        let table = [
            (900.0, 1000.0, fill(t::FEWER.en, &["100", "10.0%"])),
            (1100.0, 1000.0, fill(t::MORE.en, &["100", "10.0%"])),
            (1000.2, 1000.0, t::SAME.en.to_string()),
            (5.0, 0.0, fill(t::MORE.en, &["5", "—"])),
        ];
        for (actual, expected, text) in table {
            assert_eq!(
                gain_text(actual, expected, Lang::En),
                text,
                "{actual} vs {expected}"
            );
        }
    }
}
