//! The export buttons every figure has: a standalone SVG and a 1920 × 1080 PNG of what `markup` draws.

use leptos::prelude::*;

use super::{browser, shared};
use crate::geometry::palette::palette;
use crate::model::i18n::{fill, Lang};
use crate::state::text::timeline as t;

/// Downloads the standalone SVG `markup` draws now, and says how it went; a figure that draws nothing
/// saves no file.
fn save_svg(name: &str, markup: Callback<(), String>, status: RwSignal<String>, lang: Lang) {
    let figure = markup.run(());
    if figure.trim().is_empty() {
        status.set(t::NOTHING_TO_EXPORT.get(lang).into());
        return;
    }
    let svg = format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{figure}");
    status.set(
        match browser::download_text(&format!("{name}.svg"), "image/svg+xml", &svg) {
            Ok(()) => t::SVG_DONE.get(lang).into(),
            Err(e) => fill(t::SVG_FAILED.get(lang), &[&e.to_string()]),
        },
    );
}

/// An SVG download alone: for views whose figure is best as vector art (the stepper's strip), and whose
/// bundle should not carry the PNG rasteriser.
#[component]
pub fn SvgExportButton(name: &'static str, markup: Callback<(), String>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let status = RwSignal::new(String::new());
    let download_svg = move |_| save_svg(name, markup, status, lang);
    view! {
        <div class="export" role="group" aria-label=t::EXPORT.get(lang)>
            <button type="button" class="button" on:click=download_svg>
                {t::DOWNLOAD_SVG.get(lang)}
            </button>
            <span class="export__status" role="status">
                {move || status.get()}
            </span>
        </div>
    }
}

/// `markup` draws the framed figure (title, readouts, figure) at the moment of the click; `name` is the
/// file name without extension.
#[component]
pub fn ExportButtons(name: &'static str, markup: Callback<(), String>) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let status = RwSignal::new(String::new());
    let download_svg = move |_| save_svg(name, markup, status, lang);
    let download_png = move |_| {
        let svg = markup.run(());
        if svg.trim().is_empty() {
            status.set(t::NOTHING_TO_EXPORT.get(lang).into());
            return;
        }
        let background = palette(shared.projector.get_untracked()).background;
        status.set(t::PNG_DRAWING.get(lang).into());
        leptos::task::spawn_local(async move {
            let result =
                browser::download_png(svg, 1920, 1080, background, &format!("{name}.png")).await;
            status.set(match result {
                Ok(()) => t::PNG_DONE.get(lang).into(),
                Err(e) => fill(t::PNG_FAILED.get(lang), &[&e.to_string()]),
            });
        });
    };
    view! {
        <div class="export" role="group" aria-label=t::EXPORT.get(lang)>
            <button type="button" class="button" on:click=download_svg>
                {t::DOWNLOAD_SVG.get(lang)}
            </button>
            <button type="button" class="button" on:click=download_png>
                {t::DOWNLOAD_PNG.get(lang)}
            </button>
            <span class="export__status" role="status">
                {move || status.get()}
            </span>
        </div>
    }
}
