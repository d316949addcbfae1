//! Timeline geometry: the ideal bar (paths overlap) over the serialized bar (paths back to back) on one cycle axis.

use super::nice_step;
use crate::model::i18n::{fill, Lang};
use crate::model::pricing::{Region, RegionCost};
use crate::state::text::timeline as t;

/// What a segment of a bar stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SegmentKind {
    Prologue,
    Path(usize),
    Tail,
    Waste,
}

/// A drawn rectangle with its cycle range and label.
#[derive(Clone, Debug, PartialEq)]
pub struct Segment {
    pub kind: SegmentKind,
    pub start: u64,
    pub end: u64,
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
    /// The label drawn inside, empty when it does not fit.
    pub label: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Tick {
    pub x: f64,
    pub label: String,
}

/// Sizes of the figure in its own units (the SVG viewBox).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    pub width: f64,
    pub font: f64,
}

impl Frame {
    pub fn for_font(font: f64) -> Frame {
        Frame {
            // Narrow enough that projector text stays ≥ 20 px when a 1024-pixel screen shows the whole width.
            width: if font >= 28.0 { 1400.0 } else { 960.0 },
            font,
        }
    }

    /// A phone's frame: as wide as a 390-pixel screen shows at the figure's own font size, so the whole
    /// figure (every path and the waste) is on screen at text no smaller than the page's; labels that do
    /// not fit a segment are left out, as on any frame.
    pub fn narrow(font: f64) -> Frame {
        Frame {
            width: font * 25.0,
            font,
        }
    }

    /// Axis ticks the frame has room for (about one per 120 units, at most 8).
    fn ticks(&self) -> usize {
        ((self.width / 120.0) as usize).clamp(3, 8)
    }

    fn left(&self) -> f64 {
        self.font * 7.0
    }

    fn right(&self) -> f64 {
        self.font * 1.5
    }

    pub fn bar_height(&self) -> f64 {
        self.font * 3.6
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct TimelineLayout {
    pub frame: Frame,
    pub height: f64,
    pub plot_left: f64,
    pub plot_right: f64,
    pub ideal_y: f64,
    pub serial_y: f64,
    pub axis_y: f64,
    pub ideal: Vec<Segment>,
    pub serialized: Vec<Segment>,
    pub ticks: Vec<Tick>,
    /// Cycle at which each bar ends.
    pub ideal_end: u64,
    pub serial_end: u64,
}

impl TimelineLayout {
    pub fn x_of(&self, cycle: u64, scale_end: u64) -> f64 {
        self.plot_left + (self.plot_right - self.plot_left) * cycle as f64 / scale_end.max(1) as f64
    }
}

/// Lays out both bars for a region; `names[i]` names path i ("A", "B", …).
pub fn layout(region: &Region, cost: &RegionCost, frame: Frame) -> TimelineLayout {
    let font = frame.font;
    let bar_h = frame.bar_height();
    let plot_left = frame.left();
    let plot_right = frame.width - frame.right();
    let ideal_y = font * 1.6;
    let serial_y = ideal_y + bar_h + font * 2.4;
    let axis_y = serial_y + bar_h + font * 0.8;
    let height = axis_y + font * 2.6;
    let serial_end = cost.total_issued();
    let ideal_end = cost.total_ideal();
    let scale_end = serial_end.max(1);
    let x = |cycle: u64| plot_left + (plot_right - plot_left) * cycle as f64 / scale_end as f64;
    let fits = |w: f64, text: &str| w >= text.chars().count() as f64 * font * 0.62 + font * 0.4;
    let label = |w: f64, long: String, short: String| {
        if fits(w, &long) {
            long
        } else if fits(w, &short) {
            short
        } else {
            String::new()
        }
    };
    let segment = |kind, start: u64, end: u64, y: f64, h: f64, long: String, short: String| {
        let (sx, ex) = (x(start), x(end));
        Segment {
            kind,
            start,
            end,
            x: sx,
            y,
            w: ex - sx,
            h,
            label: label(ex - sx, long, short),
        }
    };

    let taken: Vec<(usize, u64, u32)> = region
        .paths()
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.takers.is_empty())
        .map(|(i, p)| (i, u64::from(p.length), p.takers.count()))
        .collect();
    let pre = cost.prologue;
    let mut ideal = Vec::new();
    let mut serialized = Vec::new();
    if pre > 0 {
        ideal.push(segment(
            SegmentKind::Prologue,
            0,
            pre,
            ideal_y,
            bar_h,
            format!("prologue {pre}"),
            pre.to_string(),
        ));
        serialized.push(segment(
            SegmentKind::Prologue,
            0,
            pre,
            serial_y,
            bar_h,
            format!("prologue {pre}"),
            pre.to_string(),
        ));
    }
    // Ideal: the taken paths overlap, each in its own sub-row of the bar, all starting after the prologue.
    let rows = taken.len().max(1) as f64;
    let row_h = bar_h / rows;
    for (row, &(i, length, lanes)) in taken.iter().enumerate() {
        let (long, short) = path_labels(i, length, lanes);
        let y = ideal_y + row as f64 * row_h;
        let mut seg = segment(
            SegmentKind::Path(i),
            pre,
            pre + length,
            y,
            row_h,
            long,
            short,
        );
        if row_h < font * 1.3 {
            seg.label.clear();
        }
        ideal.push(seg);
    }
    let after_ideal = pre + cost.t_ideal;
    if cost.tail > 0 {
        let t = cost.tail;
        ideal.push(segment(
            SegmentKind::Tail,
            after_ideal,
            after_ideal + t,
            ideal_y,
            bar_h,
            format!("tail {t}"),
            t.to_string(),
        ));
    }
    if cost.waste() > 0 {
        let w = cost.waste();
        ideal.push(segment(
            SegmentKind::Waste,
            ideal_end,
            serial_end,
            ideal_y,
            bar_h,
            format!("waste {w}"),
            w.to_string(),
        ));
    }
    // Serialized: the same paths back to back, in program order.
    let mut at = pre;
    for &(i, length, lanes) in &taken {
        let (long, short) = path_labels(i, length, lanes);
        serialized.push(segment(
            SegmentKind::Path(i),
            at,
            at + length,
            serial_y,
            bar_h,
            long,
            short,
        ));
        at += length;
    }
    if cost.tail > 0 {
        let t = cost.tail;
        serialized.push(segment(
            SegmentKind::Tail,
            at,
            at + t,
            serial_y,
            bar_h,
            format!("tail {t}"),
            t.to_string(),
        ));
    }

    let step = nice_step(scale_end as f64, frame.ticks()).max(1.0) as u64;
    let ticks = (0..=scale_end / step)
        .map(|i| Tick {
            x: x(i * step),
            label: (i * step).to_string(),
        })
        .collect();
    TimelineLayout {
        frame,
        height,
        plot_left,
        plot_right,
        ideal_y,
        serial_y,
        axis_y,
        ideal,
        serialized,
        ticks,
        ideal_end,
        serial_end,
    }
}

/// A path segment's labels: the long one ("B 25 · 24 lanes") and the short one for narrow segments.
fn path_labels(index: usize, length: u64, lanes: u32) -> (String, String) {
    let name = path_name(index);
    let plural = if lanes == 1 { "" } else { "s" };
    (
        format!("{name} {length} · {lanes} lane{plural}"),
        format!("{name} {length}"),
    )
}

pub use crate::model::pricing::path_name;

/// A sentence that says what the figure shows, for screen readers and the figure's `<desc>`.
pub fn describe(region: &Region, cost: &RegionCost, lang: Lang) -> String {
    let taken: Vec<String> = region
        .paths()
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.takers.is_empty())
        .map(|(i, p)| {
            let lanes = if p.takers.count() == 1 {
                "lane"
            } else {
                "lanes"
            };
            format!(
                "{} ({} cycles, {} {lanes})",
                path_name(i),
                p.length,
                p.takers.count()
            )
        })
        .collect();
    let untaken = region
        .paths()
        .iter()
        .filter(|p| p.takers.is_empty())
        .count();
    let taken = if taken.is_empty() {
        t::NO_PATH_TAKEN.get(lang).to_string()
    } else {
        taken.join(", ")
    };
    let mut text = fill(
        t::TAKEN_PATHS.get(lang),
        &[
            &taken,
            &cost.total_ideal().to_string(),
            &cost.total_issued().to_string(),
            &cost.waste().to_string(),
        ],
    );
    match untaken {
        0 => {}
        1 => text.push_str(t::UNTAKEN_ONE.get(lang)),
        n => text.push_str(&fill(t::UNTAKEN_MANY.get(lang), &[&n.to_string()])),
    }
    if cost.prologue + cost.tail > 0 {
        text.push_str(&fill(
            t::UNIFORM_BOTH.get(lang),
            &[&cost.prologue.to_string(), &cost.tail.to_string()],
        ));
    }
    text
}

/// The whole figure as standalone SVG in one palette: what the page draws and what "Download SVG" saves.
pub fn timeline_svg(
    layout: &TimelineLayout,
    colours: &super::palette::Palette,
    description: &str,
    lang: Lang,
) -> String {
    use super::svg::{num, Svg};
    let font = layout.frame.font;
    let (width, height) = (layout.frame.width, layout.height);
    let mut svg = Svg::new(
        "timeline-figure",
        "timeline__figure",
        width,
        height,
        t::FIGURE_TITLE.get(lang),
        description,
    );
    let hatch = num(font * 0.7);
    svg.raw(&format!(
        r#"<defs><pattern id="waste-hatch" patternUnits="userSpaceOnUse" width="{hatch}" height="{hatch}" patternTransform="rotate(45)"><rect width="{hatch}" height="{hatch}" fill="{}"/><line x1="0" y1="0" x2="0" y2="{hatch}" stroke="{}" stroke-width="{}"/></pattern></defs>"#,
        colours.waste, colours.hatch, num(font * 0.18)
    ));
    svg.rect(0.0, 0.0, width, height, &[("fill", colours.background)]);
    let bar_h = layout.frame.bar_height();
    let label_x = layout.plot_left - font * 0.5;
    let font_attr = num(font);
    for (y, name) in [(layout.ideal_y, "Ideal"), (layout.serial_y, "Serialized")] {
        svg.text(
            label_x,
            y + bar_h / 2.0 + font * 0.35,
            name,
            &[
                ("text-anchor", "end"),
                ("font-size", &font_attr),
                ("font-weight", "700"),
                ("fill", colours.text),
            ],
        );
    }
    // Drawn before the bars, so it shows only in the gaps between them.
    let ideal_end_x = layout.x_of(layout.ideal_end, layout.serial_end);
    svg.line(
        ideal_end_x,
        layout.ideal_y - font * 0.4,
        ideal_end_x,
        layout.axis_y,
        &[
            ("stroke", colours.axis),
            ("stroke-width", "1.5"),
            ("stroke-dasharray", "4 4"),
        ],
    );
    for (bar, class) in [
        (&layout.ideal, "timeline__bar timeline__bar--ideal"),
        (
            &layout.serialized,
            "timeline__bar timeline__bar--serialized",
        ),
    ] {
        svg.open_group(class);
        for seg in bar.iter() {
            let (fill, class) = match seg.kind {
                SegmentKind::Path(i) => {
                    (colours.path(i), "timeline__segment timeline__segment--path")
                }
                SegmentKind::Waste => (colours.waste, "timeline__segment timeline__segment--waste"),
                SegmentKind::Prologue | SegmentKind::Tail => (
                    colours.uniform,
                    "timeline__segment timeline__segment--uniform",
                ),
            };
            svg.open_group(class);
            svg.rect(
                seg.x,
                seg.y,
                seg.w,
                seg.h,
                &[
                    ("fill", fill),
                    ("stroke", colours.background),
                    ("stroke-width", "1"),
                ],
            );
            if seg.kind == SegmentKind::Waste {
                svg.rect(
                    seg.x,
                    seg.y,
                    seg.w,
                    seg.h,
                    &[
                        ("fill", "url(#waste-hatch)"),
                        ("stroke", colours.outline),
                        ("stroke-width", "1.5"),
                        ("stroke-dasharray", "6 3"),
                    ],
                );
            }
            if !seg.label.is_empty() {
                let is_waste = seg.kind == SegmentKind::Waste;
                let text_fill = if is_waste {
                    colours.on_waste
                } else {
                    colours.on_path
                };
                if is_waste {
                    // A solid plate under the label keeps it readable over the hatching.
                    let plate_w = seg.label.chars().count() as f64 * font * 0.62 + font * 0.5;
                    svg.rect(
                        seg.x + (seg.w - plate_w) / 2.0,
                        seg.y + seg.h / 2.0 - font * 0.75,
                        plate_w,
                        font * 1.5,
                        &[("fill", colours.waste), ("rx", "3")],
                    );
                }
                svg.text(
                    seg.x + seg.w / 2.0,
                    seg.y + seg.h / 2.0 + font * 0.35,
                    &seg.label,
                    &[
                        ("text-anchor", "middle"),
                        ("font-size", &font_attr),
                        ("font-weight", "600"),
                        ("fill", text_fill),
                    ],
                );
            }
            svg.close_group();
        }
        svg.close_group();
    }
    svg.open_group("timeline__axis");
    svg.line(
        layout.plot_left,
        layout.axis_y,
        layout.plot_right,
        layout.axis_y,
        &[("stroke", colours.axis), ("stroke-width", "2")],
    );
    let tick_font = num(font * 0.9);
    for tick in &layout.ticks {
        svg.line(
            tick.x,
            layout.axis_y,
            tick.x,
            layout.axis_y + font * 0.5,
            &[("stroke", colours.axis), ("stroke-width", "2")],
        );
        svg.text(
            tick.x,
            layout.axis_y + font * 1.6,
            &tick.label,
            &[
                ("text-anchor", "middle"),
                ("font-size", &tick_font),
                ("fill", colours.muted),
            ],
        );
    }
    svg.text(
        layout.plot_right,
        layout.axis_y + font * 2.5,
        "cycles",
        &[
            ("text-anchor", "end"),
            ("font-size", &tick_font),
            ("fill", colours.muted),
        ],
    );
    svg.close_group();
    svg.finish()
}

#[cfg(test)]
mod svg_tests {
    use super::*;
    use crate::geometry::palette::{NORMAL, PROJECTOR};
    use crate::model::lanes::WarpWidth;

    #[test]
    fn the_figure_is_standalone_and_follows_the_palette() {
        let region = Region::from_counts(WarpWidth::Warp32, &[(15, 8), (25, 24)], 0, 10).unwrap();
        let cost = region.price();
        let normal = timeline_svg(
            &layout(&region, &cost, Frame::for_font(NORMAL.font_size)),
            &NORMAL,
            &describe(&region, &cost, Lang::En),
            Lang::En,
        );
        assert!(normal.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(
            normal.contains("A 15 · 8 lanes")
                && normal.contains("waste 15")
                && normal.contains("tail 10")
        );
        assert!(normal.contains("url(#waste-hatch)"));
        assert!(normal.contains(NORMAL.background) && !normal.contains(PROJECTOR.waste));
        let projected = timeline_svg(
            &layout(&region, &cost, Frame::for_font(PROJECTOR.font_size)),
            &PROJECTOR,
            "",
            Lang::En,
        );
        assert!(projected.contains("font-size=\"32\"") && projected.contains(PROJECTOR.waste));
    }

    /// A phone's frame holds every seed scenario whole at the page's font size: every segment (each path
    /// and the waste) inside the frame, the waste drawn whenever there is any.
    #[test]
    fn a_phone_frame_shows_every_path_and_the_waste() {
        use crate::model::scenarios::SEED_SCENARIOS;
        let frame = Frame::narrow(NORMAL.font_size);
        assert!(frame.width <= 390.0 - 2.0 * 16.0, "{frame:?}");
        for scenario in SEED_SCENARIOS {
            let Ok(region) = scenario.region() else {
                continue;
            };
            let cost = region.price();
            let l = layout(&region, &cost, frame);
            for s in l.ideal.iter().chain(&l.serialized) {
                assert!(
                    s.x >= 0.0 && s.x + s.w <= frame.width + 1e-9,
                    "{}: {s:?}",
                    scenario.id
                );
            }
            let waste = l.ideal.iter().any(|s| s.kind == SegmentKind::Waste);
            assert_eq!(waste, cost.waste() > 0, "{}", scenario.id);
            assert!(l.ticks.len() >= 2, "{}", scenario.id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::lanes::WarpWidth;

    fn lay(paths: &[(u32, u32)], pre: u32, tail: u32) -> TimelineLayout {
        let region = Region::from_counts(WarpWidth::Warp32, paths, pre, tail).unwrap();
        layout(&region, &region.price(), Frame::for_font(14.0))
    }

    #[test]
    fn bars_end_at_max_and_sum() {
        let l = lay(&[(15, 8), (25, 24)], 0, 0);
        assert_eq!((l.ideal_end, l.serial_end), (25, 40));
        let last_serial = l.serialized.last().unwrap();
        assert!((last_serial.x + last_serial.w - l.plot_right).abs() < 1e-9);
        let waste = l
            .ideal
            .iter()
            .find(|s| s.kind == SegmentKind::Waste)
            .unwrap();
        assert_eq!((waste.start, waste.end), (25, 40));
        assert!((waste.x - l.x_of(25, 40)).abs() < 1e-9);
        // Serialized paths touch end to start.
        assert!((l.serialized[0].x + l.serialized[0].w - l.serialized[1].x).abs() < 1e-9);
        assert_eq!(l.ticks.first().unwrap().label, "0");
        assert_eq!(l.ticks.last().unwrap().label, "40");
    }

    #[test]
    fn uniform_code_is_drawn_once_on_each_bar() {
        let l = lay(&[(25, 16), (15, 16)], 5, 10);
        let count = |segs: &[Segment], kind| segs.iter().filter(|s| s.kind == kind).count();
        for bar in [&l.ideal, &l.serialized] {
            assert_eq!(count(bar, SegmentKind::Prologue), 1);
            assert_eq!(count(bar, SegmentKind::Tail), 1);
        }
        assert_eq!((l.ideal_end, l.serial_end), (40, 55));
        let tail = l
            .serialized
            .iter()
            .find(|s| s.kind == SegmentKind::Tail)
            .unwrap();
        assert_eq!((tail.start, tail.end), (45, 55));
    }

    #[test]
    fn untaken_paths_are_not_drawn_and_labels_fit() {
        let l = lay(&[(20, 32), (12, 0)], 0, 0);
        assert_eq!(l.serialized.len(), 1);
        assert!(l.ideal.iter().all(|s| s.kind != SegmentKind::Waste));
        assert_eq!(l.serialized[0].label, "A 20 · 32 lanes");
        let tiny = lay(&[(1000, 1), (1, 31)], 0, 0);
        assert_eq!(
            tiny.serialized[1].label, "",
            "a 1-cycle segment is too narrow for text"
        );
    }

    #[test]
    fn description_reads_the_numbers() {
        let region =
            Region::from_counts(WarpWidth::Warp32, &[(15, 8), (25, 24), (9, 0)], 0, 0).unwrap();
        let text = describe(&region, &region.price(), Lang::En);
        assert!(text.contains("done after 25 cycles"));
        assert!(text.contains("done after 40 cycles, so 15 cycles are divergence waste"));
        assert!(text.contains("1 path with no taker costs nothing"));
        let hi = describe(&region, &region.price(), Lang::HiLatn);
        assert_eq!(
            hi,
            "Liye gaye paths: A (15 cycles, 8 lanes), B (25 cycles, 24 lanes). Ideal bar: paths overlap karte hain aur warp 25 cycles mein khatam ho jata hai. Serialized bar: paths ek ke baad ek chalte hain aur warp 40 cycles mein khatam hota hai, yaani 15 cycles divergence ki barbaadi hain. Jis 1 path ko koi lane nahi leti, uski koi cost nahi."
        );
        let uniform =
            Region::from_counts(WarpWidth::Warp32, &[(15, 32), (25, 0), (9, 0)], 3, 4).unwrap();
        assert!(describe(&uniform, &uniform.price(), Lang::En).ends_with(" 2 paths with no taker cost nothing. Uniform code (3 cycles before, 4 after) is paid once on both bars."));
        assert_eq!(path_name(0), "A");
        assert_eq!(path_name(30), "P31");
    }
}
