//! The sampling lab's page as markup: its controls written once, then the parts that change as the
//! learner predicts, steps and edits (the export buttons, the last step's labels, the warp odds) as
//! strings `ui::sampling_lab` puts in place; their words and the table come from `geometry::lab`. Markup instead of a component per control: the components and
//! their view code were a third of the lab's bundle (README "Performance").

use super::markup::{field_html, maths_html, select_html};
use super::svg::escape;
use crate::model::binomial::LabSettings;
use crate::model::fields::{group_thousands, short};
use crate::model::glossary::{self as g, Term};
use crate::model::i18n::{fill, Lang, Tr};
use crate::state::lab::LabState;
use crate::state::text::lab as t;
use crate::state::text::timeline as tl;

/// Playback speeds in steps per second; 0 means as fast as the page can draw. The page starts at 5.
pub const SPEEDS: [(u32, Tr); 4] = [
    (1, t::SPEED_1),
    (5, t::SPEED_5),
    (25, t::SPEED_25),
    (0, t::SPEED_MAX),
];

/// The ids of the elements the view fills or updates after the page is written.
pub mod id {
    pub const LAYOUTS_LINK: &str = "lab-layouts-link";
    pub const RESET: &str = "lab-reset";
    pub const P_SLIDER: &str = "lab-p-slider";
    pub const P: &str = "lab-p";
    pub const N_SLIDER: &str = "lab-n-slider";
    pub const N: &str = "lab-n";
    pub const SEED: &str = "lab-seed";
    pub const NEW_SEED: &str = "lab-new-seed";
    pub const MEAN: &str = "predict-mean";
    pub const VARIANCE: &str = "predict-variance";
    pub const ERROR: &str = "predict-error";
    pub const COMMIT: &str = "lab-commit";
    pub const SKIP: &str = "lab-skip";
    pub const STATUS: &str = "predict-status";
    pub const STEP: &str = "lab-step";
    pub const STEP_100: &str = "lab-step-100";
    pub const PLAY: &str = "lab-play";
    pub const SPEED: &str = "lab-speed";
    pub const AXIS: &str = "lab-axis";
    pub const COMPARISON: &str = "lab-comparison";
    pub const CHART: &str = "lab-chart";
    pub const VIEW_NOTE: &str = "lab-view-note";
    pub const EXPORT: &str = "lab-export";
    pub const SVG: &str = "lab-svg";
    pub const PNG: &str = "lab-png";
    pub const EXPORT_STATUS: &str = "lab-export-status";
    pub const LABELS: &str = "lab-labels";
    pub const ODDS: &str = "lab-odds";
    pub const TABLE: &str = "lab-table";
}

/// The running readouts, in page order: the glossary's term (its key is the value's test id and id) and
/// whether its label carries the exact value once it may be shown (`{key}-note`).
const READOUTS: [(Term, bool); 4] = [
    (g::LAB_STEPS, false),
    (g::LAB_MEAN, true),
    (g::LAB_VARIANCE, true),
    (g::LAB_LAST, false),
];

/// The whole view, its changing parts empty until the view fills them; `notices` is markup (the link's
/// problems). Every control says what it does in `data-act`.
pub fn page_html(lang: Lang, notices: &str) -> String {
    let tr = |text: Tr| escape(text.get(lang));
    let button = |id: &str, act: &str, class: &str, text: Tr| {
        format!(
            "<button type=\"button\" class=\"button{class}\" id=\"{id}\" data-act=\"{act}\">{}</button>",
            tr(text)
        )
    };
    let slider = |id: &str, act: &str, label: Tr, max: &str, step: &str| {
        format!(
            "<div class=\"field\"><label class=\"field__label\" for=\"{id}\">{}</label><input id=\"{id}\" data-act=\"{act}\" type=\"range\" min=\"0\" max=\"{max}\" step=\"{step}\"></div>",
            tr(label)
        )
    };
    let guess = |id: &str, label: Tr| {
        format!(
            "<div class=\"field\"><label class=\"field__label\" for=\"{id}\">{}</label><input id=\"{id}\" class=\"field__input\" type=\"text\" inputmode=\"decimal\" autocomplete=\"off\" aria-describedby=\"{}\"></div>",
            tr(label),
            id::ERROR
        )
    };
    let speeds: Vec<(String, String)> = SPEEDS
        .iter()
        .map(|(v, label)| (v.to_string(), tr(*label)))
        .collect();
    let axes =
        [("probability", t::PROBABILITY), ("count", t::COUNT)].map(|(v, s)| (v.to_string(), tr(s)));
    let mut out = String::with_capacity(8192);
    out.push_str(&format!(
        "<div class=\"view__head\"><h1 id=\"lab-title\">{}</h1></div><p class=\"lab__disclaimer\" role=\"note\"><strong>{}</strong>{}<a id=\"{}\">{}</a>{}</p><div class=\"notices-host\">{notices}</div>",
        tr(t::TITLE),
        tr(t::HYPOTHETICAL),
        tr(t::DISCLAIMER),
        id::LAYOUTS_LINK,
        tr(t::LAYOUTS_LINK),
        tr(t::LAYOUTS_TAIL),
    ));
    // p, n and the seed, by slider and by field.
    out.push_str(&format!(
        "<div class=\"lab__controls\">{}{}{}{}{}{}{}</div>",
        button(id::RESET, "reset", "", t::RESET),
        slider(id::P_SLIDER, "p-slider", t::P_SLIDER, "1", "0.01"),
        field_html(id::P, "p", "", &tr(t::P_FIELD), "", "decimal", ""),
        slider(id::N_SLIDER, "n-slider", t::N_SLIDER, "600", "1"),
        field_html(id::N, "n", "", &tr(t::N_FIELD), "", "numeric", ""),
        field_html(id::SEED, "seed", "", &tr(t::SEED), "", "numeric", ""),
        button(id::NEW_SEED, "new-seed", "", t::NEW_SEED),
    ));
    // The predict-first gate; its status takes the focus when the gate closes under it.
    out.push_str(&format!(
        "<form class=\"lab__predict\" aria-labelledby=\"predict-title\" data-act=\"predict\"><h2 id=\"predict-title\">{}</h2><p>{}</p><div class=\"lab__predict-fields\">{}{}</div><span id=\"{}\" class=\"field__error\" aria-live=\"polite\"></span><div class=\"lab__predict-actions\"><button type=\"submit\" class=\"button button--primary\" id=\"{}\">{}</button>{}<span role=\"status\" id=\"{}\" tabindex=\"-1\"></span></div></form>",
        tr(t::PREDICT_TITLE),
        tr(t::PREDICT_LEAD),
        guess(id::MEAN, t::PREDICTED_MEAN),
        guess(id::VARIANCE, t::PREDICTED_VARIANCE),
        id::ERROR,
        id::COMMIT,
        tr(t::COMMIT),
        button(id::SKIP, "skip", "", t::SKIP),
        id::STATUS,
    ));
    out.push_str(&format!(
        "<div class=\"lab__run\">{}{}<button type=\"button\" class=\"button\" id=\"{}\" data-act=\"play\" aria-pressed=\"false\">{}</button>{}{}</div>",
        button(id::STEP, "step", " button--primary", t::STEP),
        button(id::STEP_100, "step-100", "", t::STEP_100),
        id::PLAY,
        tr(t::PLAY),
        select_html(id::SPEED, "speed", "", &tr(t::SPEED), &speeds, "5"),
        select_html(id::AXIS, "axis", "", &tr(t::Y_AXIS), &axes, "probability"),
    ));
    out.push_str(&format!(
        "<div class=\"lab__readouts readouts\" role=\"group\" aria-label=\"{}\">",
        tr(t::RUNNING)
    ));
    for (term, noted) in READOUTS {
        let key = term.key;
        let (name, definition) = (term.name_tr().get(lang), term.definition_tr().get(lang));
        out.push_str(&format!(
            "<div class=\"readout\"><span class=\"readout__value\" data-testid=\"{key}\" id=\"{key}\"></span><span class=\"readout__label\">{}{}</span><details class=\"readout__more\"><summary><span class=\"readout__i\" aria-hidden=\"true\">i</span><span class=\"visually-hidden\">{}</span></summary><p id=\"explain-{key}\">{}</p></details></div>",
            maths_html(name),
            if noted { format!("<span id=\"{key}-note\"></span>") } else { String::new() },
            escape(&fill(tl::WHAT_IS.get(lang), &[name])),
            maths_html(definition),
        ));
    }
    out.push_str("</div>");
    let legend = |class: &str, text: Tr| {
        format!(
            "<span class=\"lab__legend\"><span class=\"lab__key lab__key--{class}\" aria-hidden=\"true\"></span>{}</span>",
            tr(text)
        )
    };
    out.push_str(&format!(
        "<ul class=\"lab__comparison\" aria-live=\"polite\" id=\"{}\"></ul><figure class=\"lab__figure\"><div class=\"lab__chart-host figure-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"{}\"></div><figcaption>{}{}{}<p data-testid=\"lab-view-note\" id=\"{}\"></p></figcaption></figure>",
        id::COMPARISON,
        tr(t::CHART),
        id::CHART,
        legend("exact", t::LEGEND_EXACT),
        legend("observed", t::LEGEND_OBSERVED),
        legend("hit", t::LEGEND_LAST),
        id::VIEW_NOTE,
    ));
    out.push_str(&format!(
        "<div id=\"{}\"></div><div class=\"lab__labels-host\" id=\"{}\"></div><section class=\"lab__warp\" aria-labelledby=\"warp-title\"><h2 id=\"warp-title\">{}</h2><div id=\"{}\"></div><p>{}</p></section><div class=\"lab__table-host\" id=\"{}\"></div>",
        id::EXPORT,
        id::LABELS,
        tr(t::WARPS_TITLE),
        id::ODDS,
        tr(t::INDEPENDENCE),
        id::TABLE,
    ));
    out
}

/// The export buttons, shown once the exact chart is (their status starts empty each time).
pub fn export_html(lang: Lang) -> String {
    format!(
        "<div class=\"export\" role=\"group\" aria-label=\"{}\"><button type=\"button\" class=\"button\" id=\"{}\" data-act=\"svg\">{}</button><button type=\"button\" class=\"button\" id=\"{}\" data-act=\"png\">{}</button><span class=\"export__status\" role=\"status\" id=\"{}\"></span></div>",
        escape(tl::EXPORT.get(lang)),
        id::SVG,
        escape(tl::DOWNLOAD_SVG.get(lang)),
        id::PNG,
        escape(tl::DOWNLOAD_PNG.get(lang)),
        id::EXPORT_STATUS,
    )
}

/// The last step's labels, lane 0 first, when the step kept them (small n).
pub fn labels_html(s: &LabState, lang: Lang) -> String {
    let Some(labels) = s.last.as_ref().and_then(|d| d.labels.as_ref()) else {
        return String::new();
    };
    let items: String = labels
        .iter()
        .map(|&l| {
            if l {
                "<li class=\"lab__label lab__label--true\">●<span class=\"visually-hidden\">true</span></li>"
            } else {
                "<li class=\"lab__label lab__label--false\">○<span class=\"visually-hidden\">false</span></li>"
            }
        })
        .collect();
    let trues = labels.iter().filter(|&&l| l).count();
    let head = fill(
        t::LAST_LABELS.get(lang),
        &[&trues.to_string(), &(labels.len() - trues).to_string()],
    );
    format!(
        "<p>{}</p><ol class=\"lab__labels\" aria-label=\"{}\">{items}</ol>",
        escape(&head),
        escape(t::LABELS_OF_LAST.get(lang))
    )
}

/// From labels to warps: how often a whole warp of 32 or 64 independent lanes agrees (after the reveal).
pub fn odds_html(settings: &LabSettings, revealed: bool, lang: Lang) -> String {
    if !revealed {
        return format!("<p>{}</p>", escape(t::ODDS_HIDDEN.get(lang)));
    }
    [32u32, 64]
        .iter()
        .map(|&w| {
            let uniform = settings.uniform_warp_probability(w);
            let diverge = group_thousands(((1.0 - uniform) * 1000.0).round() as u64);
            format!(
                "<p data-testid=\"uniform-{w}\">{}<sup>{w}</sup> + (1 − p)<sup>{w}</sup>{}</p>",
                escape(&fill(
                    t::UNIFORM_HEAD.get(lang),
                    &[&short(settings.p()), &w.to_string()]
                )),
                escape(&fill(
                    t::UNIFORM_TAIL.get(lang),
                    &[&short(uniform), &diverge]
                )),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `needle` appears in `html` exactly `count` times.
    fn check(html: &str, needle: &str, count: usize, what: &str) {
        assert_eq!(html.matches(needle).count(), count, "{what}: {needle}");
    }

    /// Every control a learner uses is on the page once, named by its label, and wired by `data-act`.
    #[test]
    fn the_page_names_every_control() {
        for lang in [Lang::En, Lang::HiLatn] {
            let page = page_html(lang, "<p>N</p>");
            let table: [(&str, Tr, &str); 13] = [
                (id::RESET, t::RESET, "reset"),
                (id::P_SLIDER, t::P_SLIDER, "p-slider"),
                (id::P, t::P_FIELD, "p"),
                (id::N_SLIDER, t::N_SLIDER, "n-slider"),
                (id::N, t::N_FIELD, "n"),
                (id::SEED, t::SEED, "seed"),
                (id::NEW_SEED, t::NEW_SEED, "new-seed"),
                (id::SKIP, t::SKIP, "skip"),
                (id::STEP, t::STEP, "step"),
                (id::STEP_100, t::STEP_100, "step-100"),
                (id::PLAY, t::PLAY, "play"),
                (id::SPEED, t::SPEED, "speed"),
                (id::AXIS, t::Y_AXIS, "axis"),
            ];
            for (id, label, act) in table {
                check(&page, &format!("id=\"{id}\""), 1, "one element");
                check(&page, &format!("data-act=\"{act}\""), 1, id);
                check(&page, &format!(">{}</", escape(label.get(lang))), 1, id);
            }
            for (id, label) in [
                (id::MEAN, t::PREDICTED_MEAN),
                (id::VARIANCE, t::PREDICTED_VARIANCE),
            ] {
                check(
                    &page,
                    &format!(
                        "<label class=\"field__label\" for=\"{id}\">{}</label><input id=\"{id}\"",
                        label.get(lang)
                    ),
                    1,
                    id,
                );
            }
            for needle in [
                "<form class=\"lab__predict\" aria-labelledby=\"predict-title\" data-act=\"predict\">",
                "<button type=\"submit\" class=\"button button--primary\" id=\"lab-commit\">",
                "aria-pressed=\"false\"",
                "<option value=\"5\" selected>",
                "<option value=\"probability\" selected>",
                "<section class=\"lab__warp\" aria-labelledby=\"warp-title\">",
                "role=\"region\"",
                "<div class=\"notices-host\"><p>N</p></div>",
                "data-testid=\"lab-view-note\"",
                "<h1 id=\"lab-title\">",
            ] {
                check(&page, needle, 1, "page");
            }
            for (term, _) in READOUTS {
                check(
                    &page,
                    &format!("data-testid=\"{}\"", term.key),
                    1,
                    "readout",
                );
                check(
                    &page,
                    &format!("<p id=\"explain-{}\">", term.key),
                    1,
                    "explanation",
                );
            }
            assert!(!page.contains("style="), "no inline style (CSP)");
        }
        assert!(page_html(Lang::HiLatn, "").contains("Pehle predict karo"));
        let export = export_html(Lang::En);
        check(&export, "data-act=\"svg\">Download SVG<", 1, "svg");
        check(&export, "data-act=\"png\">Download PNG<", 1, "png");
    }

    /// The hosts' markup: the warp odds once revealed, and the last step's labels, one a lane.
    #[test]
    fn the_hosts_follow_the_run() {
        let settings = LabSettings::new(0.5, 32).unwrap();
        let odds = odds_html(&settings, true, Lang::En);
        check(&odds, "<p data-testid=\"uniform-32\">With p = 0.5 and independent lanes, a 32-lane warp is uniform with probability p<sup>32</sup> + (1 − p)<sup>32</sup> = 4.65661e-10; among 1,000 such warps about 1,000 diverge", 1, "32 lanes");
        check(&odds, "data-testid=\"uniform-64\"", 1, "64 lanes");
        check(
            &odds_html(&settings, false, Lang::En),
            "appears once you commit",
            1,
            "hidden",
        );
        let mut s = LabState::default();
        check(&labels_html(&s, Lang::En), "<li", 0, "no step yet");
        s.skip_prediction();
        s.run(1, || false);
        let labels = labels_html(&s, Lang::En);
        check(
            &labels,
            "<ol class=\"lab__labels\" aria-label=\"Labels of the last step\">",
            1,
            "list",
        );
        check(&labels, "<li class=\"lab__label", 32, "one label a lane");
        check(
            &labels_html(&s, Lang::HiLatn),
            "Pichhle step ke labels, pehle lane 0: ",
            1,
            "Hinglish",
        );
    }
}
