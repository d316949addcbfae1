//! The Learn view's roofline: the memory roof, the compute roof with every lane active (dashed) and at
//! the lane-weighted efficiency typed (solid), their ridge points and the kernel — on log-log axes.

use super::palette::Palette;
use super::svg::Svg;
use crate::model::fields::{clamped, fixed};
use crate::model::i18n::{fill, Lang, Tr};
use crate::state::regime::{per_second, Regime};

pub const WIDTH: f64 = 640.0;
pub const HEIGHT: f64 = 380.0;
const LEFT: f64 = 78.0;
const TOP: f64 = 24.0;
const PLOT_W: f64 = WIDTH - LEFT - 24.0;
const PLOT_H: f64 = HEIGHT - TOP - 64.0;
/// Arithmetic intensity from 0.01 to 1,000 FLOP per byte: a vector add sits at 0.08, a large GEMM at hundreds.
const X_DECADES: (i32, i32) = (-2, 3);
/// Three decades of FLOP/s below the full roof's decade.
const Y_DECADES: i32 = 3;

pub const LABEL: Tr = Tr::new(
    "Roofline: attainable FLOP/s against arithmetic intensity",
    "Roofline: arithmetic intensity ke hisaab se kitne FLOP/s mil sakte hain",
);
const X_AXIS: Tr = Tr::new(
    "Arithmetic intensity (FLOP per byte)",
    "Arithmetic intensity (FLOP prati byte)",
);
const Y_AXIS: Tr = Tr::new("FLOP/s", "FLOP har second");
const FULL: Tr = Tr::new("every lane active", "saari lanes active");
const DIVERGENT: Tr = Tr::new("at {} efficiency", "{} efficiency par");
const KERNEL: Tr = Tr::new("your kernel", "tumhara kernel");
const OFF_CHART: Tr = Tr::new(
    "off the chart, drawn at its edge",
    "chart ke bahar, kinare par dikhaya",
);
const DESCRIPTION: Tr = Tr::new(
    "The memory roof rises at {} until it meets the compute roof. With every lane active the roof is {} and the ridge point is {} FLOP per byte; at {} lane-weighted efficiency the roof drops to {} and the ridge moves left to {} FLOP per byte. The kernel, at {} FLOP per byte, attains {}.",
    "Memory ki chhat {} ki dar se upar jaati hai jab tak compute ki chhat se na mile. Saari lanes active hon to chhat {} hai aur ridge point {} FLOP prati byte; {} lane-weighted efficiency par chhat {} tak girti hai aur ridge baayein {} FLOP prati byte par aa jaata hai. Kernel, {} FLOP prati byte par, {} paata hai.",
);

/// Every text of the figure, for the test that each has both languages.
pub const TEXTS: [Tr; 8] = [
    LABEL,
    X_AXIS,
    Y_AXIS,
    FULL,
    DIVERGENT,
    KERNEL,
    OFF_CHART,
    DESCRIPTION,
];

/// The figure as standalone SVG markup.
pub fn roofline_svg(r: &Regime, colours: &Palette, lang: Lang) -> String {
    let e = r.efficiency();
    let top_decade = r.roof(1.0).log10().ceil() as i32;
    let y_range = (top_decade - Y_DECADES, top_decade);
    let x = |v: f64| scale(v, X_DECADES, LEFT, PLOT_W);
    let y = |v: f64| TOP + PLOT_H - scale(v, y_range, 0.0, PLOT_H);
    let pct = format!("{}%", fixed(e * 100.0, 0));
    let description = fill(
        DESCRIPTION.get(lang),
        &[
            &per_second(r.bandwidth(), "B/s"),
            &per_second(r.roof(1.0), "FLOP/s"),
            &fixed(r.ridge(1.0), 1),
            &pct,
            &per_second(r.roof(e), "FLOP/s"),
            &fixed(r.ridge(e), 1),
            &fixed(r.intensity(), 2),
            &per_second(r.attained(), "FLOP/s"),
        ],
    );
    let mut svg = Svg::new(
        "roofline",
        "figure roofline",
        WIDTH,
        HEIGHT,
        LABEL.get(lang),
        &description,
    );
    svg.rect(0.0, 0.0, WIDTH, HEIGHT, &[("fill", colours.background)]);
    let font = fixed(colours.font_size * 0.85, 1);
    let small = [
        ("fill", colours.text),
        ("font-size", font.as_str()),
        ("text-anchor", "middle"),
    ];
    for d in X_DECADES.0..=X_DECADES.1 {
        let v = 10f64.powi(d);
        svg.line(
            x(v),
            TOP,
            x(v),
            TOP + PLOT_H,
            &[("stroke", colours.unreached)],
        );
        svg.text(x(v), TOP + PLOT_H + 18.0, &decade_text(d), &small);
    }
    let right = [
        ("fill", colours.text),
        ("font-size", font.as_str()),
        ("text-anchor", "end"),
    ];
    for d in y_range.0..=y_range.1 {
        let v = 10f64.powi(d);
        svg.line(
            LEFT,
            y(v),
            LEFT + PLOT_W,
            y(v),
            &[("stroke", colours.unreached)],
        );
        svg.text(LEFT - 6.0, y(v) + 5.0, &decade_si(d), &right);
    }
    svg.axes(LEFT, TOP, PLOT_W, PLOT_H, colours.axis);
    svg.text(LEFT + PLOT_W / 2.0, HEIGHT - 14.0, X_AXIS.get(lang), &small);
    svg.text(
        16.0,
        TOP + PLOT_H / 2.0,
        Y_AXIS.get(lang),
        &[
            ("fill", colours.text),
            ("font-size", font.as_str()),
            ("text-anchor", "middle"),
            (
                "transform",
                &format!("rotate(-90 16 {})", fixed(TOP + PLOT_H / 2.0, 1)),
            ),
        ],
    );
    // The memory roof starts where it enters the plot, then each compute roof runs flat from its ridge.
    let y_floor = 10f64.powi(y_range.0);
    let x_start = (y_floor / r.bandwidth()).max(10f64.powi(X_DECADES.0));
    let x_end = 10f64.powi(X_DECADES.1);
    let roof = |efficiency: f64, dash: &str, colour: &str| -> String {
        let ridge = clamped(r.ridge(efficiency), x_start, x_end);
        let point = |px: f64, fy: f64| format!("{},{}", fixed(x(px), 1), fixed(y(fy), 1));
        let mut points = vec![
            point(x_start, r.bandwidth() * x_start),
            point(ridge, r.bandwidth() * ridge),
        ];
        // Past the plot's right edge the ridge has no flat part to draw.
        if r.ridge(efficiency) <= x_end {
            points.push(point(x_end, r.roof(efficiency)));
        }
        format!(
            r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="3" stroke-dasharray="{dash}"/>"#,
            points.join(" ")
        )
    };
    svg.raw(&roof(1.0, "8 6", colours.muted));
    svg.text(x(x_end) - 4.0, y(r.roof(1.0)) - 8.0, FULL.get(lang), &right);
    if e < 1.0 {
        svg.raw(&roof(e, "none", colours.paths[0]));
        let label = fill(DIVERGENT.get(lang), &[&pct]);
        svg.text(x(x_end) - 4.0, y(r.roof(e)) + 20.0, &label, &right);
    }
    for efficiency in [1.0, e] {
        let ridge = r.ridge(efficiency);
        if (x_start..=x_end).contains(&ridge) {
            let (cx, cy) = (x(ridge), y(r.roof(efficiency)));
            svg.raw(&format!(
                r#"<circle cx="{}" cy="{}" r="5" fill="{}" stroke="{}"/>"#,
                fixed(cx, 1),
                fixed(cy, 1),
                colours.background,
                colours.outline
            ));
        }
    }
    let y_top = 10f64.powi(y_range.1);
    let inside =
        (x_start..=x_end).contains(&r.intensity()) && (y_floor..=y_top).contains(&r.attained());
    let (kx, ky) = (
        x(clamped(r.intensity(), x_start, x_end)),
        y(clamped(r.attained(), y_floor, y_top)),
    );
    svg.raw(&format!(
        r#"<path d="M{} {}l8 8-8 8-8-8z" fill="{}" stroke="{}" stroke-width="2"/>"#,
        fixed(kx, 1),
        fixed(ky - 8.0, 1),
        colours.highlight,
        colours.outline
    ));
    let anchor = if kx > LEFT + PLOT_W * 0.7 {
        "end"
    } else {
        "start"
    };
    let dx = if anchor == "end" { -12.0 } else { 12.0 };
    let kernel = if inside {
        KERNEL.get(lang).to_string()
    } else {
        format!("{} ({})", KERNEL.get(lang), OFF_CHART.get(lang))
    };
    svg.text(
        kx + dx,
        (ky + 22.0).min(TOP + PLOT_H - 6.0),
        &kernel,
        &[
            ("fill", colours.text),
            ("font-size", font.as_str()),
            ("font-weight", "700"),
            ("text-anchor", anchor),
        ],
    );
    svg.finish()
}

/// Where `value` falls on a log axis spanning `decades`, `length` long from `start`.
fn scale(value: f64, decades: (i32, i32), start: f64, length: f64) -> f64 {
    let span = f64::from(decades.1 - decades.0);
    start + (value.log10() - f64::from(decades.0)) / span * length
}

/// 10^d FLOP/s with an SI prefix and no decimals: "100 G", "1 T", "10 T".
fn decade_si(d: i32) -> String {
    let prefixes = [(15, "P"), (12, "T"), (9, "G"), (6, "M"), (3, "k"), (0, "")];
    let (power, prefix) = prefixes
        .into_iter()
        .find(|(p, _)| d >= *p)
        .unwrap_or((0, ""));
    format!("{} {prefix}", 10u64.pow((d - power).max(0) as u32))
}

/// 10^d as a reader writes it: 0.01, 0.1, 1, 10, 100, 1000.
fn decade_text(d: i32) -> String {
    if d >= 0 {
        10u64.pow(d as u32).to_string()
    } else {
        format!("0.{}1", "0".repeat((-d - 1) as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::palette::NORMAL;
    use crate::state::regime::Input;

    #[test]
    fn the_figure_says_its_numbers_in_both_languages() {
        let r = Regime::default();
        let en = roofline_svg(&r, &NORMAL, Lang::En);
        let hi = roofline_svg(&r, &NORMAL, Lang::HiLatn);
        // (markup, fragments it must carry)
        let table = [
            (
                &en,
                [
                    "ridge point is 13.9 FLOP",
                    "moves left to 7.0 FLOP",
                    "at 50% efficiency",
                    "your kernel",
                ],
            ),
            (
                &hi,
                [
                    "ridge point 13.9 FLOP",
                    "baayein 7.0 FLOP",
                    "50% efficiency par",
                    "tumhara kernel",
                ],
            ),
        ];
        for (markup, fragments) in table {
            for f in fragments {
                assert!(markup.contains(f), "{f}");
            }
            assert_eq!(markup.matches("<polyline").count(), 2);
        }
    }

    #[test]
    fn at_full_efficiency_one_roof_and_extremes_stay_inside() {
        let mut r = Regime::default();
        r.edit(Input::Efficiency, "100", Lang::En).unwrap();
        assert_eq!(
            roofline_svg(&r, &NORMAL, Lang::En)
                .matches("<polyline")
                .count(),
            1
        );
        for ai in ["0.01", "10000"] {
            r.edit(Input::Intensity, ai, Lang::En).unwrap();
            let markup = roofline_svg(&r, &NORMAL, Lang::En);
            assert!(!markup.contains("NaN") && !markup.contains("inf"), "{ai}");
        }
        assert_eq!(decade_text(-2), "0.01");
        assert_eq!(
            [11, 12, 13, 14].map(decade_si),
            ["100 G", "1 T", "10 T", "100 T"].map(String::from)
        );
        assert_eq!(decade_text(3), "1000");
    }

    #[test]
    fn every_text_has_both_languages() {
        for tr in TEXTS {
            assert_eq!(tr.defect(&[]), None, "{tr:?}");
        }
    }
}
