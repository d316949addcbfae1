//! The timeline's stage: the figure of one warp with its readouts and H200 badge, or a block's box, figure,
//! readouts and regrouping, written into the page's `timeline-stage`.

use super::patch::Patch;
use crate::geometry::bars::{block_summary, block_svg};
use crate::geometry::markup::measured_badge_html;
use crate::geometry::palette::palette;
use crate::geometry::timeline_page::{block_result_html, stage_html};
use crate::geometry::timeline_values::{
    block_values, figure_markup, readout_values, regrouped_text, BLOCK_TERMS, READOUT_TERMS,
};
use crate::model::i18n::{Bilingual, Lang};
use crate::model::pricing::Region;
use crate::model::reality::measured_region;
use crate::state::timeline::{warps_text, TimelineState};
use crate::state::ShellState;

/// Hosts inside the stage: empty again whenever the stage is written anew.
const STAGE_HOSTS: [&str; 4] = [
    "timeline-figure-host",
    "timeline-badge",
    "block-result",
    "block-figure-host",
];

/// Writes the stage for one warp or a block when that changed; true when it did (its hosts are empty again).
pub fn write_stage(p: &mut Patch, single: bool, lang: Lang) -> bool {
    let written = p.html("timeline-stage", &stage_html(single, lang));
    if written {
        for host in STAGE_HOSTS {
            p.html(host, "");
        }
    }
    written
}

/// One warp: the figure of the region shown, its readouts and, for a measured scenario, the badge.
pub fn paint_warp(
    p: &mut Patch,
    shown: Option<&Region>,
    projector: bool,
    shell: &ShellState,
    lang: Lang,
) {
    let cost = shown.map(Region::price).unwrap_or_default();
    for (term, value) in READOUT_TERMS.iter().zip(readout_values(&cost, lang)) {
        p.text(&format!("ro-{}", term.key), &value);
    }
    let figure = shown.map(|r| figure_markup(r, &cost, projector, lang));
    p.html("timeline-figure-host", &figure.unwrap_or_default());
    let measured = shown.and_then(measured_region);
    p.html(
        "timeline-badge",
        &measured_badge_html(measured, shell, lang),
    );
}

/// A block: the warps' box (never over the learner's typing) and why it is refused (`refused`, else why the
/// block does not price), the block's figure, summary and readouts while it prices, and what the last
/// regrouping did.
pub fn paint_block(
    p: &mut Patch,
    s: &TimelineState,
    before: Option<u64>,
    refused: Option<&str>,
    projector: bool,
    lang: Lang,
) {
    p.value(
        "block-warps",
        &s.warps.as_deref().map(warps_text).unwrap_or_default(),
    );
    let (block, error) = match s.block() {
        Some(Ok(b)) => (Some(b), None),
        Some(Err(e)) => (None, Some(e.text(lang))),
        None => (None, None),
    };
    // Written where it differs from what the page shows: `Patch::value` clears it when it writes the box.
    let said = refused.map(str::to_string).or(error);
    let now = p.find("block-warps-error").and_then(|e| e.text_content());
    if now.unwrap_or_default() != said.clone().unwrap_or_default() {
        p.refusal("block-warps", said.as_deref());
    }
    let result = block.as_ref().map(|_| block_result_html(lang));
    if p.html("block-result", &result.unwrap_or_default()) {
        p.html("block-figure-host", "");
    }
    let cost = block.as_ref().map(|b| b.price());
    if let (Some(b), Some(c)) = (&block, &cost) {
        let summary = block_summary(c, lang);
        p.html(
            "block-figure-host",
            &block_svg(b, palette(projector), &summary),
        );
        // The result's host may be new while the learner types: its texts are compared with the page.
        show(p, "block-summary", &summary);
        for (term, value) in BLOCK_TERMS.iter().zip(block_values(c)) {
            show(p, &format!("ro-{}", term.key), &value);
        }
    }
    let speedup = before
        .zip(cost)
        .map(|(old, c)| regrouped_text(old, &c, lang));
    p.text("block-speedup", &speedup.unwrap_or_default());
}

/// Writes `text` into the element `id` where the page shows something else.
fn show(p: &mut Patch, id: &str, text: &str) {
    if let Some(e) = p.find(id) {
        if e.text_content().as_deref() != Some(text) {
            e.set_text_content(Some(text));
        }
    }
}
