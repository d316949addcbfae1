//! Bar-chart geometry: the lab's pmf columns and the block view's per-warp bar pairs.

use crate::model::binomial::{Column, RunningStats};
use crate::model::block::{Block, BlockCost};
use crate::model::i18n::{fill, Lang};
use crate::state::text::timeline as t;

/// One column of the lab chart: exact bar and, overlaid, the empirical bar.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartBar {
    pub x: f64,
    pub w: f64,
    pub exact_h: f64,
    pub observed_h: f64,
    pub k_lo: u32,
    pub k_hi: u32,
    pub mass: f64,
    pub observed: u64,
}

/// Whether the y-axis shows probability or expected/observed counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YAxis {
    Probability,
    Count,
}

/// Lays out pmf columns in a `width × height` plot; counts scale the exact mass by the number of steps.
pub fn pmf_bars(
    columns: &[Column],
    stats: &RunningStats,
    axis: YAxis,
    width: f64,
    height: f64,
) -> (Vec<ChartBar>, f64) {
    let steps = stats.steps.max(1) as f64;
    let scale_value = |mass: f64| match axis {
        YAxis::Probability => mass,
        YAxis::Count => mass * steps,
    };
    let observed_value = |count: u64| match axis {
        YAxis::Probability => count as f64 / steps,
        YAxis::Count => count as f64,
    };
    let observed: Vec<u64> = columns
        .iter()
        .map(|c| stats.count_between(c.k_lo, c.k_hi))
        .collect();
    let top = columns
        .iter()
        .map(|c| scale_value(c.mass))
        .chain(observed.iter().map(|&o| observed_value(o)))
        .fold(0.0f64, f64::max)
        .max(f64::MIN_POSITIVE);
    let w = width / columns.len().max(1) as f64;
    let bars = columns
        .iter()
        .zip(observed)
        .enumerate()
        .map(|(i, (c, o))| ChartBar {
            x: i as f64 * w,
            w,
            exact_h: height * scale_value(c.mass) / top,
            observed_h: height * observed_value(o) / top,
            k_lo: c.k_lo,
            k_hi: c.k_hi,
            mass: c.mass,
            observed: o,
        })
        .collect();
    (bars, top)
}

/// One warp's pair of bars in block mode, widths on a scale shared by every warp.
#[derive(Clone, Debug, PartialEq)]
pub struct WarpBars {
    pub ideal_w: f64,
    pub issued_w: f64,
    pub ideal: u64,
    pub issued: u64,
}

/// The block figure's scale: the longest issued bar (at least 1 cycle).
fn block_top(cost: &BlockCost) -> f64 {
    cost.per_warp
        .iter()
        .map(|c| c.t_div)
        .max()
        .unwrap_or(1)
        .max(1) as f64
}

pub fn block_bars(cost: &BlockCost, width: f64) -> Vec<WarpBars> {
    let top = block_top(cost);
    cost.per_warp
        .iter()
        .map(|c| WarpBars {
            ideal_w: width * c.t_ideal as f64 / top,
            issued_w: width * c.t_div as f64 / top,
            ideal: c.t_ideal,
            issued: c.t_div,
        })
        .collect()
}

/// Block mode's figure: one pair of bars per warp (ideal above issued) on a shared scale, as standalone SVG.
/// One sentence about a block: what it issues against its ideal, and how many warps diverge.
pub fn block_summary(cost: &BlockCost, lang: Lang) -> String {
    let diverge = match (cost.per_warp.len(), cost.divergent_warps()) {
        (1, 1) => t::IT_DIVERGES.get(lang).to_string(),
        (1, _) => t::IT_DOES_NOT_DIVERGE.get(lang).to_string(),
        (_, 0) => t::NONE_DIVERGES.get(lang).to_string(),
        (_, 1) => t::ONE_DIVERGES.get(lang).to_string(),
        (_, d) => fill(t::SOME_DIVERGE.get(lang), &[&d.to_string()]),
    };
    let (issued, ideal) = (cost.total_issued.to_string(), cost.total_ideal.to_string());
    match cost.per_warp.len() {
        1 => fill(t::BLOCK_ONE.get(lang), &[&issued, &ideal, &diverge]),
        n => fill(
            t::BLOCK_MANY.get(lang),
            &[&n.to_string(), &issued, &ideal, &diverge],
        ),
    }
}

/// One warp's issued bar as segments, one per path some lane took: (path index, x, width, length),
/// on the block's shared scale (`width` for the longest issued bar).
pub fn warp_segments(block: &Block, warp: usize, width: f64) -> Vec<(usize, f64, f64, u32)> {
    let top = block_top(&block.price());
    let takers = block.takers().get(warp).cloned().unwrap_or_default();
    let mut x = 0.0;
    block
        .lengths()
        .iter()
        .enumerate()
        .filter(|(i, _)| takers.get(*i).is_some_and(|&t| t > 0))
        .map(|(i, &len)| {
            let w = width * f64::from(len) / top;
            let seg = (i, x, w, len);
            x += w;
            seg
        })
        .collect()
}

/// Block mode's figure: per warp, the ideal bar (one grey segment: the longest path taken) above the
/// issued bar, split into one segment per path a lane took, in that path's colour and named — so a
/// diverged warp shows which paths it paid for, before and after regrouping.
pub fn block_svg(block: &Block, colours: &super::palette::Palette, description: &str) -> String {
    use super::svg::{num, Svg};
    let cost = block.price();
    let font = if colours.font_size >= 28.0 {
        24.0
    } else {
        13.0
    };
    let (label_w, plot_w) = (font * 5.0, 520.0);
    let row_h = font * 1.9;
    // Room after the longest bar for its label, "issued 1,000,000 (diverged)", in the figure's own font.
    let width = label_w + plot_w + font * 16.0;
    let height = cost.per_warp.len() as f64 * row_h * 2.3 + font;
    let mut svg = Svg::new(
        "block-figure",
        "block__figure",
        width,
        height,
        "Block of warps: each warp's ideal cycles and its issued cycles path by path",
        description,
    );
    svg.rect(0.0, 0.0, width, height, &[("fill", colours.background)]);
    let f = num(font);
    for (w, bars) in block_bars(&cost, plot_w).iter().enumerate() {
        let y = font * 0.5 + w as f64 * row_h * 2.3;
        svg.text(
            4.0,
            y + row_h * 0.75,
            &format!("warp {w}"),
            &[
                ("font-size", &f),
                ("fill", colours.text),
                ("font-weight", "700"),
            ],
        );
        svg.rect(
            label_w,
            y,
            bars.ideal_w,
            row_h * 0.9,
            &[("fill", colours.uniform), ("class", "block__ideal")],
        );
        svg.text(
            label_w + bars.ideal_w + 6.0,
            y + row_h * 0.65,
            &format!("ideal {}", bars.ideal),
            &[("font-size", &f), ("fill", colours.text)],
        );
        for (path, x, seg_w, _) in warp_segments(block, w, plot_w) {
            svg.rect(
                label_w + x,
                y + row_h,
                seg_w,
                row_h * 0.9,
                &[
                    ("fill", colours.path(path)),
                    ("stroke", colours.background),
                    ("stroke-width", "1.5"),
                    ("class", "block__segment"),
                ],
            );
            // The path list and the single-warp figure call it A, B, …: so does the block.
            let name = super::timeline::path_name(path);
            if seg_w >= font * (name.len() as f64 * 0.7 + 0.6) {
                svg.text(
                    label_w + x + seg_w / 2.0,
                    y + row_h * 1.62,
                    &name,
                    &[
                        ("font-size", &f),
                        ("fill", colours.on_path),
                        ("text-anchor", "middle"),
                        ("font-weight", "700"),
                    ],
                );
            }
        }
        let diverged = bars.issued > bars.ideal;
        let label = if diverged {
            format!("issued {} (diverged)", bars.issued)
        } else {
            format!("issued {} (uniform)", bars.issued)
        };
        svg.text(
            label_w + bars.issued_w + 6.0,
            y + row_h * 1.65,
            &label,
            &[("font-size", &f), ("fill", colours.text)],
        );
    }
    svg.finish()
}

/// The lab chart as standalone SVG: exact mass as solid bars, observed frequencies as outlined bars,
/// the last outcome marked with a triangle and its value.
pub fn pmf_svg(
    pmf: &crate::model::binomial::ExactPmf,
    stats: &RunningStats,
    axis: YAxis,
    last: Option<u32>,
    colours: &super::palette::Palette,
    description: &str,
) -> String {
    use super::svg::{num, Svg};
    let font = if colours.font_size >= 28.0 {
        24.0
    } else {
        13.0
    };
    // The top margin holds the last outcome's marker and label above the tallest bar.
    let (left, top, plot_w, plot_h) = (font * 5.0, font * 4.0, 720.0, 260.0);
    let width = left + plot_w + font * 2.0;
    let height = top + plot_h + font * 4.5;
    let n = pmf.settings.n();
    let columns = pmf.columns(if n < 240 { n as usize + 1 } else { 240 });
    let (bars, max_value) = pmf_bars(&columns, stats, axis, plot_w, plot_h);
    let mut svg = Svg::new(
        "pmf-chart",
        "lab__chart",
        width,
        height,
        "Exact binomial distribution with the observed outcomes",
        description,
    );
    svg.rect(0.0, 0.0, width, height, &[("fill", colours.background)]);
    let base = top + plot_h;
    for bar in &bars {
        let gap = if bar.w > 4.0 { 1.0 } else { 0.0 };
        let hit = last.is_some_and(|k| k >= bar.k_lo && k <= bar.k_hi);
        svg.rect(
            left + bar.x + gap / 2.0,
            base - bar.exact_h,
            bar.w - gap,
            bar.exact_h,
            &[
                (
                    "fill",
                    if hit {
                        colours.highlight
                    } else {
                        colours.path(0)
                    },
                ),
                (
                    "class",
                    if hit {
                        "lab__bar lab__bar--hit"
                    } else {
                        "lab__bar"
                    },
                ),
            ],
        );
        if bar.observed > 0 {
            svg.rect(
                left + bar.x + bar.w * 0.2,
                base - bar.observed_h,
                bar.w * 0.6,
                bar.observed_h,
                &[
                    ("fill", "none"),
                    ("stroke", colours.waste),
                    ("stroke-width", "2"),
                    ("class", "lab__observed"),
                ],
            );
        }
        if hit {
            let cx = left + bar.x + bar.w / 2.0;
            let tip = base - bar.exact_h.max(bar.observed_h) - 4.0;
            svg.raw(&format!(
                r#"<polygon points="{},{} {},{} {},{}" fill="{}"/>"#,
                num(cx - font * 0.5),
                num(tip - font * 0.8),
                num(cx + font * 0.5),
                num(tip - font * 0.8),
                num(cx),
                num(tip),
                colours.highlight
            ));
            svg.text(
                cx,
                tip - font,
                &format!("k = {}", last.unwrap_or(0)),
                &[
                    ("text-anchor", "middle"),
                    ("font-size", &num(font)),
                    ("fill", colours.text),
                    ("font-weight", "700"),
                ],
            );
        }
    }
    svg.axes(left, top, plot_w, plot_h, colours.axis);
    let f = num(font);
    let (lo, hi) = pmf.view_range();
    for i in 0..=4 {
        let frac = i as f64 / 4.0;
        let k = f64::from(lo) + frac * f64::from(hi - lo);
        let x = left + frac * plot_w;
        svg.line(x, base, x, base + font * 0.4, &[("stroke", colours.axis)]);
        svg.text(
            x,
            base + font * 1.4,
            &crate::model::fields::short(k / f64::from(n)),
            &[
                ("text-anchor", "middle"),
                ("font-size", &f),
                ("fill", colours.muted),
            ],
        );
    }
    svg.text(
        left + plot_w / 2.0,
        base + font * 2.8,
        "fraction of labels that are true (k / n)",
        &[
            ("text-anchor", "middle"),
            ("font-size", &f),
            ("fill", colours.text),
        ],
    );
    let y_label = match axis {
        YAxis::Probability => "probability",
        YAxis::Count => "count",
    };
    svg.text(
        left - font * 0.4,
        top + font * 0.3,
        &crate::model::fields::short(max_value),
        &[
            ("text-anchor", "end"),
            ("font-size", &f),
            ("fill", colours.muted),
        ],
    );
    svg.text(
        left - font * 0.4,
        base,
        "0",
        &[
            ("text-anchor", "end"),
            ("font-size", &f),
            ("fill", colours.muted),
        ],
    );
    svg.text(
        left,
        top - font * 0.6,
        y_label,
        &[("font-size", &f), ("fill", colours.text)],
    );
    svg.finish()
}

#[cfg(test)]
mod chart_tests {
    use super::*;
    use crate::geometry::palette::NORMAL;
    use crate::model::binomial::LabSettings;

    #[test]
    fn chart_marks_the_last_outcome() {
        let pmf = LabSettings::new(0.5, 32).unwrap().pmf();
        let mut stats = RunningStats::default();
        stats.record(16, 32);
        let svg = pmf_svg(&pmf, &stats, YAxis::Probability, Some(16), &NORMAL, "d");
        assert_eq!(svg.matches("lab__bar--hit").count(), 1);
        assert_eq!(svg.matches("lab__observed").count(), 1);
        assert!(svg.contains("k = 16"));
        assert_eq!(svg.matches("class=\"lab__bar").count(), 33);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::binomial::LabSettings;
    use crate::model::block::{find_block, Block};
    use crate::model::lanes::WarpWidth;

    #[test]
    fn tallest_bar_fills_the_plot() {
        let pmf = LabSettings::new(0.5, 32).unwrap().pmf();
        let columns = pmf.columns(400);
        assert_eq!(columns.len(), 33);
        let (bars, top) = pmf_bars(
            &columns,
            &RunningStats::default(),
            YAxis::Probability,
            330.0,
            100.0,
        );
        let tallest = bars.iter().map(|b| b.exact_h).fold(0.0, f64::max);
        assert!((tallest - 100.0).abs() < 1e-9);
        assert!((top - pmf.prob(16)).abs() < 1e-12);
        assert!((bars[1].x - 10.0).abs() < 1e-9);
    }

    #[test]
    fn counts_follow_the_steps() {
        let pmf = LabSettings::new(0.5, 4).unwrap().pmf();
        let mut stats = RunningStats::default();
        for k in [2, 2, 1, 3] {
            stats.record(k, 4);
        }
        let (bars, top) = pmf_bars(&pmf.columns(10), &stats, YAxis::Count, 50.0, 100.0);
        assert_eq!(bars[2].observed, 2);
        assert_eq!(top, 2.0); // two observed 2s beat the expected 4 × 0.375 = 1.5
        assert_eq!(bars[2].observed_h, 100.0);
    }

    #[test]
    fn issued_bars_are_split_by_path() {
        let block = find_block("L5.1").unwrap().block().unwrap();
        // Warp 0 takes only the 30-cycle path; warps 1-3 take 30 and 18.
        assert_eq!(warp_segments(&block, 0, 480.0), vec![(0, 0.0, 300.0, 30)]);
        assert_eq!(
            warp_segments(&block, 1, 480.0),
            vec![(0, 0.0, 300.0, 30), (1, 300.0, 180.0, 18)]
        );
        let svg = block_svg(&block, &crate::geometry::palette::NORMAL, "d");
        assert_eq!(svg.matches("block__segment").count(), 1 + 3 * 2);
        assert!(
            svg.contains(">B</text>") && svg.contains("ideal 30"),
            "paths named as the path list names them"
        );
    }

    #[test]
    fn block_summary_counts_warps_in_words() {
        let say = |takers: Vec<Vec<u32>>| {
            let block = Block::new(WarpWidth::Warp32, vec![10, 20], takers).unwrap();
            block_summary(&block.price(), Lang::En)
        };
        let table = [
            (
                vec![vec![8, 24]],
                "1 warp issues 30 cycles in all against an ideal of 20; it diverges.",
            ),
            (
                vec![vec![32, 0]],
                "1 warp issues 10 cycles in all against an ideal of 10; it does not diverge.",
            ),
            (
                vec![vec![32, 0], vec![0, 32]],
                "2 warps issue 30 cycles in all against an ideal of 30; none of them diverges.",
            ),
            (
                vec![vec![8, 24], vec![0, 32]],
                "2 warps issue 50 cycles in all against an ideal of 40; one of them diverges.",
            ),
            (
                vec![vec![8, 24], vec![16, 16]],
                "2 warps issue 60 cycles in all against an ideal of 40; 2 of them diverge.",
            ),
        ];
        for (takers, expected) in table {
            assert_eq!(say(takers), expected);
        }
        let block = Block::new(
            WarpWidth::Warp32,
            vec![10, 20],
            vec![vec![8, 24], vec![16, 16]],
        )
        .unwrap();
        assert_eq!(
            block_summary(&block.price(), Lang::HiLatn),
            "2 warps milkar 60 cycles issue karte hain, jabki ideal 40 hai; inmein se 2 diverge karte hain."
        );
    }

    #[test]
    fn block_bars_share_a_scale() {
        let cost = find_block("L5.1").unwrap().block().unwrap().price();
        let bars = block_bars(&cost, 480.0);
        assert_eq!(bars[1].issued_w, 480.0);
        assert_eq!(bars[0].issued_w, 300.0);
        assert_eq!(bars[1].ideal_w, 300.0);
    }
}
