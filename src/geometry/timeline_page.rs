//! The timeline's page as markup: the controls written once with the `data-act` saying what each does, and
//! the parts that change (the stage for one warp or a block, a path's row, a lane strip) as strings the view
//! puts in empty hosts. `ui::timeline` wires it; what the parts say is `geometry::timeline_values`.

use super::markup::{
    export_buttons_html, field_html, maths_html, readout_html, select_html, width_select_html,
};
use super::svg::escape;
use super::timeline::path_name;
use super::timeline_values::{block_toggle, BLOCK_TERMS, READOUT_TERMS};
use crate::model::i18n::{fill, Lang, Tr};
use crate::model::lanes::LaneMask;
use crate::state::text::timeline as t;
use crate::state::timeline::{preset_count, preset_title, TimelineState};

/// The keys the timeline answers, as its help dialog lists them.
pub const SHORTCUTS: [(&str, Tr); 6] = [
    ("P", t::KEY_PROJECTOR),
    ("]", t::KEY_NEXT),
    ("[", t::KEY_PREVIOUS),
    ("A", t::KEY_ADD),
    ("Alt + R", t::KEY_RESET),
    ("?", t::KEY_HELP),
];

/// The whole page for the state it opens with; `notices` is markup. The stage (`timeline-stage`) and the
/// path rows (`paths-rows`) are empty: the view writes them.
pub fn page_html(s: &TimelineState, lang: Lang, notices: &str) -> String {
    let tr = |text: Tr| escape(text.get(lang));
    let mut out = format!(
        "<div class=\"view__head\"><h1 id=\"timeline-title\">{}</h1><div class=\"view__actions\"><button type=\"button\" class=\"button\" id=\"timeline-projector\" data-act=\"projector\" aria-pressed=\"false\">{}</button><button type=\"button\" class=\"button\" data-act=\"help\">{}</button></div></div><div class=\"notices-host\" id=\"timeline-notices\">{notices}</div>",
        tr(t::TITLE),
        tr(t::PROJECTOR),
        tr(t::SHORTCUTS_BUTTON),
    );
    out.push_str(&help_html(lang));
    out.push_str("<div class=\"timeline__stage\" id=\"timeline-stage\"></div><div class=\"timeline__controls\">");
    let mut presets = vec![(String::new(), tr(t::CUSTOM))];
    presets.extend((0..preset_count()).map(|i| (i.to_string(), escape(preset_title(i, lang)))));
    let preset = s.preset_index().map(|i| i.to_string()).unwrap_or_default();
    out.push_str(&select_html(
        "timeline-preset",
        "preset",
        "",
        &tr(t::PRESET),
        &presets,
        &preset,
    ));
    out.push_str(&width_select_html("timeline-warp", "width", s.width, lang));
    for (id, act, label, value) in [
        ("timeline-prologue", "prologue", t::PROLOGUE, s.prologue),
        ("timeline-tail", "tail", t::TAIL, s.tail),
    ] {
        out.push_str(&field_html(
            id,
            act,
            "",
            &tr(label),
            &value.to_string(),
            "numeric",
            "",
        ));
    }
    out.push_str(&format!(
        "</div><fieldset class=\"paths\"><legend>{}</legend><p class=\"paths__error\" role=\"alert\" id=\"paths-error\"></p><div id=\"paths-rows\"></div><div class=\"paths__actions\"><button type=\"button\" class=\"button\" id=\"paths-add\" data-act=\"add\">{}</button><button type=\"button\" class=\"button\" id=\"paths-block\" data-act=\"block\">{}</button><button type=\"button\" class=\"button\" data-act=\"reset\">{}</button></div></fieldset>{}<p class=\"timeline__open\"><a class=\"button\" id=\"timeline-stepper-link\" aria-disabled=\"false\">{}</a></p>",
        tr(t::PATHS),
        tr(t::ADD_PATH),
        tr(block_toggle(s)),
        tr(t::RESET),
        export_buttons_html("timeline-export-status", lang),
        tr(t::OPEN_IN_STEPPER),
    ));
    out
}

/// The stage for one warp (the figure, its caption, the badge's host and the readouts) or for a block (the
/// warps' text box, the host of its figure and readouts, regrouping); the scenario's name heads both.
pub fn stage_html(single: bool, lang: Lang) -> String {
    let tr = |text: Tr| escape(text.get(lang));
    let mut out = String::from("<figure class=\"timeline__figure-wrap\"><p class=\"timeline__scenario\" data-testid=\"scenario-caption\" id=\"timeline-scenario\"></p>");
    if single {
        out.push_str(&format!(
            "<div class=\"timeline__figure-host figure-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"timeline-figure-host\"></div><figcaption class=\"timeline__caption\">{}</figcaption></figure><div class=\"timeline__badge-host\" id=\"timeline-badge\"></div><div class=\"readouts\" aria-label=\"{}\" role=\"group\">",
            tr(t::FIGURE),
            maths_html(t::CAPTION.get(lang)),
            tr(t::READOUTS),
        ));
        for term in READOUT_TERMS {
            out.push_str(&readout_html(term, lang));
        }
        out.push_str("</div>");
    } else {
        out.push_str(&format!(
            "<div class=\"block\"><div class=\"field\"><label class=\"field__label\" for=\"block-warps\">{}</label><textarea id=\"block-warps\" data-act=\"warps\" class=\"field__input block__warps\" rows=\"6\" aria-describedby=\"block-warps-error\"></textarea><span id=\"block-warps-error\" class=\"field__error\" aria-live=\"polite\"></span></div><div id=\"block-result\"></div><button type=\"button\" class=\"button\" data-act=\"regroup\">{}</button><p class=\"block__speedup\" role=\"status\" data-testid=\"regroup-speedup\" id=\"block-speedup\"></p></div></figure>",
            tr(t::WARPS_FIELD),
            tr(t::REGROUP),
        ));
    }
    out
}

/// What a block that prices shows: its figure's host, its summary and its readouts, all empty.
pub fn block_result_html(lang: Lang) -> String {
    let mut out = format!(
        "<div class=\"block__figure-host figure-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"block-figure-host\"></div><p class=\"block__summary\" id=\"block-summary\"></p><div class=\"readouts\" role=\"group\" aria-label=\"{}\">",
        escape(t::BLOCK_FIGURE.get(lang)),
        escape(t::BLOCK_READOUTS.get(lang)),
    );
    for term in BLOCK_TERMS {
        out.push_str(&readout_html(term, lang));
    }
    out.push_str("</div>");
    out
}

/// Path `i`'s row (its name, length, and for one warp its takers and the button opening its lanes; its
/// removal), then the empty host of its lane strip. Values are written by the view.
pub fn row_html(i: usize, single: bool, lang: Lang) -> String {
    let name = path_name(i);
    let said = |text: Tr| escape(&fill(text.get(lang), &[&name]));
    let path = format!(" data-path=\"{i}\"");
    let mut out = format!(
        "<div class=\"paths__row\"><span class=\"paths__swatch\" data-path=\"{i}\" aria-hidden=\"true\">{name}</span>{}",
        field_html(&format!("path-{i}-length"), "length", &path, &said(t::LENGTH), "", "numeric", ""),
    );
    if single {
        out.push_str(&field_html(
            &format!("path-{i}-takers"),
            "takers",
            &path,
            &said(t::TAKERS),
            "",
            "numeric",
            "",
        ));
        out.push_str(&format!(
            "<button type=\"button\" class=\"button button--small\" id=\"path-{i}-lanes\" data-act=\"strip\"{path} aria-expanded=\"false\">{}</button>",
            said(t::LANES_OF)
        ));
    }
    out.push_str(&format!(
        "<button type=\"button\" class=\"button button--small\" id=\"path-{i}-remove\" data-act=\"remove\"{path}>{}</button></div><div id=\"paths-{i}-strip\"></div>",
        said(t::REMOVE_PATH)
    ));
    out
}

/// Path `path`'s lanes as toggle buttons, pressed where `mask` has the lane; only lane `focus` is in the tab
/// order (the arrow keys move along the strip).
pub fn strip_html(path: usize, lanes: u32, mask: LaneMask, focus: u32, lang: Lang) -> String {
    let mut out = format!(
        "<div class=\"lane-strip\" role=\"group\" aria-label=\"{}\"><p class=\"lane-strip__help\">{}</p>",
        escape(&fill(t::STRIP.get(lang), &[&path_name(path)])),
        escape(t::STRIP_HELP.get(lang)),
    );
    let focus = focus.min(lanes.saturating_sub(1));
    for lane in 0..lanes {
        let on = mask.contains(lane);
        out.push_str(&format!(
            "<button type=\"button\" class=\"lane-strip__lane\" id=\"strip-{path}-lane-{lane}\" data-act=\"lane\" data-path=\"{path}\" data-lane=\"{lane}\" tabindex=\"{}\" aria-pressed=\"{on}\" aria-label=\"Lane {lane}\"><span aria-hidden=\"true\">{}</span></button>",
            if lane == focus { "0" } else { "-1" },
            if on { "■" } else { "·" },
        ));
    }
    out.push_str("</div>");
    out
}

/// The shortcuts, in a native modal `<dialog>` (`timeline-help`): the browser keeps focus inside it, makes
/// the page behind it inert, closes it on Escape and gives focus back to the button that opened it.
fn help_html(lang: Lang) -> String {
    let tr = |text: Tr| escape(text.get(lang));
    let rows: String = SHORTCUTS
        .iter()
        .map(|(key, action)| {
            format!(
                "<tr><td><kbd>{}</kbd></td><td>{}</td></tr>",
                escape(key),
                tr(*action)
            )
        })
        .collect();
    format!(
        "<dialog class=\"dialog\" id=\"timeline-help\" aria-labelledby=\"shortcuts-title\"><h2 id=\"shortcuts-title\">{}</h2><table class=\"dialog__table\"><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>{rows}</tbody></table><p>{}</p><button type=\"button\" class=\"button\" id=\"timeline-help-close\" data-act=\"close-help\">{}</button></dialog>",
        tr(t::SHORTCUTS_TITLE),
        tr(t::KEY),
        tr(t::ACTION),
        tr(t::WHILE_TYPING),
        tr(t::CLOSE),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{open, text::timeline::ALL};

    /// Each of `has` is in `html` exactly once, and none of `lacks` is.
    fn check(what: &str, html: &str, has: &[&str], lacks: &[&str]) {
        for want in has {
            assert_eq!(
                html.matches(want).count(),
                1,
                "{what}: {want} once in {html}"
            );
        }
        for unwanted in lacks {
            assert!(!html.contains(unwanted), "{what}: {unwanted} in {html}");
        }
    }

    fn state(link: &str) -> TimelineState {
        open::<TimelineState>(link).0
    }

    /// Every control a learner uses is in the page once, named as before, with what it does.
    #[test]
    fn the_page_has_every_control_with_its_act() {
        let s = TimelineState::default();
        let acts = [
            "data-act=\"projector\" aria-pressed=\"false\">Projector mode (P)</button>",
            "data-act=\"help\">Keyboard shortcuts (?)</button>",
            "data-act=\"close-help\">Close</button>",
            "data-act=\"preset\"",
            "<option value=\"3\" selected>L2.1 15 vs 25 cycles, 8 vs 24 lanes</option>",
            "<option value=\"\">Custom</option>",
            "data-act=\"width\"",
            "data-act=\"prologue\"",
            "data-act=\"tail\"",
            "data-act=\"add\">Add path (A)</button>",
            "data-act=\"block\">Block of warps</button>",
            "data-act=\"reset\">Reset (Alt+R)</button>",
            "data-act=\"export\">Download SVG</button>",
            "data-act=\"export-png\">Download PNG</button>",
            "aria-disabled=\"false\">Open in the warp stepper</a>",
            "<tr><td><kbd>Alt + R</kbd></td><td>Reset to the default region</td></tr>",
            "<div class=\"notices-host\" id=\"timeline-notices\"><p>N</p></div>",
            "id=\"timeline-stage\"",
            "id=\"paths-rows\"",
        ];
        check("en", &page_html(&s, Lang::En, "<p>N</p>"), &acts, &[]);
        let block = page_html(&state("block=L5.1"), Lang::En, "");
        check(
            "block",
            &block,
            &["data-act=\"block\">Back to one warp</button>"],
            &[" selected>L2.1"],
        );
        let (en, hi) = (
            page_html(&s, Lang::En, "")
                + &stage_html(true, Lang::En)
                + &row_html(0, true, Lang::En),
            page_html(&s, Lang::HiLatn, "")
                + &stage_html(true, Lang::HiLatn)
                + &row_html(0, true, Lang::HiLatn),
        );
        check("hi", &hi, &[t::TITLE.hi, "Warp stepper mein kholo"], &[]);
        crate::geometry::translated::assert_no_english(&ALL, &en, &hi, 8, 25);
    }

    /// One warp's stage has its figure, badge and readouts; a block's has its box and regrouping.
    #[test]
    fn the_stage_is_one_warp_or_a_block() {
        let single = [
            "id=\"timeline-figure-host\"",
            "id=\"timeline-badge\"",
            "data-testid=\"scenario-caption\"",
            "data-testid=\"t-div\"",
            "data-testid=\"lane-utilisation\"",
            "divergence waste, T<sub>div</sub> − T<sub>ideal</sub>.</figcaption>",
        ];
        let block = [
            "data-testid=\"scenario-caption\"",
            "<textarea id=\"block-warps\" data-act=\"warps\"",
            "id=\"block-result\"",
            "data-act=\"regroup\">Regroup lanes into uniform warps</button>",
            "data-testid=\"regroup-speedup\"",
        ];
        check(
            "one warp",
            &stage_html(true, Lang::En),
            &single,
            &block[1..],
        );
        check("block", &stage_html(false, Lang::En), &block, &single[..2]);
        check(
            "result",
            &block_result_html(Lang::En),
            &[
                "id=\"block-figure-host\"",
                "data-testid=\"block-issued\"",
                "data-testid=\"block-efficiency\"",
            ],
            &[],
        );
    }

    /// A row names its path everywhere; takers and lanes are for one warp only.
    #[test]
    fn rows_name_their_path() {
        let table: [(usize, bool, &[&str], &[&str]); 3] = [
            (
                1,
                true,
                &[
                    "data-path=\"1\" aria-hidden=\"true\">B</span>",
                    ">Path B length (cycles)</label>",
                    ">Path B takers (lanes)</label>",
                    "id=\"path-1-lanes\" data-act=\"strip\" data-path=\"1\" aria-expanded=\"false\">Lanes of B</button>",
                    "data-act=\"remove\" data-path=\"1\">Remove path B</button>",
                    "<div id=\"paths-1-strip\"></div>",
                ],
                &[],
            ),
            (0, false, &["Path A length"], &["takers", "Lanes of"]),
            (26, true, &["Remove path P27"], &[]),
        ];
        for (i, single, has, lacks) in table {
            check(
                &format!("row {i}"),
                &row_html(i, single, Lang::En),
                has,
                lacks,
            );
        }
    }

    /// A strip presses its path's lanes and keeps exactly one lane in the tab order.
    #[test]
    fn strips_press_their_lanes() {
        let mask = LaneMask::EMPTY.with(0).with(8);
        let table: [(u32, u32, &[&str]); 2] = [
            (32, 8, &["aria-label=\"Lanes taking path B\"", "id=\"strip-1-lane-8\" data-act=\"lane\" data-path=\"1\" data-lane=\"8\" tabindex=\"0\" aria-pressed=\"true\" aria-label=\"Lane 8\"><span aria-hidden=\"true\">■</span>", "tabindex=\"0\""]),
            // A focus past a narrower warp's last lane stays reachable.
            (32, 40, &["id=\"strip-1-lane-31\" data-act=\"lane\" data-path=\"1\" data-lane=\"31\" tabindex=\"0\" aria-pressed=\"false\"", "tabindex=\"0\""]),
        ];
        for (lanes, focus, has) in table {
            let html = strip_html(1, lanes, mask, focus, Lang::En);
            check(&format!("focus {focus}"), &html, has, &["lane-32\""]);
            assert_eq!(html.matches("aria-pressed=\"true\"").count(), 2);
        }
    }
}
