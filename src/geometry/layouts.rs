//! The layouts lab's figures: the per-warp histogram with its exact overlays, a strip of the first warps'
//! lanes (SVG, placed by `ui::figure::Figure` and exported as is), and the tables behind them as caption,
//! headers and cells, which `ui::layouts` sets in the page.

use super::palette::Palette;
use super::svg::{num, text_width, Boxes, Svg};
use crate::model::fields::{counted, fixed, group_thousands, percent_or_dash};
use crate::model::i18n::{fill, Lang, Tr};
use crate::model::lanes::WarpWidth;
use crate::model::layouts::{
    coalescing, combined, Coalescing, Dataset, Layout, LayoutCost, WarpHistogram,
};
use crate::state::text::layouts as t;

/// One sentence on how a layout places its labels, as the layout menu's hint says it.
pub fn layout_about(layout: Layout) -> Tr {
    match layout {
        Layout::Independent => t::ABOUT_INDEPENDENT,
        Layout::Sorted => t::ABOUT_SORTED,
        Layout::Alternating => t::ABOUT_ALTERNATING,
        Layout::Runs => t::ABOUT_RUNS,
        Layout::Clustered => t::ABOUT_CLUSTERED,
        Layout::ShuffledWithin => t::ABOUT_SHUFFLED,
    }
}

/// An expected-count overlay on the histogram: per k, the number of full warps a model predicts.
#[derive(Clone, Debug, PartialEq)]
pub struct Overlay {
    /// What the legend calls it.
    pub name: String,
    /// Expected full warps with k true lanes, k = 0..=width.
    pub expected: Vec<f64>,
    /// Drawn as filled diamonds (true) or hollow circles (false): shape, not only colour.
    pub filled: bool,
}

impl Overlay {
    /// `pmf` scaled to `warps` full warps.
    pub fn scaled(name: &str, pmf: &[f64], warps: u64, filled: bool) -> Overlay {
        Overlay {
            name: name.to_string(),
            expected: pmf.iter().map(|m| m * warps as f64).collect(),
            filled,
        }
    }
}

/// Bar geometry of the histogram: one column per k, heights on a shared scale with the overlays.
#[derive(Clone, Debug, PartialEq)]
pub struct Column {
    pub k: u32,
    pub x: f64,
    pub w: f64,
    pub h: f64,
    pub warps: u64,
}

/// Lays the histogram's columns in a `plot_w × plot_h` box; returns them and the value at the top.
pub fn columns(
    hist: &WarpHistogram,
    overlays: &[Overlay],
    plot_w: f64,
    plot_h: f64,
) -> (Vec<Column>, f64) {
    let highest = hist
        .full
        .iter()
        .map(|&c| c as f64)
        .chain(overlays.iter().flat_map(|o| o.expected.iter().copied()))
        .fold(0.0f64, f64::max);
    let top = nice_top(highest);
    let w = plot_w / hist.full.len().max(1) as f64;
    let cols = hist
        .full
        .iter()
        .enumerate()
        .map(|(k, &warps)| Column {
            k: k as u32,
            x: k as f64 * w,
            w,
            h: plot_h * warps as f64 / top,
            warps,
        })
        .collect();
    (cols, top)
}

/// The axis top: the next "nice" tick at or above the highest value (at least 1).
pub fn nice_top(highest: f64) -> f64 {
    let step = super::nice_step(highest.max(1.0), 4);
    ((highest / step).ceil() * step).max(1.0)
}

/// The histogram of true lanes per full warp, with the overlays as markers.
pub fn histogram_svg(
    hist: &WarpHistogram,
    overlays: &[Overlay],
    colours: &Palette,
    description: &str,
    lang: Lang,
) -> String {
    let font = colours.font_size;
    let (left, top, plot_w, plot_h) = (font * 5.0, font * 2.5, 760.0, 260.0);
    // Wide enough for the longest legend line at this palette's type (projector type is twice as large).
    let legend_w = std::iter::once(t::BARS.get(lang))
        .chain(overlays.iter().map(|o| o.name.as_str()))
        .map(|line| text_width(line, font))
        .fold(0.0, f64::max);
    let width = (left + plot_w + font * 2.0).max(left + font * 1.3 + legend_w + font);
    let legend_rows = overlays.len() as f64 + 1.0;
    let height = top + plot_h + font * (3.6 + 1.5 * legend_rows);
    let (cols, top_value) = columns(hist, overlays, plot_w, plot_h);
    let base = top + plot_h;
    let f = num(font);
    let mut svg = Svg::new(
        "layouts-histogram",
        "layouts__chart",
        width,
        height,
        t::HISTOGRAM_TITLE.get(lang),
        description,
    );
    svg.rect(0.0, 0.0, width, height, &[("fill", colours.background)]);
    let small = [("font-size", f.as_str()), ("fill", colours.muted)];
    // Gridlines and y ticks.
    let step = super::nice_step(top_value, 4);
    let mut tick = 0.0;
    while tick <= top_value + 0.5 {
        let y = base - plot_h * tick / top_value;
        svg.line(left, y, left + plot_w, y, &[("stroke", colours.unreached)]);
        svg.text(
            left - font * 0.4,
            y + font * 0.35,
            &group_thousands(tick as u64),
            &[("text-anchor", "end"), small[0], small[1]],
        );
        tick += step;
    }
    for c in &cols {
        let gap = if c.w > 6.0 { 1.5 } else { 0.5 };
        let divergent = c.k != 0 && c.k != hist.width;
        svg.rect(
            left + c.x + gap / 2.0,
            base - c.h,
            c.w - gap,
            c.h,
            &[
                (
                    "fill",
                    if divergent {
                        colours.path(0)
                    } else {
                        colours.uniform
                    },
                ),
                ("class", "layouts__bar"),
            ],
        );
    }
    for o in overlays {
        for (k, &e) in o.expected.iter().enumerate() {
            if e < 0.005 {
                continue;
            }
            let cx = left + (k as f64 + 0.5) * plot_w / o.expected.len().max(1) as f64;
            let cy = base - plot_h * e / top_value;
            svg.raw(&marker(cx, cy, font * 0.32, o.filled, colours));
        }
    }
    svg.axes(left, top, plot_w, plot_h, colours.axis);
    let every = if hist.width > 32 { 8 } else { 4 };
    for c in cols.iter().filter(|c| c.k % every == 0) {
        let x = left + c.x + c.w / 2.0;
        svg.line(x, base, x, base + font * 0.4, &[("stroke", colours.axis)]);
        svg.text(
            x,
            base + font * 1.4,
            &c.k.to_string(),
            &[("text-anchor", "middle"), small[0], small[1]],
        );
    }
    let body = [("font-size", f.as_str()), ("fill", colours.text)];
    svg.text(
        left + plot_w / 2.0,
        base + font * 2.8,
        &fill(t::X_AXIS.get(lang), &[&hist.width.to_string()]),
        &[("text-anchor", "middle"), body[0], body[1]],
    );
    svg.text(
        left,
        top - font * 0.8,
        t::Y_AXIS.get(lang),
        &[("text-anchor", "middle"), body[0], body[1]],
    );
    // Legend: the bars, then each overlay with its marker.
    let mut y = base + font * 4.6;
    svg.rect(
        left,
        y - font * 0.8,
        font * 0.9,
        font * 0.9,
        &[("fill", colours.path(0))],
    );
    svg.text(left + font * 1.3, y, t::BARS.get(lang), &[body[0], body[1]]);
    for o in overlays {
        y += font * 1.5;
        svg.raw(&marker(
            left + font * 0.45,
            y - font * 0.35,
            font * 0.32,
            o.filled,
            colours,
        ));
        svg.text(left + font * 1.3, y, &o.name, &[body[0], body[1]]);
    }
    svg.finish()
}

/// A diamond (filled) or a circle (hollow) centred at (cx, cy).
fn marker(cx: f64, cy: f64, r: f64, filled: bool, colours: &Palette) -> String {
    if filled {
        format!(
            r#"<polygon class="layouts__exact" points="{},{} {},{} {},{} {},{}" fill="{}" stroke="{}"/>"#,
            num(cx),
            num(cy - r * 1.4),
            num(cx + r * 1.4),
            num(cy),
            num(cx),
            num(cy + r * 1.4),
            num(cx - r * 1.4),
            num(cy),
            colours.highlight,
            colours.background
        )
    } else {
        format!(
            r#"<circle class="layouts__reference" cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-width="2"/>"#,
            num(cx),
            num(cy),
            num(r * 1.2),
            colours.waste
        )
    }
}

/// The first warps' lanes, one row per warp: a true lane is a filled cell, a false lane a hollow one, a lane
/// past the end of the data a dot; each row ends with its count and whether it diverges.
pub fn strip_svg(data: &Dataset, width: u32, rows: u32, colours: &Palette, lang: Lang) -> String {
    let font = colours.font_size;
    let cell: f64 = if width > 32 { 11.0 } else { 18.0 };
    let left = font * 3.2;
    let warps = data.len().div_ceil(width).min(rows);
    // A row is as tall as its cells or its label, whichever is taller (projector type is twice the cells).
    let pitch = cell.max(font * 1.2) + 4.0;
    let height = font * 1.2 + f64::from(warps) * pitch;
    // Room after the cells for the widest tag ("32/32 diverge karta hai" is longer than the English).
    let tag_w = [t::DIVERGES, t::UNIFORM]
        .map(|tag| text_width(&format!("{width}/{width} {}", tag.get(lang)), font))
        .into_iter()
        .fold(0.0, f64::max);
    let total_w = left + f64::from(width) * cell + font * 0.5 + tag_w + font * 0.5;
    let mut svg = Svg::new(
        "layouts-strip",
        "layouts__strip",
        total_w,
        height,
        t::STRIP_TITLE.get(lang),
        &fill(t::STRIP_DESCRIPTION.get(lang), &[&warps.to_string()]),
    );
    svg.rect(0.0, 0.0, total_w, height, &[("fill", colours.background)]);
    let f = num(font);
    for w in 0..warps {
        let y = font * 0.6 + f64::from(w) * pitch;
        svg.text(
            0.0,
            y + cell * 0.75,
            &format!("W{w}"),
            &[("font-size", &f), ("fill", colours.muted)],
        );
        // One path per kind of cell (filled, hollow, past the end) instead of a rect per lane: the
        // strip is redrawn on every slider step, and a tenth of the markup parses a tenth as long.
        let (mut active, mut trues) = (0, 0);
        let (mut filled, mut hollow, mut past) =
            (Boxes::default(), Boxes::default(), Boxes::default());
        for lane in 0..width {
            let i = w * width + lane;
            let x = left + f64::from(lane) * cell;
            let (d, inset) = if i >= data.len() {
                (&mut past, cell * 0.4)
            } else {
                active += 1;
                if data.label(i) {
                    trues += 1;
                    (&mut filled, 1.0)
                } else {
                    (&mut hollow, 1.5)
                }
            };
            let side = num(cell - 2.0 * inset);
            d.add(&num(x + inset), &num(y + inset), &side, &side);
        }
        svg.boxes(&filled, &[("fill", colours.path(0))]);
        svg.boxes(
            &hollow,
            &[
                ("fill", "none"),
                ("stroke", colours.outline),
                ("stroke-width", "1"),
            ],
        );
        svg.boxes(&past, &[("fill", colours.muted)]);
        let tag = if trues != 0 && trues != active {
            t::DIVERGES
        } else {
            t::UNIFORM
        }
        .get(lang);
        svg.text(
            left + f64::from(width) * cell + font * 0.5,
            y + cell * 0.75,
            &format!("{trues}/{active} {tag}"),
            &[("font-size", &f), ("fill", colours.text)],
        );
    }
    svg.finish()
}

/// The histogram's text alternative.
pub fn describe(hist: &WarpHistogram, lang: Lang) -> String {
    let busiest: Vec<String> = {
        let mut ks: Vec<(usize, u64)> = hist
            .full
            .iter()
            .copied()
            .enumerate()
            .filter(|&(_, c)| c > 0)
            .collect();
        ks.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        ks.iter()
            .take(3)
            .map(|&(k, c)| {
                fill(
                    t::WITH_TRUE_LANES.get(lang),
                    &[&warps_word(c), &k.to_string()],
                )
            })
            .collect()
    };
    let partial = match hist.partial {
        Some((active, trues)) => fill(
            t::DESCRIBE_PARTIAL.get(lang),
            &[
                &active.to_string(),
                &hist.width.to_string(),
                &trues.to_string(),
            ],
        ),
        None => String::new(),
    };
    let busiest = if busiest.is_empty() {
        t::NONE.get(lang).to_string()
    } else {
        busiest.join(", ")
    };
    fill(
        t::DESCRIBE.get(lang),
        &[
            &warps_word(hist.warps()),
            &group_thousands(hist.divergent_warps()),
            &busiest,
            &partial,
        ],
    )
}

/// "1 warp", "1,024 warps".
pub fn warps_word(count: u64) -> String {
    counted(count, "warp", "warps")
}

/// A table as its cells say it: the caption, the column headers, and per row its header and cells.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub caption: String,
    pub headers: Vec<String>,
    /// Each row's header (its first column) and its other cells.
    pub rows: Vec<(String, Vec<String>)>,
}

/// The per-k table behind the histogram: warps observed and each overlay's expectation.
pub fn histogram_table(hist: &WarpHistogram, overlays: &[Overlay], lang: Lang) -> Table {
    let mut headers = vec![
        t::COL_TRUE_LANES.get(lang).to_string(),
        t::COL_WARPS.get(lang).to_string(),
    ];
    headers.extend(overlays.iter().map(|o| o.name.clone()));
    let rows = hist
        .full
        .iter()
        .enumerate()
        .filter(|&(k, &count)| {
            count > 0
                || overlays
                    .iter()
                    .any(|o| o.expected.get(k).is_some_and(|&e| e >= 0.05))
        })
        .map(|(k, &count)| {
            let mut cells = vec![group_thousands(count)];
            cells.extend(
                overlays
                    .iter()
                    .map(|o| fixed(o.expected.get(k).copied().unwrap_or(0.0), 1)),
            );
            (k.to_string(), cells)
        })
        .collect();
    Table {
        caption: t::TABLE_CAPTION.get(lang).to_string(),
        headers,
        rows,
    }
}

/// One row of the coalescing comparison: a layout's issue cycles, its sectors and the two combined.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Arrangement {
    pub issue: u64,
    pub divergent: u64,
    pub sectors: u64,
    pub combined: u64,
}

/// The dataset as laid out and partitioned (true labels first), priced for issue and for memory.
pub fn compare(
    data: &Dataset,
    hist: &WarpHistogram,
    width: WarpWidth,
    a: u32,
    b: u32,
    sector: u32,
) -> (Arrangement, Arrangement, Coalescing) {
    let c = coalescing(data, width);
    let sorted = data.reordered().histogram(width);
    let arrange = |h: &WarpHistogram, sectors: u64| {
        let issue = h.price(a, b).total_issued;
        Arrangement {
            issue,
            divergent: h.divergent_warps(),
            sectors,
            combined: combined(issue, sectors, sector),
        }
    };
    (
        arrange(hist, c.sectors_before),
        arrange(&sorted, c.sectors_after),
        c,
    )
}

/// The comparison as a table and a verdict sentence.
pub fn coalescing_table(
    before: &Arrangement,
    after: &Arrangement,
    c: &Coalescing,
    sector: u32,
    lang: Lang,
) -> (Table, String) {
    let per_request = |s: u64| fixed(s as f64 / c.requests.max(1) as f64, 1);
    let row = |name: &str, o: &Arrangement| {
        (
            name.to_string(),
            vec![
                group_thousands(o.issue),
                group_thousands(o.divergent),
                fill(
                    t::PER_WARP.get(lang),
                    &[&group_thousands(o.sectors), &per_request(o.sectors)],
                ),
                group_thousands(o.combined),
            ],
        )
    };
    let verdict = match after.combined.cmp(&before.combined) {
        std::cmp::Ordering::Less => fill(
            t::REORDER_WINS.get(lang),
            &[&group_thousands(before.combined - after.combined)],
        ),
        std::cmp::Ordering::Greater => fill(
            t::REORDER_LOSES.get(lang),
            &[&group_thousands(after.combined - before.combined)],
        ),
        std::cmp::Ordering::Equal => t::REORDER_EVEN.get(lang).to_string(),
    };
    let headers = [
        t::COL_LAYOUT,
        t::COL_ISSUE,
        t::COL_DIVERGENT,
        t::COL_SECTORS,
        t::COL_COMBINED,
    ]
    .iter()
    .map(|h| h.get(lang).to_string())
    .collect();
    let table = Table {
        caption: fill(t::COALESCING_CAPTION.get(lang), &[&sector.to_string()]),
        headers,
        rows: vec![
            row(t::AS_LAID_OUT.get(lang), before),
            row(t::PARTITIONED.get(lang), after),
        ],
    };
    (table, verdict)
}

/// A layout's cost as the readouts word it: efficiency with its percent sign.
pub fn efficiency_text(cost: &LayoutCost) -> String {
    percent_or_dash(cost.block_efficiency())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::layouts::DatasetSpec;

    impl Table {
        /// Every word the table shows, a line a caption, header or cell.
        fn text(&self) -> String {
            let mut lines = vec![self.caption.clone()];
            lines.extend(self.headers.iter().cloned());
            for (head, cells) in &self.rows {
                lines.push(head.clone());
                lines.extend(cells.iter().cloned());
            }
            lines.join("\n")
        }
    }

    fn hist(layout: Layout, n: u32, p: f64) -> (Dataset, WarpHistogram) {
        let d = Dataset::generate(&DatasetSpec {
            n,
            p,
            layout,
            run: 4,
            seed: 1,
        })
        .expect("valid");
        let h = d.histogram(WarpWidth::Warp32);
        (d, h)
    }

    #[test]
    fn columns_share_one_scale_with_the_overlays() {
        let (_, h) = hist(Layout::Sorted, 128, 0.5);
        let o = Overlay::scaled(
            "independent",
            &crate::model::layouts::binomial_warp_pmf(32, 0.5),
            4,
            false,
        );
        let (cols, top) = columns(&h, std::slice::from_ref(&o), 330.0, 100.0);
        assert_eq!(cols.len(), 33);
        assert_eq!(
            top, 2.0,
            "two warps at k = 0 and two at k = 32; the axis tops at 2"
        );
        assert_eq!((cols[0].h, cols[32].h, cols[16].h), (100.0, 100.0, 0.0));
        let table = histogram_table(&h, std::slice::from_ref(&o), Lang::En);
        assert_eq!(table.headers.len(), 3);
        assert_eq!(table.headers[2], "independent");
        // k = 0 and k = 32 observed, and every k the overlay expects at least 0.05 warps at.
        assert!(table.rows.len() >= 2 && table.rows.len() <= 33);
        assert_eq!(
            table.rows[0],
            ("0".to_string(), vec!["2".to_string(), "0.0".to_string()])
        );
        assert!(table.rows.iter().all(|(_, cells)| cells.len() == 2));
    }

    #[test]
    fn figures_say_what_they_show() {
        let (d, h) = hist(Layout::Alternating, 33, 0.5);
        let text = describe(&h, Lang::En);
        assert!(text.starts_with("2 warps in all, 1 divergent."), "{text}");
        assert!(text.contains("partial: 1 of 32 lanes"), "{text}");
        let svg = histogram_svg(&h, &[], &super::super::palette::NORMAL, &text, Lang::En);
        assert!(svg.contains("true lanes in a full warp (of 32)"));
        let strip = strip_svg(&d, 32, 8, &super::super::palette::NORMAL, Lang::En);
        assert!(
            strip.contains("16/32 diverges") && strip.contains(">W1<"),
            "{strip}"
        );
        assert_eq!(warps_word(1), "1 warp");
        assert_eq!(nice_top(0.0), 1.0);
        assert_eq!(nice_top(37.0), 40.0);
    }

    /// Two requests reading 8 sectors as laid out and 16 partitioned.
    const COALESCING: Coalescing = Coalescing {
        sectors_before: 8,
        sectors_after: 16,
        requests: 2,
    };

    fn arrangement(issue: u64, sectors: u64, combined: u64) -> Arrangement {
        Arrangement {
            issue,
            divergent: 0,
            sectors,
            combined,
        }
    }

    #[test]
    fn the_figures_speak_the_pages_language() {
        let (d, h) = hist(Layout::Alternating, 33, 0.5);
        let (c, o) = (COALESCING, arrangement);
        let all = |lang| {
            let overlays = [
                t::OVERLAY_MARKOV,
                t::OVERLAY_EXACT_BINOMIAL,
                t::OVERLAY_BINOMIAL,
            ]
            .map(|name| Overlay::scaled(name.get(lang), &[0.5, 0.5], 2, true));
            let text = describe(&h, lang);
            let mut pages = vec![
                histogram_svg(&h, &overlays, &super::super::palette::NORMAL, &text, lang),
                strip_svg(&d, 32, 8, &super::super::palette::NORMAL, lang),
                histogram_table(&h, &overlays, lang).text(),
                text,
            ];
            for after in [o(40, 16, 104), o(40, 9, 76), o(40, 8, 96)] {
                let (table, verdict) = coalescing_table(&o(64, 8, 96), &after, &c, 4, lang);
                pages.extend([table.text(), verdict]);
            }
            for layout in Layout::ALL {
                pages.push(layout_about(layout).get(lang).to_string());
            }
            pages.concat()
        };
        let (en, hi) = (all(Lang::En), all(Lang::HiLatn));
        crate::geometry::translated::assert_no_english(&t::FIGURES, &en, &hi, 8, 30);
    }

    #[test]
    fn every_legend_and_tag_ends_inside_its_figure() {
        // palette × language: the histogram's legend lines and the strip's per-warp tags fit
        use super::super::palette::{NORMAL, PROJECTOR};
        let (d, h) = hist(Layout::Alternating, 33, 0.5);
        for palette in [&NORMAL, &PROJECTOR] {
            for lang in [Lang::En, Lang::HiLatn] {
                let overlays = [
                    t::OVERLAY_MARKOV,
                    t::OVERLAY_EXACT_BINOMIAL,
                    t::OVERLAY_BINOMIAL,
                ]
                .map(|name| Overlay::scaled(name.get(lang), &[0.5, 0.5], 2, true));
                let svg = histogram_svg(&h, &overlays, palette, "", lang);
                assert!(crate::geometry::fits::assert_texts_fit(&svg) >= 4);
                for width in [32, 64] {
                    let strip = strip_svg(&d, width, 8, palette, lang);
                    assert!(crate::geometry::fits::assert_texts_fit(&strip) >= 2);
                    // Each warp's label sits a line of type below the one before: rows never overlap.
                    let ys: Vec<f64> = strip
                        .split("<text")
                        .skip(1)
                        .filter(|tag| tag.contains(">W"))
                        .filter_map(|tag| {
                            tag.split(" y=\"").nth(1)?.split('"').next()?.parse().ok()
                        })
                        .collect();
                    assert!(ys.len() >= 2 || width > 32, "33 lanes are two warps of 32");
                    assert!(
                        ys.windows(2)
                            .all(|p| p[1] - p[0] >= palette.font_size * 1.2),
                        "{ys:?} at {}",
                        palette.font_size
                    );
                }
            }
        }
    }

    #[test]
    fn the_verdict_follows_the_combined_estimate() {
        let (c, o) = (COALESCING, arrangement);
        let (table, verdict) = coalescing_table(&o(64, 8, 96), &o(40, 16, 104), &c, 4, Lang::En);
        assert!(
            verdict.starts_with("The reorder loses: 8 more cycles"),
            "{verdict}"
        );
        assert_eq!(table.headers.len(), 5);
        assert_eq!(table.rows.len(), 2);
        assert!(table.rows.iter().all(|(_, cells)| cells.len() == 4));
        assert_eq!(table.rows[1].1[2], "16 (8.0 per warp)");
        let (_, verdict) = coalescing_table(&o(64, 8, 96), &o(40, 9, 76), &c, 4, Lang::En);
        assert!(
            verdict.starts_with("The reorder wins: 20 fewer cycles"),
            "{verdict}"
        );
    }
}
