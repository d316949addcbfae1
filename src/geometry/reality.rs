//! Reality check markup: the model-vs-H200 chart and table, built from the analysed measurements.

use super::palette::Palette;
use super::svg::{escape, num, Svg};
use crate::model::fields::percent;
use crate::model::reality::{row_id, Analysis, Row};

fn pct(v: Option<f64>) -> String {
    v.map(percent).unwrap_or_else(|| "—".into())
}

/// One sentence per scenario, built only from what was measured and read in the SASS.
pub fn explain(row: &Row, analysis: &Analysis) -> String {
    let m = &row.measured;
    let mut text = format!("The compiler emitted {}.", lower_first(&m.sass.summary));
    match (row.model_efficiency(), row.measured_efficiency()) {
        (Some(model), Some(measured))
            if (model - 1.0).abs() < 1e-9 && (measured - 1.0).abs() < 0.005 =>
        {
            text.push_str(" Model and hardware agree: no penalty, the region costs the same as its uniform baseline.");
        }
        (Some(model), Some(measured)) => {
            let gap = (measured - model) * 100.0;
            let verdict = if gap.abs() <= 3.0 {
                "within 3 points of the model"
            } else if gap > 0.0 {
                "milder than the model says"
            } else {
                "harsher than the model says"
            };
            text.push_str(&format!(
                " Measured efficiency {} against the model's {}: {verdict}.",
                percent(measured),
                percent(model)
            ));
        }
        _ => {}
    }
    if row.model.iterations > 0 {
        text.push_str(&format!(
            " The loop ran {} iterations for the whole warp, as the model says; the uniform 20-trip baseline took {} cycles against {} here, so the lanes that left early still cost a little.",
            row.model.iterations,
            num(m.baseline_cycles.median),
            num(m.cycles.median)
        ));
    }
    if analysis.fit.is_some() {
        text.push_str(&format!(
            " Refined model: {} ops, {} off.",
            num(row.refined),
            num((m.model_units - row.refined).abs())
        ));
    }
    if let Some(ncu) = &m.ncu {
        if let Some(active) = ncu.active_threads_per_instruction {
            text.push_str(&format!(
                " Nsight Compute: {} active threads per instruction.",
                num(active)
            ));
        }
    }
    text
}

fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

/// The comparison table, one row per scenario; every prediction is the core's.
pub fn table_html(analysis: &Analysis) -> String {
    let cpo = analysis.data.calibration.cycles_per_op;
    let mut html = String::from(
        "<table class=\"data reality__table\" data-testid=\"reality-table\"><caption>Toy model (pricing core), refined model and the H200, per scenario. \
         Ops are the model's units; measured cycles are converted at the calibrated cycles per op.</caption><thead><tr>\
         <th scope=\"col\" class=\"text\">Scenario</th><th scope=\"col\">Model ops</th><th scope=\"col\">Measured cycles (p10–p90)</th>\
         <th scope=\"col\">Measured ops</th><th scope=\"col\">Measured / model</th><th scope=\"col\">Refined ops</th>\
         <th scope=\"col\">Efficiency, model</th><th scope=\"col\">Efficiency, measured</th><th scope=\"col\" class=\"text\">What happened</th></tr></thead><tbody>",
    );
    for row in &analysis.rows {
        let m = &row.measured;
        html.push_str(&format!(
            "<tr id=\"{id}\" data-testid=\"reality-row\"><th scope=\"row\" class=\"text\">{title}</th><td>{model}</td><td>{cycles} ({p10}–{p90})</td><td>{units}</td><td>{ratio}</td><td>{refined}</td><td>{me}</td><td>{xe}</td><td class=\"text\">{why}</td></tr>",
            id = escape(&row_id(&m.id)),
            title = escape(&m.title),
            model = num(row.model.issued_ops),
            cycles = num(m.cycles.median),
            p10 = num(m.cycles.p10),
            p90 = num(m.cycles.p90),
            units = num(m.model_units),
            ratio = row.ratio().map(|r| format!("{}×", num(r))).unwrap_or_else(|| "—".into()),
            refined = num(row.refined),
            me = pct(row.model_efficiency()),
            xe = pct(row.measured_efficiency()),
            why = escape(&explain(row, analysis)),
        ));
    }
    html.push_str(&format!(
        "</tbody></table><p class=\"reality__note\">1 op = {} cycles (calibrated).</p>",
        num(cpo)
    ));
    html
}

/// Grouped bars per scenario: toy model, refined model, measured — all in op units.
pub fn chart_svg(analysis: &Analysis, colours: &Palette) -> String {
    let font = if colours.font_size >= 28.0 {
        22.0
    } else {
        12.0
    };
    let rows: Vec<&Row> = analysis
        .rows
        .iter()
        .filter(|r| r.measured.id != "worst32")
        .collect();
    let label_w = font * 9.0;
    let plot_w = 560.0;
    let group_h = font * 3.6;
    let width = label_w + plot_w + font * 5.0;
    let height = rows.len() as f64 * group_h + font * 4.0;
    let top = rows
        .iter()
        .map(|r| {
            r.measured
                .model_units
                .max(r.model.issued_ops)
                .max(r.refined)
        })
        .fold(1.0f64, f64::max);
    let description = format!(
        "For each scenario three bars in op units: the toy model's prediction, the refined model's, and the H200 measurement. The 32-way switch is left out of the chart for scale ({} measured ops against {} predicted); it is in the table.",
        analysis.rows.iter().find(|r| r.measured.id == "worst32").map(|r| num(r.measured.model_units)).unwrap_or_default(),
        analysis.rows.iter().find(|r| r.measured.id == "worst32").map(|r| num(r.model.issued_ops)).unwrap_or_default(),
    );
    let mut svg = Svg::new(
        "reality-chart",
        "reality__chart",
        width,
        height,
        "Model against H200 measurements",
        &description,
    );
    svg.rect(0.0, 0.0, width, height, &[("fill", colours.background)]);
    let f = num(font);
    let series = [
        ("toy model", colours.path(0), "none"),
        ("refined model", colours.path(1), "none"),
        ("measured on H200", colours.waste, "4 2"),
    ];
    for (i, (name, colour, dash)) in series.iter().enumerate() {
        let x = label_w + i as f64 * font * 11.0;
        svg.rect(
            x,
            font * 0.4,
            font,
            font,
            &[
                ("fill", colour),
                ("stroke", colours.outline),
                ("stroke-dasharray", dash),
            ],
        );
        svg.text(
            x + font * 1.4,
            font * 1.3,
            name,
            &[("font-size", &f), ("fill", colours.text)],
        );
    }
    for (g, row) in rows.iter().enumerate() {
        let y = font * 2.5 + g as f64 * group_h;
        svg.text(
            label_w - font * 0.5,
            y + group_h * 0.45,
            &row.measured.id,
            &[
                ("text-anchor", "end"),
                ("font-size", &f),
                ("fill", colours.text),
            ],
        );
        let values = [row.model.issued_ops, row.refined, row.measured.model_units];
        for (i, ((_, colour, dash), value)) in series.iter().zip(values).enumerate() {
            let bar_y = y + i as f64 * font * 1.0;
            let w = plot_w * value.max(0.0) / top;
            svg.rect(
                label_w,
                bar_y,
                w,
                font * 0.9,
                &[
                    ("fill", colour),
                    ("stroke", colours.outline),
                    ("stroke-dasharray", dash),
                    ("stroke-width", "0.8"),
                ],
            );
            svg.text(
                label_w + w + 4.0,
                bar_y + font * 0.8,
                &num(value),
                &[("font-size", &num(font * 0.85)), ("fill", colours.muted)],
            );
        }
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::palette::NORMAL;
    use crate::model::reality::SHIPPED;

    #[test]
    fn table_and_chart_cover_every_scenario() {
        let analysis = Analysis::from_json(SHIPPED).unwrap();
        let table = table_html(&analysis);
        assert_eq!(
            table.matches("data-testid=\"reality-row\"").count(),
            analysis.rows.len()
        );
        assert!(table.contains("row-L2.1"));
        let chart = chart_svg(&analysis, &NORMAL);
        assert!(chart.contains("measured on H200"));
        let l21 = analysis
            .rows
            .iter()
            .find(|r| r.measured.id == "L2.1")
            .unwrap();
        assert!(explain(l21, &analysis).contains("real branch"));
    }
}
