//! The warp stepper's pictures: a plain-data snapshot of the machine for the panels, and the strip of
//! issue slots (the timeline at instruction granularity) as SVG.

use super::palette::Palette;
use super::svg::{escape, num, text_width, Boxes, Svg};
use crate::model::i18n::{fill, Lang};
use crate::model::lanes::{LaneMask, WarpWidth};
use crate::model::stepper::cost::COST_TABLE;
use crate::model::stepper::h200::H200Cost;
use crate::model::stepper::{CostModel, Machine, Mode, Run, Status, Totals, ToyCost};
use crate::state::text::stepper as t;

/// Issue-slot runs the strip draws at most (the newest); an export of a long run keeps its end.
pub const MAX_STRIP_COLUMNS: usize = 160;

/// One lane's condition at the current slot, with the glyph that says it without colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneState {
    Active,
    Waiting,
    Exited,
    NotLaunched,
}

impl LaneState {
    pub fn glyph(self) -> &'static str {
        match self {
            LaneState::Active => "●",
            LaneState::Waiting => "○",
            LaneState::Exited => "×",
            LaneState::NotLaunched => "·",
        }
    }

    pub fn word(self, lang: Lang) -> &'static str {
        match self {
            LaneState::Active => t::LANE_ACTIVE,
            LaneState::Waiting => t::LANE_WAITING,
            LaneState::Exited => t::LANE_EXITED,
            LaneState::NotLaunched => t::LANE_OFF,
        }
        .get(lang)
    }

    /// "● active · ○ waiting (masked off) · × exited · · not launched": the lanes panel's legend.
    pub fn legend(lang: Lang) -> String {
        [
            LaneState::Active,
            LaneState::Waiting,
            LaneState::Exited,
            LaneState::NotLaunched,
        ]
        .map(|l| format!("{} {}", l.glyph(), l.word(lang)))
        .join(" · ")
    }
}

/// One reconvergence stack entry as the panel shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StackRow {
    pub mask: LaneMask,
    pub line: Option<u32>,
    pub reconverge_line: Option<u32>,
}

/// Everything the panels show about the machine at one slot, as plain data.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub width: WarpWidth,
    pub slot: u64,
    pub line: Option<u32>,
    pub lanes: Vec<LaneState>,
    pub stack: Vec<StackRow>,
    /// Variable names, then per launched lane its values as text ("—" when unset).
    pub variables: Vec<String>,
    pub values: Vec<(u32, Vec<String>)>,
    pub runs: Vec<Run>,
    pub totals: Totals,
    /// Predicted cycles, and the cost model that predicted them: its short and its full name.
    pub cycles: (u64, &'static str, &'static str),
    pub done: bool,
    pub error: Option<String>,
}

impl Snapshot {
    /// The machine now; a stopped run's sentence is said in `lang`.
    pub fn of(machine: &Machine, source: &str, lang: Lang) -> Snapshot {
        let program = machine.program();
        let launch = machine.launch();
        let width = launch.width;
        let active = machine.active_mask();
        let exited = machine.exited();
        let lanes = (0..width.lanes())
            .map(|l| {
                if !launch.active.contains(l) {
                    LaneState::NotLaunched
                } else if exited.contains(l) {
                    LaneState::Exited
                } else if active.contains(l) && !machine.is_done() {
                    LaneState::Active
                } else {
                    LaneState::Waiting
                }
            })
            .collect();
        let stack = machine
            .stack()
            .iter()
            .rev()
            .map(|e| StackRow {
                mask: e.mask,
                line: program.line_of(e.pc),
                reconverge_line: program.line_of(e.rpc),
            })
            .collect();
        let shown: Vec<(usize, String)> = program
            .variables()
            .iter()
            .enumerate()
            .filter(|(_, v)| !v.hidden)
            .map(|(i, v)| (i, v.name.clone()))
            .collect();
        let values = launch
            .active
            .lanes()
            .map(|lane| {
                let row = shown
                    .iter()
                    .map(|(i, _)| {
                        machine
                            .value(*i, lane)
                            .map_or_else(|| "—".to_string(), |v| v.to_string())
                    })
                    .collect();
                (lane, row)
            })
            .collect();
        Snapshot {
            width,
            slot: machine.issue_slots(),
            line: machine.current_line(),
            lanes,
            stack,
            variables: shown.into_iter().map(|(_, n)| n).collect(),
            values,
            runs: machine.runs().to_vec(),
            totals: machine.totals(),
            // Toy mode is the seeds' model; every instruction counted means the calibrated H200 model.
            cycles: match program.mode() {
                Mode::Toy => (
                    machine.predicted_cycles(&ToyCost),
                    ToyCost.short_name(),
                    ToyCost.name(),
                ),
                Mode::Full => (
                    machine.predicted_cycles(&H200Cost),
                    H200Cost.short_name(),
                    H200Cost.name(),
                ),
            },
            done: machine.is_done(),
            error: match machine.status() {
                Status::Failed(e) => Some(e.render_in(source, lang)),
                _ => None,
            },
        }
    }

    /// "12 of 32 lanes active: 0–7, 12–15" — the mask in words.
    pub fn active_words(&self, lang: Lang) -> String {
        let active: Vec<u32> = (0..self.lanes.len() as u32)
            .filter(|&l| self.lanes.get(l as usize) == Some(&LaneState::Active))
            .collect();
        fill(
            t::ACTIVE_WORDS.get(lang),
            &[
                &active.len().to_string(),
                &self.width.lanes().to_string(),
                &if active.is_empty() {
                    String::new()
                } else {
                    format!(": {}", ranges(&active))
                },
            ],
        )
    }
}

/// The source as a numbered list; the line about to issue is marked by class, a ▶ and `aria-current`.
/// Written as markup: the panel changes on every step, and markup costs the bundle less than a
/// component tree.
pub fn code_html(source: &str, current: Option<u32>, lang: Lang) -> String {
    let mut out = String::with_capacity(source.len() * 2 + 256);
    out.push_str(&format!(
        "<ol class=\"stepper__code\" data-testid=\"stepper-code\" tabindex=\"0\" aria-label=\"{}\">",
        t::CODE_LABEL.get(lang)
    ));
    for (i, line) in source.lines().enumerate() {
        let here = current == Some(i as u32 + 1);
        out.push_str(if here {
            "<li class=\"stepper__line stepper__line--current\" aria-current=\"step\"><span class=\"stepper__marker\" aria-hidden=\"true\">▶</span><code>"
        } else {
            "<li class=\"stepper__line\"><span class=\"stepper__marker\" aria-hidden=\"true\"> </span><code>"
        });
        out.push_str(&escape(line));
        out.push_str("</code></li>");
    }
    out.push_str("</ol>");
    out
}

/// The totals so far as readouts (number first, a focusable explanation each), written as markup because
/// they change on every step.
pub fn readouts_html(s: Option<&Snapshot>, lang: Lang) -> String {
    use crate::model::fields::percent_or_dash;
    use crate::model::glossary as g;
    use crate::state::text::timeline::WHAT_IS;
    let t = s.map(|s| s.totals);
    let dash = || "—".to_string();
    let (model, full) = s.map_or(("", ""), |s| (s.cycles.1, s.cycles.2));
    let empty = s.is_some_and(|s| s.slot == 0 && s.cycles.0 > 0);
    // (term, value, what follows the name in the label, what follows the definition)
    let items: [(g::Term, String, String, String); 5] = [
        (
            g::ISSUE_SLOTS,
            t.map_or_else(dash, |t| t.issue_slots.to_string()),
            String::new(),
            String::new(),
        ),
        (
            g::ACTIVE_LANE_SLOTS,
            t.map_or_else(dash, |t| t.active_lane_slots.to_string()),
            String::new(),
            String::new(),
        ),
        (
            g::EFFICIENCY,
            t.map_or_else(dash, |t| percent_or_dash(t.path_efficiency())),
            String::new(),
            String::new(),
        ),
        (
            g::LANE_EFFICIENCY,
            t.map_or_else(dash, |t| {
                percent_or_dash(t.lane_weighted_issue_efficiency())
            }),
            String::new(),
            String::new(),
        ),
        (
            g::PREDICTED_CYCLES,
            s.map_or_else(dash, |s| format!("{} cycles", s.cycles.0)),
            // Before the first slot the number is not zero: say what an empty timed region costs.
            // No machine (the kernel does not compile): no model to name, so no ": " after the name.
            if s.is_none() {
                String::new()
            } else if empty {
                format!(": {model}{}", t::EMPTY_REGION.get(lang))
            } else {
                format!(": {model}")
            },
            // The full name (the calibration runs) where it has room: a long label stretched every card
            // of the row in projector mode.
            [
                (empty, t::EMPTY_REGION_MORE.get(lang).to_string()),
                (full != model, fill(t::MODEL_IS.get(lang), &[full])),
            ]
            .into_iter()
            .filter_map(|(say, text)| say.then(|| format!(" {text}")))
            .collect(),
        ),
    ];
    let mut out = format!(
        "<div class=\"readouts\" role=\"group\" aria-label=\"{}\">",
        t::TOTALS.get(lang)
    );
    for (term, value, note, more) in items {
        let key = term.key;
        let (name, definition) = (term.name_tr().get(lang), term.definition_tr().get(lang));
        // The stepper's path efficiency keeps its own test id; the glossary entry is the timeline's.
        let id = if key == "efficiency" {
            "path-efficiency"
        } else {
            key
        };
        out.push_str(&format!(
            "<div class=\"readout\"><span class=\"readout__value\" data-testid=\"{id}\">{}</span><span class=\"readout__label\">{}{}</span><details class=\"readout__more\"><summary><span class=\"readout__i\" aria-hidden=\"true\">i</span><span class=\"visually-hidden\">{}</span></summary><p id=\"explain-{id}\">{}</p></details></div>",
            escape(&value),
            escape(name),
            escape(&note),
            escape(&fill(WHAT_IS.get(lang), &[name])),
            escape(&format!("{definition}{more}"))
        ));
    }
    out.push_str("</div>");
    out
}

/// The cost table of the stepper's language, as the help shows it.
/// "Construct" and "Issue slots" read the same in both languages.
pub fn cost_table_html(lang: Lang) -> String {
    let mut out = format!("<table class=\"data\"><caption>{}</caption><thead><tr><th scope=\"col\" class=\"text\">Construct</th><th scope=\"col\">Issue slots</th><th scope=\"col\" class=\"text\">{}</th><th scope=\"col\" class=\"text\">{}</th></tr></thead><tbody>", t::COST_CAPTION.get(lang), t::IN_TOY_MODE.get(lang), t::NOTE.get(lang));
    for row in COST_TABLE {
        out.push_str(&format!(
            "<tr><td class=\"text\">{}</td><td>{}</td><td class=\"text\">{}</td><td class=\"text\">{}</td></tr>",
            escape(row.construct),
            row.slots.map_or_else(|| "N".to_string(), |n| n.to_string()),
            if row.in_toy_mode { t::COUNTED } else { t::FREE }.get(lang),
            escape(row.note)
        ));
    }
    out.push_str("</tbody></table>");
    out
}

/// One cell per lane: a glyph and a word for each, never colour alone.
pub fn lanes_html(s: &Snapshot, lang: Lang) -> String {
    let mut out = format!(
        "<ol class=\"stepper__cells\" aria-label=\"{}\">",
        t::LANES_LABEL.get(lang)
    );
    for (lane, state) in s.lanes.iter().enumerate() {
        let class = match state {
            LaneState::Active => "active",
            LaneState::Waiting => "waiting",
            LaneState::Exited => "exited",
            LaneState::NotLaunched => "off",
        };
        out.push_str(&format!(
            "<li class=\"stepper__cell stepper__cell--{class}\" title=\"lane {lane}: {w}\"><span aria-hidden=\"true\">{g}</span><span class=\"visually-hidden\">lane {lane} {w}</span></li>",
            w = state.word(lang),
            g = state.glyph()
        ));
    }
    out.push_str("</ol>");
    out
}

/// The reconvergence stack, top first: mask, next line, reconvergence line ("Lanes", "exit" and
/// "line N" read the same in both languages).
pub fn stack_html(s: &Snapshot, lang: Lang) -> String {
    let mut out = format!("<table class=\"data\" data-testid=\"stack\"><caption>{}</caption><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">Lanes</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>", t::STACK_CAPTION.get(lang), t::DEPTH.get(lang), t::NEXT_LINE.get(lang), t::RECONVERGES.get(lang));
    let depth = s.stack.len();
    for (i, row) in s.stack.iter().enumerate() {
        out.push_str(&format!(
            "<tr><th scope=\"row\">{}</th><td class=\"mono\">{} ({} lanes)</td><td>{}</td><td>{}</td></tr>",
            depth - i,
            row.mask.hex(s.width),
            row.mask.count(),
            row.line.map_or("exit".to_string(), |l| l.to_string()),
            row.reconverge_line.map_or(t::KERNEL_END.get(lang).to_string(), |l| format!("line {l}"))
        ));
    }
    if s.stack.is_empty() {
        // A header alone reads as broken: say why there is no row.
        out.push_str(&format!(
            "<tr><td colspan=\"4\" class=\"text\">{}</td></tr>",
            escape(t::STACK_EMPTY.get(lang))
        ));
    }
    out.push_str("</tbody></table>");
    out
}

/// Every variable's value in every launched lane ("—" until the lane sets it); "Lane" reads the same in
/// both languages.
pub fn values_html(s: &Snapshot, lang: Lang) -> String {
    let mut out = format!("<table class=\"data\" data-testid=\"lane-values\"><caption>{}</caption><thead><tr><th scope=\"col\">Lane</th>", t::VALUES_CAPTION.get(lang));
    for v in &s.variables {
        out.push_str(&format!("<th scope=\"col\">{}</th>", escape(v)));
    }
    out.push_str("</tr></thead><tbody>");
    for (lane, row) in &s.values {
        out.push_str(&format!("<tr><th scope=\"row\">{lane}</th>"));
        for v in row {
            out.push_str(&format!("<td>{}</td>", escape(v)));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}

/// "0–7, 12, 14–15" from sorted lanes.
pub fn ranges(lanes: &[u32]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < lanes.len() {
        let start = lanes[i];
        let mut end = start;
        while i + 1 < lanes.len() && lanes[i + 1] == end + 1 {
            i += 1;
            end = lanes[i];
        }
        out.push(if start == end {
            start.to_string()
        } else {
            format!("{start}–{end}")
        });
        i += 1;
    }
    out.join(", ")
}

/// How many cell widths a strip column takes for a run of `count` slots: 1, 2, 4 and 8 or more slots take
/// 1, 2, 3 and 4 (a run's length reads at a glance without a 1000-slot loop taking the whole strip). The
/// strip's caption says so (`STRIP_CAPTION`).
pub fn column_cells(count: u32) -> f64 {
    1.0 + f64::from(count.clamp(1, 8)).log2()
}

/// The strip of issue slots: one column per run of identical slots (wider for longer runs), a cell
/// per lane — filled when the lane did work, outlined when it was issued but masked by a predicate,
/// empty when it waited — and a `p` over predicated columns.
pub fn strip_svg(
    runs: &[Run],
    width: WarpWidth,
    colours: &Palette,
    description: &str,
    lang: Lang,
) -> String {
    let start = runs.len().saturating_sub(MAX_STRIP_COLUMNS);
    let shown = runs.get(start..).unwrap_or(&[]);
    let cell = if colours.font_size >= 28.0 { 14.0 } else { 8.0 };
    let font = cell * 1.4;
    let col_w = |r: &Run| cell * column_cells(r.count);
    let left = font * 4.5;
    let top = font * 1.5;
    let plot_w: f64 = shown.iter().map(|r| col_w(r) + 1.0).sum();
    let lanes = width.lanes();
    let height = top + f64::from(lanes) * cell + font * 2.0;
    let first = shown.first().map_or(0, |r| r.first);
    let last = shown.last().map_or(0, |r| r.first + u64::from(r.count));
    let caption = if start > 0 {
        fill(
            t::NEWEST.get(lang),
            &[
                &first.to_string(),
                &last.to_string(),
                &shown.len().to_string(),
                &runs.len().to_string(),
            ],
        )
    } else {
        fill(t::SO_FAR.get(lang), &[&last.to_string()])
    };
    // As wide as the plot, or as the caption under it when a short run leaves the plot narrower.
    let total_w = left + plot_w.max(cell * 10.0).max(text_width(&caption, font)) + font;
    let mut svg = Svg::new(
        "stepper-strip",
        "stepper__strip",
        total_w,
        height,
        t::STRIP_TITLE.get(lang),
        description,
    );
    svg.rect(0.0, 0.0, total_w, height, &[("fill", colours.background)]);
    let f = num(font);
    svg.text(
        left - font * 0.3,
        top + cell,
        "lane 0",
        &[
            ("font-size", &f),
            ("text-anchor", "end"),
            ("fill", colours.text),
        ],
    );
    svg.text(
        left - font * 0.3,
        top + f64::from(lanes) * cell,
        &format!("lane {}", lanes - 1),
        &[
            ("font-size", &f),
            ("text-anchor", "end"),
            ("fill", colours.text),
        ],
    );
    let (mut committed, mut issued) = (Boxes::default(), Boxes::default());
    // Every lane's row, for a filled cell and an outlined one: written once, used in every column.
    let ys: Vec<(String, String)> = (0..lanes)
        .map(|lane| {
            let y = top + f64::from(lane) * cell;
            (num(y), num(y + 0.5))
        })
        .collect();
    let ih = num(cell - 2.0);
    let mut x = left;
    for run in shown {
        let w = col_w(run);
        if run.predicated {
            svg.text(
                x + w / 2.0,
                top - font * 0.3,
                "p",
                &[
                    ("font-size", &f),
                    ("text-anchor", "middle"),
                    ("fill", colours.text),
                ],
            );
        }
        let (cx, cw, ix, iw) = (num(x), num(w), num(x + 0.5), num((w - 1.0).max(0.0)));
        let mut lane = 0;
        while lane < lanes {
            let first_lane = lane;
            if run.committed.contains(lane) {
                // Neighbouring lanes that did work are one box; the row gaps are drawn over it below.
                while lane < lanes && run.committed.contains(lane) {
                    lane += 1;
                }
                let tall = num(f64::from(lane - first_lane) * cell - 1.0);
                committed.add(&cx, &ys[first_lane as usize].0, &cw, &tall);
                continue;
            }
            if run.issued.contains(lane) {
                issued.add(&ix, &ys[lane as usize].1, &iw, &ih);
            }
            lane += 1;
        }
        x += w + 1.0;
    }
    svg.boxes(&committed, &[("fill", colours.paths[0])]);
    // The one-pixel gap under every lane's row, across the strip: a filled run of lanes looks like
    // the separate cells it stands for.
    let mut gaps = Boxes::default();
    let (gap_x, gap_w, one) = (num(left), num((x - left).max(0.0)), num(1.0));
    for lane in 1..lanes {
        gaps.add(
            &gap_x,
            &num(top + f64::from(lane) * cell - 1.0),
            &gap_w,
            &one,
        );
    }
    svg.boxes(&gaps, &[("fill", colours.background)]);
    svg.boxes(
        &issued,
        &[
            ("fill", "none"),
            ("stroke", colours.paths[0]),
            ("stroke-width", "1"),
        ],
    );
    svg.text(
        left,
        height - font * 0.5,
        &caption,
        &[("font-size", &f), ("fill", colours.text)],
    );
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_machine_every_readout_is_a_dash_and_no_label_ends_in_a_colon() {
        for lang in Lang::ALL {
            let html = readouts_html(None, lang);
            assert_eq!(html.matches(">—</span>").count(), 5, "{html}");
            assert!(
                !html.contains(": </span>") && !html.contains(":</span>"),
                "{html}"
            );
        }
    }
    use crate::geometry::palette::palette;
    use crate::model::stepper::{compile, Inputs, Launch, Options};
    use std::rc::Rc;

    fn machine(src: &str, at: u64) -> Machine {
        let mut inputs = Inputs::new();
        inputs
            .set("sel", (0..32).map(|i| f64::from(i % 2)).collect())
            .unwrap();
        let program = Rc::new(compile(src, &Options::default()).unwrap());
        let mut m = Machine::new(program, Launch::full(WarpWidth::Warp32), &inputs);
        m.run_until(at);
        m
    }

    #[test]
    fn a_column_is_as_wide_as_the_caption_says() {
        let cells: Vec<f64> = [1, 2, 4, 8, 1000].map(column_cells).to_vec();
        assert_eq!(cells, vec![1.0, 2.0, 3.0, 4.0, 4.0]);
        // The caption states the same steps in both languages.
        for lang in Lang::ALL {
            assert!(
                t::STRIP_CAPTION.get(lang).contains("1, 2, 4 ")
                    && t::STRIP_CAPTION.get(lang).contains("1, 2, 3 "),
                "{lang:?}"
            );
        }
        let strip = |lang| {
            let m = machine("work(3);\n", 3);
            strip_svg(
                &Snapshot::of(&m, "work(3);\n", lang).runs,
                WarpWidth::Warp32,
                palette(false),
                "d",
                lang,
            )
        };
        assert!(strip(Lang::En).contains("3 issue slots so far."));
        assert!(strip(Lang::HiLatn).contains("Ab tak 3 issue slots."));
        // A short run leaves the plot narrow: the caption under it still fits (it was cut to "so fa").
        for lang in Lang::ALL {
            assert!(crate::geometry::fits::assert_texts_fit(&strip(lang)) >= 1);
        }
    }

    #[test]
    fn the_predicted_cycles_at_slot_0_say_they_are_the_empty_region() {
        let src = "work(3);\n";
        for (at, lang, says) in [
            (0, Lang::En, true),
            (0, Lang::HiLatn, true),
            (1, Lang::En, false),
        ] {
            let snapshot = Snapshot::of(&machine(src, at), src, lang);
            assert!(snapshot.cycles.0 > 0, "the H200 model prices the boundary");
            let html = readouts_html(Some(&snapshot), lang);
            assert_eq!(
                html.contains(&escape(t::EMPTY_REGION.get(lang))),
                says,
                "slot {at} {lang:?}"
            );
        }
    }

    #[test]
    fn snapshots_say_which_lanes_run() {
        let src = "int x = 0;\nif (sel[laneid] == 1) {\n  work(9);\n} else {\n  work(8);\n}\n";
        let start = Snapshot::of(&machine(src, 0), src, Lang::En);
        assert_eq!(
            start
                .lanes
                .iter()
                .filter(|l| **l == LaneState::Active)
                .count(),
            32
        );
        let mut m = machine(src, 0);
        m.run_until(4);
        let inside = Snapshot::of(&m, src, Lang::En);
        assert_eq!(
            inside
                .lanes
                .iter()
                .filter(|l| **l == LaneState::Active)
                .count(),
            16,
            "{inside:?}"
        );
        assert!(!inside.stack.is_empty());
        assert_eq!(inside.variables, vec!["x".to_string()]);
        assert_eq!(inside.values.len(), 32);
        m.run_to_end();
        let end = Snapshot::of(&m, src, Lang::En);
        assert!(end.done && end.error.is_none());
        let svg = strip_svg(&end.runs, WarpWidth::Warp32, palette(false), "d", Lang::En);
        assert!(svg.starts_with("<svg") && svg.contains("issue slots"));
        // The cells are boxes of three paths (a repaint parses a few elements, not thousands): per
        // column one box per run of neighbouring lanes that did work, one per lane only issued, and
        // the 31 row gaps once.
        let boxes: usize = end
            .runs
            .iter()
            .map(|r| {
                let did = |l: u32| r.committed.contains(l);
                let runs = (0..32)
                    .filter(|&l| did(l) && (l == 0 || !did(l - 1)))
                    .count();
                runs + (0..32).filter(|&l| r.issued.contains(l) && !did(l)).count()
            })
            .sum();
        assert_eq!(svg.matches("<rect").count(), 1, "the background only");
        assert!(svg.matches("<path").count() <= 3);
        assert_eq!(svg.matches('M').count(), boxes + 31);
    }

    #[test]
    fn panels_as_markup() {
        let src = "int x = 0;\nif (sel[laneid] == 1) {\n  work(9);\n} else {\n  work(8);\n}\n";
        let mut m = machine(src, 4);
        let snap = Snapshot::of(&m, src, Lang::En);
        let code = code_html("a < b;\nc;", Some(2), Lang::En);
        assert!(
            code.contains("<code>a &lt; b;</code>") && code.matches("aria-current").count() == 1
        );
        assert_eq!(lanes_html(&snap, Lang::En).matches("<li ").count(), 32);
        assert!(
            stack_html(&snap, Lang::En).matches("<tr>").count() >= 3,
            "header and at least two entries"
        );
        m.run_to_end();
        let end = Snapshot::of(&m, src, Lang::En);
        assert!(end.stack.is_empty());
        assert!(
            stack_html(&end, Lang::En).contains(t::STACK_EMPTY.en),
            "an empty stack says so"
        );
        assert_eq!(
            values_html(&end, Lang::En)
                .matches("<tr><th scope=\"row\">")
                .count(),
            32
        );
    }

    #[test]
    fn the_cycles_readout_names_the_model_and_its_calibration_runs() {
        use crate::model::stepper::h200::{CALIBRATION_RUNS, MODEL_NAME, MODEL_SHORT};
        let src = "int x = 0;\nif (sel[laneid] == 1) {\n  work(9);\n} else {\n  work(8);\n}\n";
        let mut m = machine(src, 0);
        m.run_to_end();
        let html = readouts_html(Some(&Snapshot::of(&m, src, Lang::En)), Lang::En);
        // The label is short (a long one stretched every card of the row in projector mode); the
        // explanation names the runs.
        assert!(html.contains(&format!(": {MODEL_SHORT}</span>")), "{html}");
        assert!(
            html.contains(&format!("This prediction: {MODEL_NAME}.</p>")),
            "{html}"
        );
        assert!(html.contains("H200 model version 6"), "{html}");
        for run in CALIBRATION_RUNS {
            assert!(html.contains(run), "{run} missing from {html}");
        }
        let toy = Rc::new(compile(src, &Options::toy()).unwrap());
        let mut t = Machine::new(toy, Launch::full(WarpWidth::Warp32), &Inputs::new());
        t.run_to_end();
        let html = readouts_html(Some(&Snapshot::of(&t, src, Lang::En)), Lang::En);
        assert!(html.contains(": toy model") && !html.contains("calibration run"));
    }

    #[test]
    fn words_follow_the_language() {
        assert_eq!(
            LaneState::legend(Lang::En),
            "● active · ○ waiting (masked off) · × exited · · not launched"
        );
        let src = "int x = 0;\nif (sel[laneid] == 1) {\n  work(9);\n} else {\n  work(8);\n}\n";
        let snap = Snapshot::of(&machine(src, 4), src, Lang::En);
        assert_eq!(
            snap.active_words(Lang::En),
            "16 of 32 lanes active: 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31"
        );
        assert!(snap
            .active_words(Lang::HiLatn)
            .starts_with("16/32 lanes active: 1, 3"));
        let en = readouts_html(Some(&snap), Lang::En);
        assert!(
            en.contains("aria-label=\"Totals so far\"") && en.contains("What is Path efficiency?")
        );
        let hi = readouts_html(Some(&snap), Lang::HiLatn);
        assert!(
            hi.contains("Ab tak ke totals") && hi.contains("Path ki efficiency kya hai?"),
            "{hi}"
        );
        assert!(stack_html(&snap, Lang::HiLatn).contains("Gehraai"));
        assert!(cost_table_html(Lang::HiLatn).contains("Toy mode mein"));
    }

    #[test]
    fn ranges_read_as_words() {
        let table: [(&[u32], &str); 4] = [
            (&[], ""),
            (&[3], "3"),
            (&[0, 1, 2, 5], "0–2, 5"),
            (&[1, 3, 4], "1, 3–4"),
        ];
        for (lanes, want) in table {
            assert_eq!(ranges(lanes), want);
        }
    }

    #[test]
    fn the_cost_table_says_what_work_issues() {
        let html = cost_table_html(Lang::En);
        assert!(
            html.contains("<td class=\"text\">work(N)</td><td>N</td>"),
            "{html}"
        );
        assert!(html.contains("<td class=\"text\">T x; (no value)</td><td>0</td>"));
    }
}
