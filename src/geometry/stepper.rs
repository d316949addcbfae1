//! The warp stepper's pictures: a plain-data snapshot of the machine for the panels, and the strip of
//! issue slots (the timeline at instruction granularity) as SVG.

use super::palette::Palette;
use super::svg::{num, text_width, Boxes, Svg};
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
    /// The cell's class suffix (`stepper__cell--active` …).
    pub fn class(self) -> &'static str {
        match self {
            LaneState::Active => "active",
            LaneState::Waiting => "waiting",
            LaneState::Exited => "exited",
            LaneState::NotLaunched => "off",
        }
    }

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

/// One readout of the totals so far: its test id, the number, the label (the term's name and what follows
/// it), the explanation's summary ("What is …?") and the explanation.
#[derive(Clone, Debug, PartialEq)]
pub struct Readout {
    pub id: &'static str,
    pub value: String,
    pub label: String,
    pub what_is: String,
    pub explanation: String,
}

/// The totals so far as readouts, number first, each with its explanation; "—" without a machine.
pub fn readouts(s: Option<&Snapshot>, lang: Lang) -> Vec<Readout> {
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
            s.map_or_else(dash, |s| crate::model::i18n::count(s.cycles.0, "cycle")),
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
    items
        .into_iter()
        .map(|(term, value, note, more)| {
            let (name, definition) = (term.name_tr().get(lang), term.definition_tr().get(lang));
            Readout {
                // The stepper's path efficiency keeps its own test id; the glossary entry is the timeline's.
                id: if term.key == "efficiency" {
                    "path-efficiency"
                } else {
                    term.key
                },
                value,
                label: format!("{name}{note}"),
                what_is: fill(WHAT_IS.get(lang), &[name]),
                explanation: format!("{definition}{more}"),
            }
        })
        .collect()
}

/// The cost table of the stepper's language as the help shows it, one row of cells per construct:
/// construct, issue slots ("N" for `work(N)`), whether toy mode counts it, the note.
pub fn cost_rows(lang: Lang) -> Vec<[String; 4]> {
    COST_TABLE
        .iter()
        .map(|row| {
            [
                row.construct.to_string(),
                row.slots.map_or_else(|| "N".to_string(), |n| n.to_string()),
                if row.in_toy_mode { t::COUNTED } else { t::FREE }
                    .get(lang)
                    .to_string(),
                row.note.to_string(),
            ]
        })
        .collect()
}

/// The reconvergence stack, top first, one row of cells each: depth, mask ("Lanes"), next line ("exit"
/// once the lanes leave), reconvergence line ("line N", or the kernel's end). "Lanes", "exit" and "line N"
/// read the same in both languages.
pub fn stack_rows(s: &Snapshot, lang: Lang) -> Vec<[String; 4]> {
    let depth = s.stack.len();
    s.stack
        .iter()
        .enumerate()
        .map(|(i, row)| {
            [
                (depth - i).to_string(),
                format!("{} ({} lanes)", row.mask.hex(s.width), row.mask.count()),
                row.line.map_or("exit".to_string(), |l| l.to_string()),
                row.reconverge_line
                    .map_or(t::KERNEL_END.get(lang).to_string(), |l| format!("line {l}")),
            ]
        })
        .collect()
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
            let items = readouts(None, lang);
            assert_eq!(items.len(), 5);
            for item in items {
                assert_eq!(item.value, "—", "{item:?}");
                assert!(!item.label.trim_end().ends_with(':'), "{item:?}");
            }
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
            let cycles = readouts(Some(&snapshot), lang)
                .pop()
                .expect("the cycles readout");
            assert_eq!(
                cycles.label.contains(t::EMPTY_REGION.get(lang)),
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
    fn panels_as_rows() {
        let src = "int x = 0;\nif (sel[laneid] == 1) {\n  work(9);\n} else {\n  work(8);\n}\n";
        let mut m = machine(src, 4);
        let snap = Snapshot::of(&m, src, Lang::En);
        assert_eq!(snap.lanes.len(), 32);
        let stack = stack_rows(&snap, Lang::En);
        assert!(stack.len() >= 2, "at least two entries: {stack:?}");
        assert_eq!(stack[0][0], stack.len().to_string(), "top first");
        assert!(stack[0][1].ends_with("(16 lanes)"), "{stack:?}");
        m.run_to_end();
        let end = Snapshot::of(&m, src, Lang::En);
        assert!(end.stack.is_empty() && stack_rows(&end, Lang::En).is_empty());
        assert_eq!(end.values.len(), 32);
    }

    #[test]
    fn the_cycles_readout_names_the_model_and_its_calibration_runs() {
        use crate::model::stepper::h200::{CALIBRATION_RUNS, MODEL_NAME, MODEL_SHORT};
        let src = "int x = 0;\nif (sel[laneid] == 1) {\n  work(9);\n} else {\n  work(8);\n}\n";
        let mut m = machine(src, 0);
        m.run_to_end();
        let cycles = readouts(Some(&Snapshot::of(&m, src, Lang::En)), Lang::En)
            .pop()
            .expect("the cycles readout");
        // The label is short (a long one stretched every card of the row in projector mode); the
        // explanation names the runs.
        assert!(
            cycles.label.ends_with(&format!(": {MODEL_SHORT}")),
            "{cycles:?}"
        );
        assert!(
            cycles
                .explanation
                .ends_with(&format!("This prediction: {MODEL_NAME}.")),
            "{cycles:?}"
        );
        assert!(
            cycles.explanation.contains("H200 model version 7"),
            "{cycles:?}"
        );
        for run in CALIBRATION_RUNS {
            assert!(
                cycles.explanation.contains(run),
                "{run} missing from {cycles:?}"
            );
        }
        let toy = Rc::new(compile(src, &Options::toy()).unwrap());
        let mut t = Machine::new(toy, Launch::full(WarpWidth::Warp32), &Inputs::new());
        t.run_to_end();
        let cycles = readouts(Some(&Snapshot::of(&t, src, Lang::En)), Lang::En)
            .pop()
            .expect("the cycles readout");
        assert!(cycles.label.contains(": toy model"), "{cycles:?}");
        assert!(
            !cycles.explanation.contains("calibration run"),
            "{cycles:?}"
        );
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
        let what_is = |lang| readouts(Some(&snap), lang)[2].what_is.clone();
        assert_eq!(what_is(Lang::En), "What is Path efficiency?");
        assert_eq!(what_is(Lang::HiLatn), "Path ki efficiency kya hai?");
        assert_eq!(t::TOTALS.get(Lang::HiLatn), "Ab tak ke totals");
        assert!(t::DEPTH.get(Lang::HiLatn).contains("Gehraai"));
        assert!(t::IN_TOY_MODE.get(Lang::HiLatn).contains("Toy mode mein"));
        let toy_column = |lang| {
            cost_rows(lang)
                .into_iter()
                .map(|row| row[2].clone())
                .collect::<Vec<_>>()
        };
        assert_ne!(toy_column(Lang::HiLatn), toy_column(Lang::En));
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
        let rows = cost_rows(Lang::En);
        let slots = |construct: &str| {
            rows.iter()
                .find(|row| row[0] == construct)
                .map(|row| row[1].clone())
        };
        assert_eq!(slots("work(N)").as_deref(), Some("N"), "{rows:?}");
        assert_eq!(slots("T x; (no value)").as_deref(), Some("0"), "{rows:?}");
    }
}
