//! The warp stepper's page as markup: its controls written once, and the parts that change as the learner
//! steps or edits (caption, errors, inputs, branches, position) as strings the view puts in place.
//!
//! Markup instead of a component per control: the view's controls as Leptos components were about a third
//! of the stepper's bundle (README "Performance"); as markup with one delegated listener per event kind
//! they cost a few kilobytes.

use super::markup::{field_html, select_html};
use super::stepper::{cost_table_html, LaneState, Snapshot};
use super::svg::escape;
use crate::model::i18n::{fill, Lang, Tr};
use crate::model::stepper::cost::{CONTINUE_REST_MAX_SLOTS, PREDICATION_MAX_SIDE_SLOTS};
use crate::model::stepper::examples::{Example, Layout, EXAMPLES};
use crate::model::stepper::{BranchInfo, Decision, Mode, Program};
use crate::state::stepper::{values_text, Source, StepperState};
use crate::state::text::stepper::{self as t, HELP_CODE};
use crate::state::text::timeline as tl;

/// Steps per second the Play button offers; the middle one is where a page starts.
pub const SPEEDS: [u32; 3] = [2, 8, 30];

/// Layouts an input can be filled from, as the tree view names them: (option value, name).
pub const LAYOUTS: [(&str, Tr); 5] = [
    ("sorted", t::SORTED),
    ("alternating", t::ALTERNATING),
    ("blocks", t::BLOCKS),
    ("cyclic", t::CYCLIC),
    ("random", t::RANDOM),
];

/// The layout an option of an input's "Fill from" menu names.
pub fn layout(key: &str) -> Option<Layout> {
    Some(match key {
        "sorted" => Layout::Sorted,
        "alternating" => Layout::Alternating,
        "blocks" => Layout::Blocks,
        "cyclic" => Layout::Cyclic,
        "random" => Layout::Random(7),
        _ => return None,
    })
}

/// What a button or menu of the page does: its `data-act`, read by the view's delegated listeners.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    Help,
    Step,
    Back,
    RunToEnd,
    Reset,
    Play,
    Export,
    Flip,
    Example,
    Width,
    Mode,
    Speed,
    Fill,
    Launched,
    Source,
    Input,
}

impl Act {
    const ALL: [(Act, &'static str); 16] = [
        (Act::Help, "help"),
        (Act::Step, "step"),
        (Act::Back, "back"),
        (Act::RunToEnd, "run"),
        (Act::Reset, "reset"),
        (Act::Play, "play"),
        (Act::Export, "export"),
        (Act::Flip, "flip"),
        (Act::Example, "example"),
        (Act::Width, "width"),
        (Act::Mode, "mode"),
        (Act::Speed, "speed"),
        (Act::Fill, "fill"),
        (Act::Launched, "launched"),
        (Act::Source, "source"),
        (Act::Input, "input"),
    ];

    pub fn key(self) -> &'static str {
        Act::ALL
            .iter()
            .find(|(a, _)| *a == self)
            .map_or("", |(_, k)| k)
    }

    pub fn from_key(key: &str) -> Option<Act> {
        Act::ALL.iter().find(|(_, k)| *k == key).map(|(a, _)| *a)
    }
}

/// The ids of the elements the view fills or updates after the page is written.
pub mod id {
    pub const HELP_BUTTON: &str = "stepper-help-button";
    pub const HELP: &str = "stepper-help";
    pub const SETUP: &str = "stepper-setup";
    pub const EXAMPLE: &str = "stepper-example";
    pub const WIDTH: &str = "stepper-warp";
    pub const LAUNCHED: &str = "stepper-active";
    pub const MODE: &str = "stepper-mode";
    pub const SOURCE: &str = "stepper-source";
    pub const INPUTS: &str = "stepper-inputs-host";
    pub const STEP: &str = "stepper-step";
    pub const BACK: &str = "stepper-back";
    pub const RUN: &str = "stepper-run";
    pub const RESET: &str = "stepper-reset";
    pub const PLAY: &str = "stepper-play";
    pub const SPEED: &str = "stepper-speed";
    pub const POSITION: &str = "stepper-position";
    pub const ERRORS: &str = "stepper-errors";
    pub const CAPTION: &str = "stepper-caption";
    pub const CODE: &str = "stepper-code-host";
    pub const MASK: &str = "stepper-mask";
    pub const LANES: &str = "stepper-lanes-host";
    pub const STACK: &str = "stepper-stack-host";
    pub const TOTALS: &str = "stepper-totals";
    pub const STRIP: &str = "stepper-strip-host";
    pub const EXPORT_STATUS: &str = "stepper-export-status";
    pub const BRANCHES: &str = "stepper-branches";
    pub const VALUES: &str = "stepper-values-host";
}

/// The whole view, its changing parts empty until the view fills them. `notices` is markup (the link's
/// problems); the set-up box starts open unless the room's projector mode is on.
pub fn page_html(lang: Lang, setup_open: bool, notices: &str) -> String {
    let tr = |text: Tr| escape(text.get(lang));
    let button = |act: Act, id: &str, class: &str, text: Tr| {
        format!(
            "<button type=\"button\" class=\"button{class}\" id=\"{id}\"{} data-act=\"{}\">{}</button>",
            if act == Act::Play { " aria-pressed=\"false\"" } else { "" },
            act.key(),
            tr(text)
        )
    };
    let examples: Vec<(String, String)> = std::iter::once((String::new(), tr(t::PASTED_OR_EDITED)))
        .chain(
            EXAMPLES
                .iter()
                .map(|e| (e.key.to_string(), escape(e.title.get(lang)))),
        )
        .collect();
    let widths =
        [("32", tr(tl::WIDTH_32)), ("64", tr(tl::WIDTH_64))].map(|(v, s)| (v.to_string(), s));
    let modes = [("full", tr(t::FULL)), ("toy", tr(t::TOY))].map(|(v, s)| (v.to_string(), s));
    let speeds: Vec<(String, String)> = SPEEDS
        .iter()
        .map(|v| {
            (
                v.to_string(),
                escape(&fill(t::PER_SECOND.get(lang), &[&v.to_string()])),
            )
        })
        .collect();
    let sideways = |name: Tr| escape(&format!("{}{}", name.get(lang), t::SIDEWAYS.get(lang)));
    let mut out = String::with_capacity(8192);
    // Title and help.
    out.push_str(&format!(
        "<div class=\"view__head\"><h1 id=\"stepper-title\">{}</h1><div class=\"view__actions\"><button type=\"button\" class=\"button\" id=\"{}\" data-act=\"help\" aria-expanded=\"false\">{}</button></div></div><div class=\"notices-host\">{notices}</div>",
        tr(t::TITLE),
        id::HELP_BUTTON,
        tr(t::HELP_BUTTON)
    ));
    out.push_str(&format!(
        "<section class=\"stepper__help\" id=\"{}\" aria-labelledby=\"stepper-help-title\" hidden><h2 id=\"stepper-help-title\">{}</h2><p>{}</p><div>{}</div><p>{}</p></section>",
        id::HELP,
        tr(t::HELP_TITLE),
        escape(&fill(t::HELP.get(lang), &HELP_CODE)),
        cost_table_html(lang),
        tr(t::KEYS)
    ));
    // Set-up: example, warp, launched lanes, costs, the source and the inputs.
    out.push_str(&format!(
        "<details class=\"stepper__setup-box\" id=\"{}\"{}><summary>{}</summary><div class=\"stepper__setup\"><div class=\"stepper__row\">{}{}{}{}</div>",
        id::SETUP,
        if setup_open { " open" } else { "" },
        tr(t::SETUP),
        select_html(id::EXAMPLE, Act::Example.key(), "", &tr(t::EXAMPLE), &examples, ""),
        select_html(id::WIDTH, Act::Width.key(), "", &tr(tl::WARP_WIDTH), &widths, ""),
        field_html(id::LAUNCHED, Act::Launched.key(), "", &tr(t::LAUNCHED), "", "numeric", ""),
        select_html(id::MODE, Act::Mode.key(), "", &tr(t::COSTS), &modes, ""),
    ));
    out.push_str(&format!(
        "<details class=\"stepper__source\"><summary>{}</summary><label class=\"field__label\" for=\"{src}\">{}</label><textarea id=\"{src}\" data-act=\"source\" class=\"field__input stepper__textarea\" rows=\"14\" spellcheck=\"false\" aria-describedby=\"{src}-error\"></textarea><span id=\"{src}-error\" class=\"field__error\" aria-live=\"polite\"></span></details>",
        tr(t::EDIT),
        tr(t::SOURCE),
        src = id::SOURCE
    ));
    out.push_str(&format!(
        "<fieldset class=\"stepper__inputs\"><legend>{}</legend><div id=\"{}\"></div></fieldset></div></details>",
        tr(t::INPUTS),
        id::INPUTS
    ));
    // The controls.
    out.push_str(&format!(
        "<div class=\"stepper__controls\" role=\"group\" aria-label=\"{}\">{}{}{}{}{}{}<span class=\"stepper__position\" id=\"{}\" role=\"status\" data-testid=\"stepper-position\"></span></div>",
        tr(t::STEPPING),
        button(Act::Step, id::STEP, " button--primary", t::STEP),
        button(Act::Back, id::BACK, "", t::BACK),
        button(Act::RunToEnd, id::RUN, "", t::RUN_TO_END),
        button(Act::Reset, id::RESET, "", t::RESET),
        button(Act::Play, id::PLAY, "", t::PLAY),
        select_html(id::SPEED, Act::Speed.key(), "", &tr(t::SPEED), &speeds, &SPEEDS[1].to_string()),
        id::POSITION
    ));
    // The code and the lanes right under Step (a phone, a room's screen), the totals after them.
    out.push_str(&format!(
        "<div id=\"{}\"></div><div class=\"stepper__stage\"><figure class=\"stepper__code-wrap\"><figcaption id=\"{}\"></figcaption><div id=\"{}\"></div></figure><div class=\"stepper__side\">",
        id::ERRORS,
        id::CAPTION,
        id::CODE
    ));
    out.push_str(&format!(
        "<section class=\"stepper__lanes\" aria-labelledby=\"lanes-title\"><h2 id=\"lanes-title\">{}</h2><p data-testid=\"active-mask\" id=\"{}\"></p><div id=\"{}\"></div><p class=\"stepper__legend\">{}</p></section>",
        tr(t::ACTIVE_MASK),
        id::MASK,
        id::LANES,
        escape(&LaneState::legend(lang))
    ));
    out.push_str(&format!(
        "<section class=\"stepper__stack\" aria-labelledby=\"stack-title\"><h2 id=\"stack-title\">{}</h2><div class=\"stepper__table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"{}\"></div></section></div></div>",
        tr(t::STACK),
        sideways(t::STACK),
        id::STACK
    ));
    out.push_str(&format!(
        "<div id=\"{}\"></div><figure class=\"stepper__strip-wrap\"><figcaption>{}</figcaption><div class=\"stepper__strip-host\" tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"{}\"></div></figure>",
        id::TOTALS,
        tr(t::STRIP_CAPTION),
        sideways(t::STRIP),
        id::STRIP
    ));
    out.push_str(&format!(
        "<div class=\"export\" role=\"group\" aria-label=\"{}\"><button type=\"button\" class=\"button\" data-act=\"export\">{}</button><span class=\"export__status\" role=\"status\" id=\"{}\"></span></div>",
        tr(tl::EXPORT),
        tr(tl::DOWNLOAD_SVG),
        id::EXPORT_STATUS
    ));
    out.push_str(&format!(
        "<section class=\"stepper__branches\" aria-labelledby=\"branches-title\"><h2 id=\"branches-title\">{}</h2><p>{}</p><ul id=\"{}\"></ul></section>",
        tr(t::BRANCHES),
        escape(&fill(
            t::BRANCHES_LEAD.get(lang),
            &[&PREDICATION_MAX_SIDE_SLOTS.to_string(), &CONTINUE_REST_MAX_SLOTS.to_string()],
        )),
        id::BRANCHES
    ));
    out.push_str(&format!(
        "<details class=\"stepper__values\"><summary>{}</summary><div class=\"stepper__table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"{}\" id=\"{}\"></div></details>",
        tr(t::VALUES),
        sideways(t::VALUES),
        id::VALUES
    ));
    out
}

/// One row per per-lane or uniform input the kernel reads: its values and a "Fill from" menu; a sentence
/// when there is none (an empty box reads as broken).
pub fn inputs_html(names: &[String], state: &StepperState, lang: Lang) -> String {
    if names.is_empty() {
        return format!(
            "<p class=\"field__hint\">{}</p>",
            escape(t::NO_INPUTS.get(lang))
        );
    }
    let layouts: Vec<(String, String)> =
        std::iter::once((String::new(), escape(t::CHOOSE.get(lang))))
            .chain(
                LAYOUTS
                    .iter()
                    .map(|(k, label)| (k.to_string(), escape(label.get(lang)))),
            )
            .collect();
    let mut out = String::new();
    for name in names {
        let values = input_text(state, name);
        let key = escape(name);
        let named = format!(" data-name=\"{key}\"");
        out.push_str(&format!(
            "<div class=\"stepper__input\">{}{}</div>",
            field_html(
                &format!("input-{key}"),
                Act::Input.key(),
                &named,
                &escape(&fill(t::VALUES_OF.get(lang), &[name])),
                &escape(&values),
                "text",
                " stepper__values-field"
            ),
            select_html(
                &format!("fill-{key}"),
                Act::Fill.key(),
                &named,
                &escape(&fill(t::FILL_FROM.get(lang), &[name])),
                &layouts,
                ""
            ),
        ));
    }
    out
}

/// An input's values as its field shows them ("" for one the state does not hold).
pub fn input_text(state: &StepperState, name: &str) -> String {
    state
        .inputs
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| values_text(v))
        .unwrap_or_default()
}

/// The set-up's parts that follow the compiled kernel: the inputs' names, their rows and the branch list.
/// Compiled here once; the view asks only when the source or the options change.
pub fn compiled_parts(state: &StepperState, lang: Lang) -> (Vec<String>, String, String) {
    let program = state.compile().ok();
    let names = input_names(state, program.as_ref());
    let inputs = inputs_html(&names, state, lang);
    let branches = program.map_or_else(String::new, |p| {
        branches_html(p.branches(), state.mode, lang)
    });
    (names, inputs, branches)
}

/// The names of the inputs the set-up shows: the compiled kernel's arrays and scalars, or, while it does
/// not compile, the ones the state holds.
pub fn input_names(state: &StepperState, program: Option<&Program>) -> Vec<String> {
    match program {
        Some(p) => p
            .arrays()
            .iter()
            .map(|a| a.name.clone())
            .chain(p.scalar_inputs().iter().map(|a| a.name.clone()))
            .collect(),
        None => state.inputs.iter().map(|(n, _)| n.clone()).collect(),
    }
}

/// Each `if`: what the compiler would do (the measured default) and a button to flip it.
/// In toy mode every branch is real and a flip would change nothing on screen: no button, a sentence.
pub fn branches_html(branches: &[BranchInfo], mode: Mode, lang: Lang) -> String {
    let mut out = String::new();
    for b in branches {
        let word = match b.decision {
            Decision::Predicated => t::PREDICATED,
            Decision::RealBranch => t::REAL,
        }
        .get(lang);
        let whose = if b.decision == b.default {
            t::DEFAULT
        } else {
            t::YOURS
        }
        .get(lang);
        out.push_str(&format!(
            "<li data-testid=\"branch-{}\">{}",
            b.id,
            escape(&format!(
                "Line {} ({} + {} slots): {word}{whose}. ",
                b.line, b.then_slots, b.else_slots
            ))
        ));
        if mode == Mode::Toy {
            out.push_str(&escape(t::TOY_BRANCHES.get(lang)));
        } else if b.predicable {
            let flip = if b.decision == Decision::Predicated {
                t::MAKE_REAL
            } else {
                t::PREDICATE_IT
            }
            .get(lang);
            out.push_str(&format!(
                "<button type=\"button\" class=\"button button--small\" id=\"flip-{id}\" data-act=\"flip\" data-branch=\"{id}\" data-default=\"{}\" aria-label=\"{}\">{}</button>",
                if b.default == Decision::Predicated { "p" } else { "b" },
                escape(&format!("{flip} (line {})", b.line)),
                escape(flip),
                id = b.id
            ));
        } else {
            out.push_str(&escape(t::CANNOT.get(lang)));
        }
        out.push_str("</li>");
    }
    out
}

/// Whatever stops the run — the kernel does not compile, or a lane faulted — as alerts.
pub fn errors_html(snapshot: &Result<Snapshot, String>) -> String {
    let (text, testid) = match snapshot {
        Err(e) if !e.is_empty() => (e.as_str(), "compile-error"),
        Ok(Snapshot { error: Some(e), .. }) => (e.as_str(), "runtime-error"),
        _ => return String::new(),
    };
    format!(
        "<pre class=\"stepper__error\" role=\"alert\" data-testid=\"{testid}\">{}</pre>",
        escape(text)
    )
}

/// Where the run stands: the slot and the next line, or why it stopped.
pub fn position(s: &Result<Snapshot, String>, lang: Lang) -> String {
    let slot = s.as_ref().map(|s| s.slot.to_string()).unwrap_or_default();
    match s {
        Ok(s) if s.error.is_some() => fill(t::STOPPED.get(lang), &[&slot]),
        Ok(s) if s.done => fill(t::FINISHED.get(lang), &[&slot]),
        Ok(s) => fill(
            t::AT_SLOT.get(lang),
            &[&slot, &s.line.map_or("—".into(), |l| l.to_string())],
        ),
        Err(_) => t::NO_COMPILE.get(lang).into(),
    }
}

/// The code panel's caption: the example's title and what to look for, or "pasted".
pub fn caption(example: Option<&Example>, lang: Lang) -> String {
    example.map_or(t::PASTED.get(lang).to_string(), |e| {
        format!("{} — {}", e.title.get(lang), e.look_for.get(lang))
    })
}

/// The values the set-up's menus and fields show for a state: (element id, value).
pub fn control_values(state: &StepperState) -> [(&'static str, String); 4] {
    [
        (
            id::EXAMPLE,
            match state.source {
                Source::Example(k) => k.to_string(),
                Source::Custom(_) => String::new(),
            },
        ),
        (id::WIDTH, state.width.lanes().to_string()),
        (id::LAUNCHED, state.launch.count().to_string()),
        (
            id::MODE,
            if state.mode == Mode::Toy {
                "toy"
            } else {
                "full"
            }
            .to_string(),
        ),
    ]
}

/// The mode a "Costs" menu value names.
pub fn mode(value: &str) -> Mode {
    if value == "toy" {
        Mode::Toy
    } else {
        Mode::Full
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::stepper::compile;

    /// Every control a learner uses is on the page once, named by its label, and wired by `data-act`.
    #[test]
    fn the_page_names_every_control() {
        for lang in [Lang::En, Lang::HiLatn] {
            let page = page_html(lang, true, "");
            for (needle, what) in [
                (
                    "id=\"stepper-example\" data-act=\"example\"",
                    "examples menu",
                ),
                ("id=\"stepper-warp\" data-act=\"width\"", "warp width"),
                (
                    "id=\"stepper-active\" data-act=\"launched\"",
                    "launched lanes",
                ),
                ("id=\"stepper-mode\" data-act=\"mode\"", "costs"),
                ("id=\"stepper-source\" data-act=\"source\"", "source"),
                ("id=\"stepper-step\" data-act=\"step\"", "Step"),
                ("id=\"stepper-back\" data-act=\"back\"", "Back"),
                ("id=\"stepper-run\" data-act=\"run\"", "Run to end"),
                ("id=\"stepper-reset\" data-act=\"reset\"", "Reset"),
                ("aria-pressed=\"false\" data-act=\"play\"", "Play"),
                ("id=\"stepper-speed\" data-act=\"speed\"", "speed"),
                ("data-act=\"export\"", "export"),
                ("data-act=\"help\" aria-expanded=\"false\"", "help"),
                (
                    "<details class=\"stepper__setup-box\" id=\"stepper-setup\" open>",
                    "set-up open",
                ),
                ("data-testid=\"stepper-position\"", "position"),
                ("data-testid=\"active-mask\"", "mask"),
            ] {
                assert_eq!(page.matches(needle).count(), 1, "{what} ({lang:?})");
            }
            for id in [
                "stepper-example",
                "stepper-warp",
                "stepper-active",
                "stepper-mode",
                "stepper-source",
                "stepper-speed",
            ] {
                assert_eq!(
                    page.matches(&format!("for=\"{id}\"")).count(),
                    1,
                    "label of {id}"
                );
            }
            assert!(page.contains(&format!("{}</button>", t::STEP.get(lang))));
            assert!(page.contains(&format!(
                "value=\"8\" selected>{}",
                fill(t::PER_SECOND.get(lang), &["8"])
            )));
        }
        assert!(
            !page_html(Lang::En, false, "").contains("stepper-setup\" open"),
            "projector: set-up closed"
        );
        for act in Act::ALL.map(|(a, _)| a) {
            assert_eq!(Act::from_key(act.key()), Some(act));
        }
        assert_eq!(Act::from_key("nope"), None);
    }

    #[test]
    fn inputs_show_values_or_say_there_are_none() {
        let mut state = StepperState::default();
        state.choose_example("l2-1-two-paths");
        let (names, html, _) = compiled_parts(&state, Lang::En);
        assert_eq!(names, ["path"]);
        assert!(html
            .contains("<label class=\"field__label\" for=\"input-path\">Values of path</label>"));
        assert!(html.contains(&format!("value=\"{}\"", input_text(&state, "path"))));
        assert!(html.contains("data-name=\"path\" data-act=\"input\""));
        assert!(html.contains("id=\"fill-path\" data-name=\"path\" data-act=\"fill\""));
        state.choose_example("l1-1-no-divergence");
        assert!(compiled_parts(&state, Lang::En).1.contains(t::NO_INPUTS.en));
        state.edit_source("int x = ;").ok();
        assert!(
            compiled_parts(&state, Lang::En).2.is_empty(),
            "no branches while it does not compile"
        );
        for (key, expected) in [
            ("sorted", Some(Layout::Sorted)),
            ("random", Some(Layout::Random(7))),
            ("", None),
        ] {
            assert_eq!(layout(key), expected);
        }
    }

    #[test]
    fn branches_offer_a_flip_only_where_the_compiler_could_predicate() {
        let mut state = StepperState::default();
        state.choose_example("l4-2-short-branch");
        let program = compile(state.text(), &state.options()).expect("example compiles");
        let html = branches_html(program.branches(), Mode::Full, Lang::En);
        let toy = branches_html(program.branches(), Mode::Toy, Lang::En);
        assert!(
            toy.contains(t::TOY_BRANCHES.en) && !toy.contains("<button"),
            "no flip in toy mode"
        );
        let b = &program.branches()[0];
        assert!(html.contains(&format!(
            "data-testid=\"branch-{}\">Line {} (",
            b.id, b.line
        )));
        assert!(html.contains(&format!("data-act=\"flip\" data-branch=\"{}\"", b.id)));
        let unpredicable = BranchInfo {
            predicable: false,
            ..b.clone()
        };
        let html = branches_html(&[unpredicable], Mode::Full, Lang::En);
        assert!(html.contains(t::CANNOT.en) && !html.contains("<button"));
    }

    #[test]
    fn errors_and_position_say_why_the_run_stopped() {
        let refused: Result<Snapshot, String> = Err("line 2, column 3: <bad>".into());
        assert_eq!(
            errors_html(&refused),
            "<pre class=\"stepper__error\" role=\"alert\" data-testid=\"compile-error\">line 2, column 3: &lt;bad&gt;</pre>"
        );
        assert_eq!(errors_html(&Err(String::new())), "");
        assert_eq!(position(&refused, Lang::En), t::NO_COMPILE.en);
        assert_eq!(caption(None, Lang::En), t::PASTED.en);
        assert_eq!(mode("toy"), Mode::Toy);
        assert_eq!(mode("full"), Mode::Full);
    }
}
