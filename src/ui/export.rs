//! The export buttons every figure has: a standalone SVG and a 1920 × 1080 PNG of what `markup` draws.

use leptos::prelude::*;

use super::{browser, shared};
use crate::geometry::palette::palette;

/// Downloads the standalone SVG `markup` draws now, and says how it went.
fn save_svg(name: &str, markup: Callback<(), String>, status: RwSignal<String>) {
    let svg = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{}",
        markup.run(())
    );
    status.set(
        match browser::download_text(&format!("{name}.svg"), "image/svg+xml", &svg) {
            Ok(()) => "SVG downloaded.".into(),
            Err(e) => format!("The SVG could not be saved: {e}."),
        },
    );
}

/// An SVG download alone: for views whose figure is best as vector art (the stepper's strip), and whose
/// bundle should not carry the PNG rasteriser.
#[component]
pub fn SvgExportButton(name: &'static str, markup: Callback<(), String>) -> impl IntoView {
    let status = RwSignal::new(String::new());
    let download_svg = move |_| save_svg(name, markup, status);
    view! {
        <div class="export" role="group" aria-label="Export">
            <button type="button" class="button" on:click=download_svg>
                "Download SVG"
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
    let status = RwSignal::new(String::new());
    let download_svg = move |_| save_svg(name, markup, status);
    let download_png = move |_| {
        let svg = markup.run(());
        let background = palette(shared.projector.get_untracked()).background;
        status.set("Drawing the PNG…".into());
        leptos::task::spawn_local(async move {
            let result =
                browser::download_png(svg, 1920, 1080, background, &format!("{name}.png")).await;
            status.set(match result {
                Ok(()) => "PNG (1920 × 1080) downloaded.".into(),
                Err(e) => format!("The PNG could not be made: {e}."),
            });
        });
    };
    view! {
        <div class="export" role="group" aria-label="Export">
            <button type="button" class="button" on:click=download_svg>
                "Download SVG"
            </button>
            <button type="button" class="button" on:click=download_png>
                "Download PNG"
            </button>
            <span class="export__status" role="status">
                {move || status.get()}
            </span>
        </div>
    }
}
