//! What the timeline's changing parts say: its readouts' values, the line over the paths, the scenario's
//! name, what regrouping did, and the figure and the exports as the page draws them.

use super::bars::{block_summary, block_svg};
use super::export::framed;
use super::palette::palette;
use super::timeline::{describe, layout, timeline_svg, Frame};
use crate::model::block::BlockCost;
use crate::model::fields::{fixed, percent};
use crate::model::glossary as g;
use crate::model::i18n::{fill, Bilingual, Lang, Tr};
use crate::model::pricing::{Region, RegionCost};
use crate::state::text::timeline as t;
use crate::state::timeline::{preset_title, TimelineState};

/// One warp's readouts, number first, in the order the page shows them.
pub const READOUT_TERMS: [g::Term; 7] = [
    g::T_IDEAL,
    g::T_DIV,
    g::WASTE,
    g::EFFICIENCY,
    g::LANE_EFFICIENCY,
    g::LANE_UTILISATION,
    g::TOTAL,
];

/// A block's readouts, in the order the page shows them.
pub const BLOCK_TERMS: [g::Term; 3] = [g::BLOCK_ISSUED, g::BLOCK_IDEAL, g::BLOCK_EFFICIENCY];

/// One warp's readout values, in [`READOUT_TERMS`] order.
pub fn readout_values(c: &RegionCost, lang: Lang) -> [String; 7] {
    [
        format!("{} cycles", c.t_ideal),
        format!("{} cycles", c.t_div),
        format!("{} cycles", c.waste()),
        ratio_text(c.path_efficiency(), lang),
        ratio_text(c.lane_weighted_issue_efficiency(), lang),
        ratio_text(c.lane_utilisation(), lang),
        format!("{} cycles", c.total_issued()),
    ]
}

/// A block's readout values, in [`BLOCK_TERMS`] order.
pub fn block_values(c: &BlockCost) -> [String; 3] {
    [
        format!("{} cycles", c.total_issued),
        format!("{} cycles", c.total_ideal),
        c.efficiency().map(percent).unwrap_or_else(|| "—".into()),
    ]
}

/// What regrouping did: `before` issued cycles to the block's now, as a speed-up that always reads above 1.
pub fn regrouped_text(before: u64, c: &BlockCost, lang: Lang) -> String {
    let speedup = if c.total_issued > 0 {
        before as f64 / c.total_issued as f64
    } else {
        1.0
    };
    let verdict = if speedup >= 1.0 { t::FASTER } else { t::SLOWER };
    // "1.67× slower", never "0.60× slower".
    let speedup = if speedup >= 1.0 || speedup <= 0.0 {
        speedup
    } else {
        1.0 / speedup
    };
    fill(
        t::REGROUPED.get(lang),
        &[
            &before.to_string(),
            &c.total_issued.to_string(),
            &fixed(speedup, 2),
            verdict.get(lang),
            &(c.per_warp.len() - c.divergent_warps()).to_string(),
            &c.per_warp.len().to_string(),
        ],
    )
}

/// What the block button offers: a block of warps, or back to one warp.
pub fn block_toggle(s: &TimelineState) -> Tr {
    if s.warps.is_some() {
        t::BACK_TO_ONE_WARP
    } else {
        t::BLOCK_OF_WARPS
    }
}

/// The line over the paths: why the paths as typed do not make a warp, or nothing.
pub fn paths_error(s: &TimelineState, lang: Lang) -> String {
    s.region()
        .err()
        .map(|e| fill(t::LAST_VALID.get(lang), &[&e.text(lang)]))
        .unwrap_or_default()
}

/// The scenario's name: its preset's title, or the custom one.
pub fn title(s: &TimelineState, lang: Lang) -> &'static str {
    s.preset_index()
        .map(|i| preset_title(i, lang))
        .unwrap_or(t::CUSTOM_SCENARIO.get(lang))
}

/// The figure for a priced region in one palette (also what the exports save).
pub fn figure_markup(region: &Region, cost: &RegionCost, projector: bool, lang: Lang) -> String {
    let colours = palette(projector);
    timeline_svg(
        &layout(region, cost, Frame::for_font(colours.font_size)),
        colours,
        &describe(region, cost, lang),
        lang,
    )
}

/// What an export saves: the figure on screen (one warp, or the block) framed with the scenario's name
/// and readouts; `priced` is the warp the figure shows.
pub fn export_markup(
    state: &TimelineState,
    priced: Option<(&Region, &RegionCost)>,
    projector: bool,
    lang: Lang,
) -> String {
    let colours = palette(projector);
    let title = title(state, lang);
    match state.block() {
        Some(Ok(block)) => {
            let c = block.price();
            let summary = block_summary(&c, lang);
            let efficiency = c.efficiency().map(percent).unwrap_or_else(|| "—".into());
            let readouts = vec![
                fill(
                    t::EXPORT_BLOCK_ISSUED.get(lang),
                    &[&c.total_issued.to_string()],
                ),
                format!("Σ ideal: {} cycles", c.total_ideal),
                fill(t::EXPORT_BLOCK_EFFICIENCY.get(lang), &[&efficiency]),
                summary.clone(),
            ];
            framed(
                title,
                &readouts,
                &block_svg(&block, colours, &summary),
                colours,
            )
        }
        _ => priced
            .map(|(region, cost)| {
                let readouts = vec![
                    format!(
                        "T_div: {} cycles   T_ideal: {} cycles   Waste: {} cycles",
                        cost.t_div,
                        cost.t_ideal,
                        cost.waste()
                    ),
                    fill(
                        t::EXPORT_EFFICIENCIES.get(lang),
                        &[
                            &ratio_text(cost.path_efficiency(), lang),
                            &ratio_text(cost.lane_weighted_issue_efficiency(), lang),
                        ],
                    ),
                ];
                framed(
                    title,
                    &readouts,
                    &figure_markup(region, cost, projector, lang),
                    colours,
                )
            })
            .unwrap_or_default(),
    }
}

fn ratio_text(r: Option<f64>, lang: Lang) -> String {
    r.map(percent)
        .unwrap_or_else(|| t::NOTHING_ISSUED.get(lang).into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::open;

    /// Each of `has` is in `svg`, and none of `lacks` is.
    fn check(what: &str, svg: &str, has: &[&str], lacks: &[&str]) {
        for want in has {
            assert!(svg.contains(want), "{what}: {want} missing from {svg}");
        }
        for unwanted in lacks {
            assert!(!svg.contains(unwanted), "{what}: {unwanted} in {svg}");
        }
    }

    fn state(link: &str) -> TimelineState {
        open::<TimelineState>(link).0
    }

    /// The readouts, the regrouping's verdict and the exports say what the model prices.
    #[test]
    fn values_and_exports_say_the_price() {
        let s = TimelineState::default();
        let cost = s.region().expect("the default prices").price();
        assert_eq!(
            readout_values(&cost, Lang::En),
            [
                "25 cycles",
                "40 cycles",
                "15 cycles",
                "62.5%",
                "56.3%",
                "56.3%",
                "40 cycles"
            ]
            .map(String::from)
        );
        let block = state("block=L4.3").block().and_then(Result::ok);
        let c = block.expect("L4.3 prices").price();
        assert_eq!(
            block_values(&c),
            ["320 cycles", "120 cycles", "37.5%"].map(String::from)
        );
        // (issued before, what the verdict says): the ratio always reads above 1.
        let table = [
            (
                1280,
                "Regrouped: 1280 → 320 cycles, 4.00× faster. 0 of 4 warps are now uniform.",
            ),
            (
                320,
                "Regrouped: 320 → 320 cycles, 1.00× faster. 0 of 4 warps are now uniform.",
            ),
            (
                192,
                "Regrouped: 192 → 320 cycles, 1.67× slower: sorting split",
            ),
        ];
        for (before, text) in table {
            let said = regrouped_text(before, &c, Lang::En);
            assert!(said.starts_with(text), "{before}: {said}");
        }
        let region = s.region().expect("the default prices");
        let one = export_markup(&s, Some((&region, &cost)), false, Lang::En);
        check("one warp", &one, &["<title>L2.1", "T_div: 40 cycles"], &[]);
        let l51 = state("block=L5.1");
        let block = export_markup(&l51, None, true, Lang::En);
        check(
            "block",
            &block,
            &[
                "Σ issued (T_div per warp, added): 174 cycles",
                "id=\"block-figure\"",
            ],
            &["T_div: 40"],
        );
        assert_eq!(paths_error(&s, Lang::En), "");
        assert!(paths_error(&state("paths=15x20,25x20"), Lang::En)
            .ends_with("The figure shows the last valid region."));
    }
}
