//! The SM figure (issue 36): the four schedulers' issue slots over the first cycles, coloured and numbered by warp, divergent paths hatched and dotted, with a legend and a text alternative.

use super::palette::{palette, Palette};
use super::svg::{num, text_width, Svg};
use crate::model::fields::{group_thousands, percent};
use crate::model::i18n::{fill, Lang};
use crate::model::sm::{Mark, Path, SmRun, SCHEDULERS};
use crate::state::text::sm as t;

/// The most cycles the figure shows (from cycle 0).
pub const WINDOW_CYCLES: f64 = 240.0;
const WIDTH: f64 = 760.0;
/// Projector type is over twice as large: a wider drawing keeps the plot and the legend readable.
const PROJECTOR_WIDTH: f64 = 1000.0;
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

/// The legend's entries: one colour per place on a scheduler that some warp holds (at most the palette's),
/// each naming its warps as runs ("warps 0–3, 24–27").
pub fn legend(run: &SmRun, lang: Lang) -> Vec<(usize, String)> {
    let per_scheduler = run.warps.div_ceil(SCHEDULERS) as usize;
    let colours = NORMAL_COLOURS.min(per_scheduler);
    (0..colours)
        .map(|k| {
            let warps: Vec<u32> = (0..run.warps)
                .filter(|w| colour_index(*w) % NORMAL_COLOURS == k)
                .collect();
            let words = if warps.len() == 1 {
                t::WARP_N
            } else {
                t::WARPS_N
            };
            (k, fill(words.get(lang), &[&runs_of(&warps)]))
        })
        .collect()
}

/// Sorted warp numbers as runs of consecutive ones: [0, 1, 2, 3, 24, 25] → "0–3, 24–25".
fn runs_of(warps: &[u32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < warps.len() {
        let mut j = i;
        while j + 1 < warps.len() && warps[j + 1] == warps[j] + 1 {
            j += 1;
        }
        parts.push(if j == i {
            warps[i].to_string()
        } else {
            format!("{}–{}", warps[i], warps[j])
        });
        i = j + 1;
    }
    parts.join(", ")
}

const NORMAL_COLOURS: usize = 6;

/// What a legend entry's swatch shows.
#[derive(Clone, Copy)]
enum Swatch {
    Warp(usize),
    Divergent,
    Predicated,
    Around,
}

/// Legend entries laid out left to right, a new row when the next would not fit: (swatch, text, x, row).
fn flow(
    entries: Vec<(Swatch, String)>,
    font: f64,
    width: f64,
) -> Vec<(Swatch, String, f64, usize)> {
    let text_size = font * 0.75;
    let (mut x, mut row) = (4.0, 0);
    let mut placed = Vec::new();
    for (swatch, text) in entries {
        let w = font * 1.4 + text_width(&text, text_size) + font;
        if x > 4.0 && x + w > width - RIGHT {
            x = 4.0;
            row += 1;
        }
        placed.push((swatch, text, x, row));
        x += w;
    }
    placed
}

/// The figure: a row per scheduler, a block per issued instruction in the first [`window`] cycles. Its
/// width and left margin follow the palette's type size, so projector text neither overlaps nor shrinks.
pub fn figure(run: &SmRun, lang: Lang, projector: bool) -> String {
    let p: &Palette = palette(projector);
    let font = p.font_size;
    let end = window(run);
    let width = if projector { PROJECTOR_WIDTH } else { WIDTH };
    let label_size = font * 0.85;
    let row_label = |s: u32| fill(t::SCHEDULER.get(lang), &[&s.to_string()]);
    let left = (0..SCHEDULERS)
        .map(|s| text_width(&row_label(s), label_size))
        .fold(0.0, f64::max)
        + 12.0;
    let plot_w = width - left - RIGHT;
    let scale = plot_w / end;
    let row = ROW.max(font * 1.3);
    let rows_h = f64::from(SCHEDULERS) * (row + GAP);
    let axis_y = TOP + rows_h;
    let mut entries: Vec<(Swatch, String)> = vec![];
    entries.extend(
        legend(run, lang)
            .into_iter()
            .map(|(k, name)| (Swatch::Warp(k), name)),
    );
    // A mark's entry only where the window shows such a block (one warp's frame may fall after it).
    let has = |path: Path| shown(run).any(|m| m.path == path);
    for (path, swatch, words) in [
        (Path::Divergent, Swatch::Divergent, t::DIVERGENT_MARK),
        (Path::Predicated, Swatch::Predicated, t::PREDICATED_MARK),
        (Path::Around, Swatch::Around, t::AROUND_MARK),
    ] {
        if has(path) {
            entries.push((swatch, words.get(lang).to_string()));
        }
    }
    let placed = flow(entries, font, width);
    let legend_rows = placed.last().map_or(0, |e| e.3) + 1;
    let ly = axis_y + font * 1.6;
    let line = font * 1.6;
    let height = ly + legend_rows as f64 * line + 8.0;
    let mut svg = Svg::new(
        "sm-figure",
        "sm-figure",
        width,
        height,
        t::FIGURE_LABEL.get(lang),
        &description(run, lang),
    );
    svg.raw(&format!(
        r#"<defs><pattern id="sm-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="2.5" height="6" fill="{}" fill-opacity="0.55"/></pattern></defs>"#,
        p.hatch
    ));
    svg.rect(0.0, 0.0, width, height, &[("fill", p.background)]);
    for s in 0..SCHEDULERS {
        let y = TOP + f64::from(s) * (row + GAP);
        svg.text(
            4.0,
            y + row * 0.5 + label_size * 0.35,
            &row_label(s),
            &[("fill", p.text), ("font-size", &num(label_size))],
        );
        svg.rect(
            left,
            y,
            plot_w,
            row,
            &[("fill", "none"), ("stroke", p.unreached)],
        );
    }
    for m in shown(run) {
        let y = TOP + f64::from(m.scheduler) * (row + GAP);
        let x = left + m.at * scale;
        let w = (m.len * scale).min(left + plot_w - x).max(0.5);
        let colour = p.path(colour_index(m.warp));
        let warp_class = format!("sm-slot sm-{}", path_class(m.path));
        svg.open_group(&warp_class);
        draw_block(&mut svg, p, m.path, colour, (x, y, w, row));
        let number_size = font * 0.7;
        if w >= text_width(&m.warp.to_string(), number_size) + 4.0 {
            svg.text(
                x + w / 2.0,
                y + row * 0.5,
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
                    ("font-size", &num(number_size)),
                    ("text-anchor", "middle"),
                ],
            );
        }
        svg.close_group();
    }
    svg.axes(left, TOP, plot_w, rows_h - GAP, p.axis);
    let step = super::nice_step(end, if projector { 4 } else { 6 });
    let mut tick = 0.0;
    while tick <= end + 1e-9 {
        let x = left + tick * scale;
        svg.text(
            x,
            axis_y + font * 0.9,
            &num(tick),
            &[
                ("fill", p.muted),
                ("font-size", &num(font * 0.75)),
                ("text-anchor", "middle"),
            ],
        );
        tick += step;
    }
    // The legend: a swatch and its words per entry, flowing over as many rows as the width needs.
    for (swatch, text, x, r) in &placed {
        let y = ly + *r as f64 * line;
        let colour = match swatch {
            Swatch::Warp(k) => p.path(*k),
            _ => p.uniform,
        };
        let path = match swatch {
            Swatch::Warp(_) => Path::Converged,
            Swatch::Divergent => Path::Divergent,
            Swatch::Predicated => Path::Predicated,
            Swatch::Around => Path::Around,
        };
        draw_block(&mut svg, p, path, colour, (*x, y, font, font));
        svg.text(
            x + font * 1.4,
            y + font * 0.85,
            text,
            &[("fill", p.text), ("font-size", &num(font * 0.75))],
        );
    }
    svg.finish()
}

/// One issued instruction's block (or a legend swatch): filled, hatched with a dot when divergent,
/// outlined when predicated, dashed when it is the warp's code around its kernel.
fn draw_block(
    svg: &mut Svg,
    p: &Palette,
    path: Path,
    colour: &str,
    (x, y, w, h): (f64, f64, f64, f64),
) {
    match path {
        Path::Predicated => svg.rect(
            x + 0.75,
            y + 0.75,
            (w - 1.5).max(0.5),
            h - 1.5,
            &[
                ("fill", p.background),
                ("stroke", colour),
                ("stroke-width", "1.5"),
            ],
        ),
        Path::Around => svg.rect(
            x,
            y,
            w,
            h,
            &[
                ("fill", colour),
                ("stroke", p.text),
                ("stroke-dasharray", "4 3"),
            ],
        ),
        Path::Converged | Path::Divergent => svg.rect(x, y, w, h, &[("fill", colour)]),
    };
    if path == Path::Divergent {
        svg.rect(x, y, w, h, &[("fill", "url(#sm-hatch)")]);
        svg.raw(&format!(
            r#"<circle cx="{}" cy="{}" r="2.5" fill="{}"/>"#,
            num(x + w / 2.0),
            num(y + h - 5.0),
            p.on_waste
        ));
    }
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
            (5, vec!["warps 0–3", "warp 4"]),
            (8, vec!["warps 0–3", "warps 4–7"]),
            (
                32,
                vec![
                    "warps 0–3, 24–27",
                    "warps 4–7, 28–31",
                    "warps 8–11",
                    "warps 12–15",
                    "warps 16–19",
                    "warps 20–23",
                ],
            ),
        ];
        for (warps, want) in table {
            let run = simulate_same(&s, warps).expect("runs");
            let got: Vec<String> = legend(&run, Lang::En).into_iter().map(|(_, n)| n).collect();
            assert_eq!(got, want, "{warps} warps");
        }
        let run = simulate_same(&s, 64).expect("runs");
        let rows = legend(&run, Lang::En);
        assert_eq!(rows.len(), 6);
        assert_eq!(rows[0].1, "warps 0–3, 24–27, 48–51");
    }

    #[test]
    fn legend_entries_never_overlap_or_leave_the_drawing_in_either_palette_or_language() {
        let s = stream(&[(2, Path::Converged), (2, Path::Divergent)]);
        for warps in [1, 4, 8, 13, 32, 64] {
            let run = simulate_same(&s, warps).expect("runs");
            for projector in [false, true] {
                let (font, width) = if projector {
                    (palette(true).font_size, PROJECTOR_WIDTH)
                } else {
                    (palette(false).font_size, WIDTH)
                };
                for lang in [Lang::En, Lang::HiLatn] {
                    let mut entries: Vec<(Swatch, String)> = legend(&run, lang)
                        .into_iter()
                        .map(|(k, n)| (Swatch::Warp(k), n))
                        .collect();
                    entries.push((Swatch::Around, t::AROUND_MARK.get(lang).to_string()));
                    entries.push((Swatch::Divergent, t::DIVERGENT_MARK.get(lang).to_string()));
                    let placed = flow(entries, font, width);
                    for pair in placed.windows(2) {
                        let (a, b) = (&pair[0], &pair[1]);
                        let a_end = a.2 + font * 1.4 + text_width(&a.1, font * 0.75);
                        assert!(
                            b.3 > a.3 || b.2 >= a_end,
                            "{warps} warps {projector}: {} runs into {}",
                            a.1,
                            b.1
                        );
                    }
                    for e in &placed {
                        let end = e.2 + font * 1.4 + text_width(&e.1, font * 0.75);
                        assert!(
                            end <= width,
                            "{warps} warps {projector}: {} leaves the drawing",
                            e.1
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_legend_names_only_marks_the_window_draws() {
        // (stream) → each mark's legend words present exactly when a block of that kind is drawn
        let table = [
            stream(&[(4, Path::Converged)]),
            stream(&[(4, Path::Converged), (3, Path::Divergent)]),
            stream(&[(2, Path::Predicated), (2, Path::Around)]),
        ];
        for s in &table {
            for warps in [1, 5, 16] {
                let run = simulate_same(s, warps).expect("runs");
                let out = figure(&run, Lang::En, false);
                for (class, words) in [
                    ("divergent", t::DIVERGENT_MARK),
                    ("predicated", t::PREDICATED_MARK),
                    ("around", t::AROUND_MARK),
                ] {
                    let drawn = out.contains(&format!(r#"class="sm-slot sm-{class}""#));
                    let said = out.contains(&crate::geometry::svg::escape(words.en));
                    assert_eq!(said, drawn, "{class} at {warps} warps");
                }
            }
        }
    }

    #[test]
    fn scheduler_labels_end_before_the_plot() {
        let s = stream(&[(2, Path::Converged)]);
        let run = simulate_same(&s, 4).expect("runs");
        for projector in [false, true] {
            let out = figure(&run, Lang::En, projector);
            let font = palette(projector).font_size;
            // The plot's frame starts where the widest label ends, plus its margin.
            let left = text_width("Scheduler 0", font * 0.85) + 12.0;
            assert!(
                out.contains(&format!(r#"x="{}""#, num(left))),
                "projector {projector}"
            );
        }
    }
}
