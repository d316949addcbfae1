//! The warp stepper's pictures: a plain-data snapshot of the machine for the panels, and the strip of
//! issue slots (the timeline at instruction granularity) as SVG.

use super::palette::Palette;
use super::svg::{num, text_width, Boxes, Svg};
use crate::model::i18n::{count, fill, Lang};
use crate::model::lanes::{LaneMask, WarpWidth};
use crate::model::stepper::cost::COST_TABLE;
use crate::model::stepper::h200::H200Cost;
use crate::model::stepper::layout::{statement_span, Span};
use crate::model::stepper::{CostModel, Machine, Mode, Run, Status, Totals, ToyCost};
use crate::state::text::stepper as t;

/// Issue-slot runs the strip draws at most (the newest); an export of a long run keeps its end.
pub const MAX_STRIP_COLUMNS: usize = 160;

/// The most characters of the issuing statement the position line quotes.
pub const STATEMENT_CHARS: usize = 40;

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

    /// "● active; ○ waiting (masked off); × exited; · not launched": the lanes panel's legend (";" between
    /// entries, since "·" is a lane's glyph).
    pub fn legend(lang: Lang) -> String {
        [
            LaneState::Active,
            LaneState::Waiting,
            LaneState::Exited,
            LaneState::NotLaunched,
        ]
        .map(|l| format!("{} {}", l.glyph(), l.word(lang)))
        .join("; ")
    }
}

/// "40 issue slots so far." ("1 issue slot so far.").
pub fn so_far(slots: u64, lang: Lang) -> String {
    fill(t::SO_FAR.get(lang), &[&count(slots, "issue slot")])
}

/// Where the run stands, for the line beside Step: the slot and the statement about to issue (its line
/// and text), or that the run finished or stopped; `None` (the kernel does not compile) says so.
pub fn position(s: Option<&Snapshot>, lang: Lang) -> String {
    let Some(s) = s else {
        return t::NO_COMPILE.get(lang).to_string();
    };
    let slot = s.slot.to_string();
    if s.error.is_some() {
        fill(t::STOPPED.get(lang), &[&slot])
    } else if s.done {
        fill(t::FINISHED.get(lang), &[&count(s.slot, "issue slot")])
    } else {
        fill(
            t::AT_SLOT.get(lang),
            &[
                &slot,
                &s.line.map_or("—".into(), |l| l.to_string()),
                s.statement.as_deref().unwrap_or("—"),
            ],
        )
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
    /// The statement about to issue: where it sits in the source (the code panel marks it).
    pub span: Option<Span>,
    /// That statement's text, cut at [`STATEMENT_CHARS`] characters ("…" after a cut).
    pub statement: Option<String>,
    pub lanes: Vec<LaneState>,
    pub stack: Vec<StackRow>,
    /// Variable names, then each input array's own element (`data[lane]`), then per launched lane its
    /// values as text ("—" when unset or past the array's end).
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
        // A finished warp has no mask; a stopped one (a fault, the slot limit) keeps the mask it stopped under,
        // so the panel agrees with the stack beside it.
        let finished = *machine.status() == Status::Finished;
        let lanes = (0..width.lanes())
            .map(|l| {
                if !launch.active.contains(l) {
                    LaneState::NotLaunched
                } else if exited.contains(l) {
                    LaneState::Exited
                } else if active.contains(l) && !finished {
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
        let arrays = program.arrays();
        let values = launch
            .active
            .lanes()
            .map(|lane| {
                let dash = || "—".to_string();
                let row = shown
                    .iter()
                    .map(|(i, _)| machine.value(*i, lane).map_or_else(dash, |v| v.to_string()))
                    .chain((0..arrays.len()).map(|a| {
                        machine
                            .array(a)
                            .and_then(|values| values.get(lane as usize))
                            .map_or_else(dash, |v| v.to_string())
                    }))
                    .collect();
                (lane, row)
            })
            .collect();
        let span = machine
            .pc()
            .and_then(|pc| program.instructions().get(pc as usize))
            .and_then(|i| statement_span(source, i.line, i.col));
        Snapshot {
            width,
            slot: machine.issue_slots(),
            line: machine.current_line(),
            span,
            statement: span.map(|s| {
                let text = s.text(source);
                let mut cut: String = text.chars().take(STATEMENT_CHARS).collect();
                if cut.len() < text.len() {
                    cut.push('…');
                }
                cut
            }),
            lanes,
            stack,
            variables: shown
                .into_iter()
                .map(|(_, n)| n)
                .chain(arrays.iter().map(|a| format!("{}[lane]", a.name)))
                .collect(),
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
    // A run that stopped (a fault, the slot limit) never reaches the kernel's end: no cycles to predict.
    let stopped = s.is_some_and(|s| s.error.is_some());
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
            s.filter(|_| !stopped)
                .map_or_else(dash, |s| crate::model::i18n::count(s.cycles.0, "cycle")),
            // Before the first slot the number is not zero: say what an empty timed region costs.
            // No machine (the kernel does not compile): no model to name, so no ": " after the name.
            if s.is_none() {
                String::new()
            } else if stopped {
                format!(": {}", t::STOPPED_NO_CYCLES.get(lang))
            } else if empty {
                format!(": {model}{}", t::EMPTY_REGION.get(lang))
            } else {
                format!(": {model}")
            },
            // The full name (the calibration runs) where it has room: a long label stretched every card
            // of the row in projector mode.
            [
                (stopped, t::STOPPED_NO_CYCLES_MORE.get(lang).to_string()),
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
            // Hinglish from its own table, by the construct; a row it lacks stays English (a test checks).
            let (construct, note) = t::COST_ROWS_HI
                .iter()
                .find(|(en, ..)| lang == Lang::HiLatn && *en == row.construct)
                .map_or((row.construct, row.note), |(_, c, n)| (*c, *n));
            [
                construct.to_string(),
                row.slots.map_or_else(|| "N".to_string(), |n| n.to_string()),
                if row.in_toy_mode { t::COUNTED } else { t::FREE }
                    .get(lang)
                    .to_string(),
                note.to_string(),
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
                format!(
                    "{} ({})",
                    row.mask.hex(s.width),
                    count(u64::from(row.mask.count()), "lane")
                ),
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
                &(first + 1).to_string(),
                &last.to_string(),
                &shown.len().to_string(),
                &runs.len().to_string(),
            ],
        )
    } else {
        so_far(last, lang)
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
    columns(
        &mut svg,
        shown,
        lanes,
        (left, top, cell, font),
        colours,
        &|r: &Run| (col_w(r), 1.0),
    );
    svg.text(
        left,
        height - font * 0.5,
        &caption,
        &[("font-size", &f), ("fill", colours.text)],
    );
    svg.finish()
}

/// The plot width an exported strip spreads its slots over (fewer slots stop at a cell a slot).
pub const EXPORT_PLOT_WIDTH: f64 = 960.0;

/// The strip as a download draws it: to scale — every issue slot the same width, so a run of 40 slots is
/// 40 times as wide as one — over a slot axis, with a legend of what a cell means. The whole run, not
/// only the newest columns the page shows.
pub fn strip_export_svg(
    runs: &[Run],
    width: WarpWidth,
    colours: &Palette,
    description: &str,
    lang: Lang,
) -> String {
    let cell = if colours.font_size >= 28.0 { 14.0 } else { 8.0 };
    let font = cell * 1.4;
    let slots = runs.last().map_or(0, |r| r.first + u64::from(r.count));
    let slot_w = (EXPORT_PLOT_WIDTH / slots.max(1) as f64).min(cell);
    let plot_w = slot_w * slots as f64;
    let lanes = width.lanes();
    let (left, top) = (font * 4.5, font * 1.5);
    let plot_bottom = top + f64::from(lanes) * cell;
    let legend: [(&str, String); 3] = [
        ("work", t::LEGEND_WORK.get(lang).to_string()),
        ("masked", t::LEGEND_MASKED.get(lang).to_string()),
        ("waiting", t::LEGEND_WAITING.get(lang).to_string()),
    ];
    let scale = fill(t::LEGEND_SCALE.get(lang), &[&count(slots, "issue slot")]);
    let line_h = font * 1.5;
    let legend_top = plot_bottom + font * 3.0;
    let height = legend_top + line_h * (legend.len() as f64 + 1.0) + font * 0.5;
    let widest = legend
        .iter()
        .map(|(_, text)| font * 2.0 + text_width(text, font))
        .chain([text_width(&scale, font)])
        .fold(plot_w, f64::max);
    let total_w = left + widest + font;
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
    let label = [("font-size", f.as_str()), ("fill", colours.text)];
    let end_label = [
        ("font-size", f.as_str()),
        ("text-anchor", "end"),
        ("fill", colours.text),
    ];
    svg.text(left - font * 0.3, top + cell, "lane 0", &end_label);
    svg.text(
        left - font * 0.3,
        plot_bottom,
        &format!("lane {}", lanes - 1),
        &end_label,
    );
    columns(
        &mut svg,
        runs,
        lanes,
        (left, top, cell, font),
        colours,
        &|r: &Run| (slot_w * f64::from(r.count), 0.0),
    );
    // The slot axis: a tick every 1, 2 or 5 × 10ⁿ slots, at most about ten.
    svg.line(
        left,
        plot_bottom + 2.0,
        left + plot_w,
        plot_bottom + 2.0,
        &[("stroke", colours.text)],
    );
    let step = nice_step(slots);
    let mut tick = 0;
    while tick <= slots {
        let x = left + slot_w * tick as f64;
        svg.line(
            x,
            plot_bottom + 2.0,
            x,
            plot_bottom + 6.0,
            &[("stroke", colours.text)],
        );
        svg.text(
            x,
            plot_bottom + 6.0 + font,
            &tick.to_string(),
            &[
                ("font-size", f.as_str()),
                ("text-anchor", "middle"),
                ("fill", colours.text),
            ],
        );
        tick += step;
    }
    // The legend: a swatch drawn as the strip draws the cell, and its meaning.
    for (i, (kind, text)) in legend.iter().enumerate() {
        let y = legend_top + line_h * i as f64;
        let attrs: [(&str, &str); 3] = match *kind {
            "work" => [
                ("fill", colours.paths[0]),
                ("stroke", "none"),
                ("stroke-width", "0"),
            ],
            "masked" => [
                ("fill", "none"),
                ("stroke", colours.paths[0]),
                ("stroke-width", "1"),
            ],
            _ => [
                ("fill", "none"),
                ("stroke", colours.muted),
                ("stroke-width", "1"),
            ],
        };
        svg.rect(left + 0.5, y - cell + 0.5, cell - 1.0, cell - 1.0, &attrs);
        svg.text(left + font * 2.0, y, text, &label);
    }
    svg.text(
        left,
        legend_top + line_h * legend.len() as f64,
        &scale,
        &label,
    );
    svg.finish()
}

/// A tick step of 1, 2 or 5 × 10ⁿ slots giving at most ten ticks over `slots`.
pub fn nice_step(slots: u64) -> u64 {
    let mut base = 1;
    loop {
        for m in [1, 2, 5] {
            if slots / (base * m) <= 10 {
                return base * m;
            }
        }
        base *= 10;
    }
}

/// The strip's cells, one column per run from `left` (`width_of` gives a column's width and the gap after
/// it): a box per run of neighbouring lanes that did work, an outline per lane only issued, a `p` over a
/// predicated column wide enough for it, and the one-pixel gap under every lane's row. Returns the
/// right end of the last column.
fn columns(
    svg: &mut Svg,
    shown: &[Run],
    lanes: u32,
    (left, top, cell, font): (f64, f64, f64, f64),
    colours: &Palette,
    width_of: &dyn Fn(&Run) -> (f64, f64),
) -> f64 {
    let f = num(font);
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
        let (w, gap) = width_of(run);
        if run.predicated && w >= font * 0.6 {
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
        x += w + gap;
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
    x
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
        assert_eq!(inside.variables, vec!["x".to_string(), "sel[lane]".into()]);
        // Lane 3's own element of the input array, beside its variables.
        assert_eq!(inside.values[3].1, vec!["0".to_string(), "1".into()]);
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

    /// A long run's strip names the slots it draws as the position line counts them (from 1): the newest
    /// columns end at the run's last slot.
    #[test]
    fn a_long_runs_strip_names_the_slots_it_draws() {
        let src = "int i = 0;\nwhile (true) {\n  i++;\n}\n";
        let mut m = machine(src, 0);
        m.run_to_end();
        let runs = m.runs();
        assert!(runs.len() > MAX_STRIP_COLUMNS);
        let last = m.issue_slots();
        let first = runs[runs.len() - MAX_STRIP_COLUMNS].first + 1;
        let svg = strip_svg(runs, WarpWidth::Warp32, palette(false), "d", Lang::En);
        let caption = format!(
            "slots {first}–{last} (the newest {MAX_STRIP_COLUMNS} of {} columns)",
            runs.len()
        );
        assert!(svg.contains(&caption), "{caption} not in the strip");
        assert_eq!(
            last - first + 1,
            runs[runs.len() - MAX_STRIP_COLUMNS..]
                .iter()
                .map(|r| u64::from(r.count))
                .sum::<u64>()
        );
    }

    #[test]
    fn a_stopped_run_predicts_no_cycles() {
        // (kernel, stopped?) — a run that never finishes, or faults, has no cycle count; a finished one has.
        let table = [
            ("while (1) {\n}\n", true),
            ("int x = 0;\nwhile (x < 1) {\n  work(1);\n}\n", true),
            ("work(3);\n", false),
        ];
        for (src, stopped) in table {
            let mut m = machine(src, 0);
            m.run_to_end();
            let snap = Snapshot::of(&m, src, Lang::En);
            assert_eq!(snap.error.is_some(), stopped, "{src}");
            // The mask panel shows the lanes the run stopped under, as the stack beside it does; a finished
            // warp shows none.
            let expected = if stopped { "32 of 32" } else { "0 of 32" };
            assert!(
                snap.active_words(Lang::En).starts_with(expected),
                "{src}: {snap:?}"
            );
            for lang in [Lang::En, Lang::HiLatn] {
                let cycles = readouts(Some(&snap), lang)
                    .pop()
                    .expect("the cycles readout");
                assert_eq!(cycles.value == "—", stopped, "{src}: {cycles:?}");
                assert_eq!(
                    cycles.label.ends_with(t::STOPPED_NO_CYCLES.get(lang)),
                    stopped,
                    "{src}: {cycles:?}"
                );
                assert_eq!(
                    cycles
                        .explanation
                        .contains(t::STOPPED_NO_CYCLES_MORE.get(lang)),
                    stopped
                );
            }
        }
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
            cycles.explanation.contains("H200 model version 16"),
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
            "● active; ○ waiting (masked off); × exited; · not launched"
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
        assert_eq!(
            what_is(Lang::HiLatn),
            "Path ki efficiency ka matlab kya hai?"
        );
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

    /// (source, slots run, lang, the position line)
    #[test]
    fn the_position_names_the_issuing_statement_and_counts_in_the_singular() {
        let one_line = "int x = laneid; if (x < 16) { work(2); } else { work(3); }";
        let table: [(&str, u64, Lang, &str); 6] = [
            (
                one_line,
                0,
                Lang::En,
                "Slot 0; next: line 1, int x = laneid;",
            ),
            (one_line, 1, Lang::En, "Slot 1; next: line 1, if (x < 16)"),
            (
                one_line,
                1,
                Lang::HiLatn,
                "Slot 1; agla: line 1, if (x < 16)",
            ),
            ("work(1);\n", 1, Lang::En, "Finished after 1 issue slot."),
            ("work(2);\n", 2, Lang::En, "Finished after 2 issue slots."),
            ("work(1);\n", 1, Lang::HiLatn, "1 issue slot mein khatam."),
        ];
        for (src, at, lang, want) in table {
            let snap = Snapshot::of(&machine(src, at), src, lang);
            assert_eq!(position(Some(&snap), lang), want, "{src} at {at}");
        }
        assert_eq!(position(None, Lang::En), "The kernel does not compile yet.");
        // The span the code panel marks is the statement, not the whole line.
        let snap = Snapshot::of(&machine(one_line, 1), one_line, Lang::En);
        let span = snap.span.expect("a span");
        assert_eq!(span.on_line(1, one_line.chars().count()), Some((16, 27)));
        // A long statement is quoted cut.
        let long = format!("int x = {};\n", "laneid + ".repeat(10) + "1");
        let snap = Snapshot::of(&machine(&long, 0), &long, Lang::En);
        let quoted = snap.statement.unwrap();
        assert_eq!(quoted.chars().count(), STATEMENT_CHARS + 1);
        assert!(quoted.ends_with('…'));
        // Counts in the singular: slots so far and a stack entry of one lane.
        assert_eq!(so_far(1, Lang::En), "1 issue slot so far.");
        assert_eq!(so_far(1, Lang::HiLatn), "Ab tak 1 issue slot.");
        let src = "if (laneid == 0) {\n  work(20);\n} else {\n  work(30);\n}\n";
        let program = Rc::new(compile(src, &Options::default()).unwrap());
        let mut m = Machine::new(program, Launch::full(WarpWidth::Warp32), &Inputs::new());
        let mut rows = Vec::new();
        for at in 0..60 {
            m.run_until(at);
            rows.extend(stack_rows(&Snapshot::of(&m, src, Lang::En), Lang::En));
        }
        assert!(rows.iter().any(|r| r[1].ends_with("(1 lane)")), "{rows:?}");
    }

    /// The exported strip: every slot the same width (a 40-slot run 40 times a 1-slot run), a slot axis,
    /// and a legend of what a cell means — in both languages, every text inside the figure.
    #[test]
    fn the_exported_strip_is_to_scale_with_a_legend() {
        let src = "work(1);\nwork(40);\n";
        for lang in Lang::ALL {
            let m = machine(src, 41);
            let svg = strip_export_svg(m.runs(), WarpWidth::Warp32, palette(false), "d", lang);
            let filled = svg
                .split("<path d=\"")
                .nth(1)
                .and_then(|p| p.split('"').next())
                .unwrap();
            let widths: Vec<&str> = filled
                .split('h')
                .skip(1)
                .filter_map(|p| p.split('v').next())
                .filter(|w| !w.starts_with('-'))
                .collect();
            assert_eq!(widths, vec!["8", "320"], "{filled}");
            for text in [t::LEGEND_WORK, t::LEGEND_MASKED, t::LEGEND_WAITING] {
                assert!(svg.contains(text.get(lang)), "{lang:?}");
            }
            assert!(svg.contains(&fill(
                t::LEGEND_SCALE.get(lang),
                &[&count(41, "issue slot")]
            )));
            assert!(svg.contains(">40</text>"), "an axis tick at slot 40");
            assert_eq!(
                crate::geometry::fits::assert_texts_fit(&svg),
                4,
                "the legend's lines"
            );
        }
        // A long run stays on the page: 100,000 slots over the same width.
        assert_eq!(nice_step(100_000), 10_000);
        assert_eq!(nice_step(41), 5);
        assert_eq!(nice_step(3), 1);
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

    /// Every row of the help's cost table reads in Hinglish: its note differs from the English one.
    #[test]
    fn the_cost_table_reads_in_hinglish() {
        let (en, hi) = (cost_rows(Lang::En), cost_rows(Lang::HiLatn));
        assert_eq!(en.len(), COST_TABLE.len());
        for (e, h) in en.iter().zip(&hi) {
            assert_ne!(e[3], h[3], "{} has no Hinglish note", e[0]);
        }
        assert_eq!(t::COST_ROWS_HI.len(), COST_TABLE.len(), "no row left over");
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
