//! The export buttons every figure has: a standalone SVG and a 1920 × 1080 PNG of what `markup` draws.

use super::browser;
use super::reactive::{spawn_local, RwSignal};
use crate::model::i18n::{fill, Lang};
use crate::state::text::timeline as t;

/// Downloads `svg` as `name.svg`; the sentence says how it went.
pub fn download_svg(name: &str, svg: &str, lang: Lang) -> String {
    let file = format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{svg}");
    match browser::download_text(&format!("{name}.svg"), "image/svg+xml", &file) {
        Ok(()) => t::SVG_DONE.get(lang).into(),
        Err(e) => fill(t::SVG_FAILED.get(lang), &[&e.to_string()]),
    }
}

/// Draws `svg` at 1920 × 1080 on `background` and downloads it as `name.png`; `status` says how it goes.
pub fn save_png(
    name: &'static str,
    svg: String,
    background: &'static str,
    status: RwSignal<String>,
    lang: Lang,
) {
    status.set(t::PNG_DRAWING.get(lang).into());
    spawn_local(async move {
        let result =
            browser::download_png(svg, 1920, 1080, background, &format!("{name}.png")).await;
        status.set(match result {
            Ok(()) => t::PNG_DONE.get(lang).into(),
            Err(e) => fill(t::PNG_FAILED.get(lang), &[&e.to_string()]),
        });
    });
}
