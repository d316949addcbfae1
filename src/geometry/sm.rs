//! The SM figure (issue 36): the four schedulers' issue slots over the first cycles, coloured and numbered by warp, divergent paths hatched and dotted, with a legend and a text alternative.

use super::palette::{palette, Palette};
use super::svg::{num, Svg};
use crate::model::fields::{group_thousands, percent};
use crate::model::i18n::{fill, Lang};
use crate::model::sm::{Mark, Path, SmRun, SCHEDULERS};
use crate::state::text::sm as t;

/// The most cycles the figure shows (from cycle 0).
pub const WINDOW_CYCLES: f64 = 240.0;
const WIDTH: f64 = 760.0;
const LEFT: f64 = 110.0;
const RIGHT: f64 = 16.0;
const TOP: f64 = 12.0;
const ROW: f64 = 34.0;
const GAP: f64 = 8.0;

/// The cycles on screen: the whole run when it is short, else the first [`WINDOW_CYCLES`].
pub fn window(run: &SmRun) -> f64 {
    run.cycles.clamp(1.0, WINDOW_CYCLES).ceil()
}

/// Which colour a warp gets: its place on its scheduler (warps 0–3 the first colour, 4–7 the second, …).
pub fn colour_index(warp: u32) -> usize {
    (warp / SCHEDULERS) as usize
}

/// The marks that start inside the window.
fn shown(run: &SmRun) -> impl Iterator<Item = &Mark> {
    let end = window(run);
    run.marks.iter().filter(move |m| m.at < end)
}

/// The figure's text alternative: what the whole run does, then each scheduler in the window.
pub fn description(run: &SmRun, lang: Lang) -> String {
    let end = window(run);
    let rows: Vec<String> = (0..SCHEDULERS)
        .map(|s| {
            let mine: Vec<&Mark> = shown(run).filter(|m| m.scheduler == s).collect();
            let mut warps: Vec<u32> = mine.iter().map(|m| m.warp).collect();
            warps.sort_unstable();
            warps.dedup();
            let list = if warps.is_empty() {
                t::NO_WARPS.get(lang).to_string()
            } else {
                warps
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let divergent = mine.iter().filter(|m| m.path == Path::Divergent).count();
            fill(
                t::ALT_ROW.get(lang),
                &[
                    &s.to_string(),
                    &mine.len().to_string(),
                    &list,
                    &divergent.to_string(),
                ],
            )
        })
        .collect();
    fill(
        t::FIGURE_ALT.get(lang),
        &[
            &run.warps.to_string(),
            &group_thousands(run.cycles.round().max(0.0) as u64),
            &percent(run.busy_share()),
            run.regime().words().get(lang),
            &num(end),
            &rows.join("; "),
        ],
    )
}

/// The legend's entries: one colour per place on a scheduler that some warp holds (at most the palette's).
pub fn legend(run: &SmRun, lang: Lang) -> Vec<(usize, String)> {
    let per_scheduler = run.warps.div_ceil(SCHEDULERS) as usize;
    let colours = NORMAL_COLOURS.min(per_scheduler);
    (0..colours)
        .map(|k| {
            let warps: Vec<String> = (0..run.warps)
                .filter(|w| colour_index(*w) % NORMAL_COLOURS == k)
                .map(|w| w.to_string())
                .collect();
            let names = if warps.len() > 6 {
                format!(
                    "{}, {}, … {}",
                    warps[0],
                    warps[1],
                    warps.last().map_or("", String::as_str)
                )
            } else {
                warps.join(", ")
            };
            (k, fill(t::WARP_N.get(lang), &[&names]))
        })
        .collect()
}

const NORMAL_COLOURS: usize = 6;

/// The figure: a row per scheduler, a block per issued instruction in the first [`window`] cycles.
pub fn figure(run: &SmRun, lang: Lang, projector: bool) -> String {
    let p: &Palette = palette(projector);
    let font = p.font_size;
    let end = window(run);
    let plot_w = WIDTH - LEFT - RIGHT;
    let scale = plot_w / end;
    let rows_h = f64::from(SCHEDULERS) * (ROW + GAP);
    let axis_y = TOP + rows_h;
    let legend_entries = legend(run, lang);
    let legend_rows = legend_entries.len().div_ceil(3) + 1;
    let height = axis_y + font * 2.2 + legend_rows as f64 * (font * 1.6) + 8.0;
    let mut svg = Svg::new(
        "sm-figure",
        "sm-figure",
        WIDTH,
        height,
        t::FIGURE_LABEL.get(lang),
        &description(run, lang),
    );
    svg.raw(&format!(
        r#"<defs><pattern id="sm-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="2.5" height="6" fill="{}" fill-opacity="0.55"/></pattern></defs>"#,
        p.hatch
    ));
    svg.rect(0.0, 0.0, WIDTH, height, &[("fill", p.background)]);
    for s in 0..SCHEDULERS {
        let y = TOP + f64::from(s) * (ROW + GAP);
        svg.text(
            4.0,
            y + ROW * 0.65,
            &fill(t::SCHEDULER.get(lang), &[&s.to_string()]),
            &[("fill", p.text), ("font-size", &num(font * 0.85))],
        );
        svg.rect(
            LEFT,
            y,
            plot_w,
            ROW,
            &[("fill", "none"), ("stroke", p.unreached)],
        );
    }
    for m in shown(run) {
        let y = TOP + f64::from(m.scheduler) * (ROW + GAP);
        let x = LEFT + m.at * scale;
        let w = (m.len * scale).min(LEFT + plot_w - x).max(0.5);
        let colour = p.path(colour_index(m.warp));
        let warp_class = format!("sm-slot sm-{}", path_class(m.path));
        svg.open_group(&warp_class);
        match m.path {
            Path::Predicated => {
                svg.rect(
                    x + 0.75,
                    y + 0.75,
                    (w - 1.5).max(0.5),
                    ROW - 1.5,
                    &[
                        ("fill", p.background),
                        ("stroke", colour),
                        ("stroke-width", "1.5"),
                    ],
                );
            }
            Path::Around => {
                svg.rect(
                    x,
                    y,
                    w,
                    ROW,
                    &[
                        ("fill", colour),
                        ("stroke", p.text),
                        ("stroke-dasharray", "4 3"),
                    ],
                );
            }
            _ => {
                svg.rect(x, y, w, ROW, &[("fill", colour)]);
            }
        }
        if m.path == Path::Divergent {
            svg.rect(x, y, w, ROW, &[("fill", "url(#sm-hatch)")]);
            svg.raw(&format!(
                r#"<circle cx="{}" cy="{}" r="2.5" fill="{}"/>"#,
                num(x + w / 2.0),
                num(y + ROW - 5.0),
                p.on_waste
            ));
        }
        if w >= font * 1.4 {
            svg.text(
                x + w / 2.0,
                y + ROW * 0.5,
                &m.warp.to_string(),
                &[
                    (
                        "fill",
                        if m.path == Path::Predicated {
                            p.text
                        } else {
                            p.on_path
                        },
                    ),
                    ("font-size", &num(font * 0.7)),
                    ("text-anchor", "middle"),
                ],
            );
        }
        svg.close_group();
    }
    svg.axes(LEFT, TOP, plot_w, rows_h - GAP, p.axis);
    let step = super::nice_step(end, 6);
    let mut tick = 0.0;
    while tick <= end + 1e-9 {
        let x = LEFT + tick * scale;
        svg.text(
            x,
            axis_y + font,
            &num(tick),
            &[
                ("fill", p.muted),
                ("font-size", &num(font * 0.75)),
                ("text-anchor", "middle"),
            ],
        );
        tick += step;
    }
    // The legend: a swatch per colour, then the two marks.
    let ly = axis_y + font * 2.2;
    svg.text(
        4.0,
        ly + font * 0.9,
        t::LEGEND.get(lang),
        &[("fill", p.text), ("font-size", &num(font * 0.85))],
    );
    for (i, (k, name)) in legend_entries.iter().enumerate() {
        let x = LEFT + (i % 3) as f64 * (plot_w / 3.0);
        let y = ly + (i / 3) as f64 * font * 1.6;
        svg.rect(x, y, font, font, &[("fill", p.path(*k))]);
        svg.text(
            x + font * 1.4,
            y + font * 0.85,
            name,
            &[("fill", p.text), ("font-size", &num(font * 0.75))],
        );
    }
    let y = ly + (legend_rows - 1) as f64 * font * 1.6;
    svg.rect(LEFT, y, font, font, &[("fill", p.uniform)]);
    svg.rect(LEFT, y, font, font, &[("fill", "url(#sm-hatch)")]);
    svg.text(
        LEFT + font * 1.4,
        y + font * 0.85,
        t::DIVERGENT_MARK.get(lang),
        &[("fill", p.text), ("font-size", &num(font * 0.75))],
    );
    let x = LEFT + plot_w / 2.0;
    svg.rect(
        x,
        y,
        font,
        font,
        &[("fill", p.background), ("stroke", p.outline)],
    );
    svg.text(
        x + font * 1.4,
        y + font * 0.85,
        t::PREDICATED_MARK.get(lang),
        &[("fill", p.text), ("font-size", &num(font * 0.75))],
    );
    svg.finish()
}

fn path_class(path: Path) -> &'static str {
    match path {
        Path::Converged => "converged",
        Path::Divergent => "divergent",
        Path::Predicated => "predicated",
        Path::Around => "around",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::sm::{simulate_same, Group, Stream};

    fn stream(paths: &[(u32, Path)]) -> Stream {
        Stream {
            groups: paths
                .iter()
                .map(|&(count, path)| Group {
                    count,
                    issue: 1.0,
                    gap: 5.0,
                    line: 1,
                    path,
                })
                .collect(),
            one_warp: 5.0 * f64::from(paths.iter().map(|p| p.0).sum::<u32>()),
        }
    }

    #[test]
    fn every_issue_in_the_window_is_drawn_with_its_path_marked() {
        let s = stream(&[
            (4, Path::Converged),
            (3, Path::Divergent),
            (2, Path::Predicated),
        ]);
        // (warps) → blocks drawn, hatched blocks, outlined blocks
        for warps in [1, 4, 9] {
            let run = simulate_same(&s, warps).expect("runs");
            let out = figure(&run, Lang::En, false);
            let n = |class: &str| {
                out.matches(&format!(r#"class="sm-slot sm-{class}""#))
                    .count()
            };
            let w = warps as usize;
            assert_eq!(n("converged"), 4 * w, "{warps} warps");
            assert_eq!(n("divergent"), 3 * w, "{warps} warps");
            assert_eq!(n("predicated"), 2 * w, "{warps} warps");
            assert_eq!(out.matches("url(#sm-hatch)").count(), 3 * w + 1);
            assert!(out.contains("Scheduler 3"));
            assert!(out.contains("hatched with a dot: divergent path"));
        }
    }

    #[test]
    fn the_text_alternative_names_the_run_and_each_scheduler_in_both_languages() {
        let s = stream(&[(4, Path::Converged), (3, Path::Divergent)]);
        let run = simulate_same(&s, 5).expect("runs");
        let en = description(&run, Lang::En);
        assert!(
            en.starts_with("5 warps on four schedulers finish after"),
            "{en}"
        );
        assert!(
            en.contains("scheduler 0 issues 14 instructions of warps 0, 4, 6 on divergent paths"),
            "{en}"
        );
        assert!(
            en.contains("scheduler 3 issues 7 instructions of warps 3"),
            "{en}"
        );
        let hi = description(&run, Lang::HiLatn);
        assert!(
            hi.contains("scheduler 0: 14 instructions issue, warps 0, 4 ke"),
            "{hi}"
        );
        let svg = figure(&run, Lang::HiLatn, true);
        assert!(svg.contains("dhaariyan aur bindu"));
    }

    #[test]
    fn the_legend_names_each_colour_s_warps() {
        let s = stream(&[(2, Path::Converged)]);
        // (warps) → legend rows
        let table = [
            (1, vec!["warp 0"]),
            (8, vec!["warp 0, 1, 2, 3", "warp 4, 5, 6, 7"]),
        ];
        for (warps, want) in table {
            let run = simulate_same(&s, warps).expect("runs");
            let got: Vec<String> = legend(&run, Lang::En).into_iter().map(|(_, n)| n).collect();
            assert_eq!(got, want, "{warps} warps");
        }
        let run = simulate_same(&s, 64).expect("runs");
        let rows = legend(&run, Lang::En);
        assert_eq!(rows.len(), 6);
        assert!(rows[0].1.contains('…'), "{:?}", rows[0]);
    }
}
