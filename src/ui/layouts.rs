//! The layouts lab: a whole dataset of branch labels grouped into warps — the per-warp histogram against
//! the exact independent and Markov-chain predictions, the cost of a two-path region over every warp, and
//! what partitioning the labels does to memory coalescing.
//!
//! Markup in the markup shell (`ui::app::start_markup`): `geometry::layouts_page` writes the page once;
//! one listener per event kind reads what a control does from its `data-act`, and one effect writes what
//! changed (`ui::patch`).

use std::sync::Arc;

use super::export::download_svg;
use super::field::edit;
use super::link_sync::sync_link;
use super::notices::notices_html;
use super::patch::{acting, listen, section, value_of, Patch};
use super::reactive::{Effect, LocalStorage, Memo, RwSignal, StoredValue};
use super::{browser, shared, Shared};
use crate::geometry::export::framed;
use crate::geometry::layouts::{
    coalescing_html, compare, describe, histogram_svg, layout_about, strip_svg, table_html, Overlay,
};
use crate::geometry::layouts_page::{
    export_title, page_html, readout_values, run_field_html, summary, READOUT_TERMS,
};
use crate::geometry::palette::{palette, Palette};
use crate::model::i18n::{Bilingual, Lang, Said};
use crate::model::lanes::WarpWidth;
use crate::model::layouts::{
    binomial_warp_pmf, runs_warp_pmf, Dataset, DatasetSpec, Layout, WarpHistogram,
};
use crate::state::layouts::LayoutsState;
use crate::state::params::parse_width;
use crate::state::text::layouts as t;
use crate::state::{open, View};

/// Rows of the lane strip: enough to see the layout's pattern, few enough to read.
const STRIP_ROWS: u32 = 8;

/// Writes the layouts lab into `main` (the markup shell); false for any other view.
pub fn mount(view: View, main: &web_sys::Element) -> bool {
    if view != View::Layouts {
        return false;
    }
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<LayoutsState>(&browser::current_search());
    let notices: Vec<String> = problems.iter().map(|p| p.text(lang)).collect();
    let page = page_html(&initial, lang, &notices_html(&notices));
    let Some(root) = section(main, "layouts", "layouts-title", &page) else {
        return true;
    };
    let state = RwSignal::new(initial);
    sync_link(state, shared);
    let spec = Memo::new(move |_| state.with(LayoutsState::spec));
    // The dataset is regenerated only when what it depends on changes (not for a, b, width or sector).
    let data = Memo::new(move |_| {
        browser::mark("warpwise:layouts:generate:start");
        let d = Dataset::generate(&spec.get()).ok().map(Arc::new);
        browser::mark("warpwise:layouts:generate:end");
        d
    });
    let width = Memo::new(move |_| state.with(|s| s.width));
    let figs = Memo::new(move |_| Some(figures(&spec.get(), width.get(), data.get()?, lang)));
    let v = Layouts {
        state,
        figs,
        table_open: RwSignal::new(false),
        slider_error: RwSignal::new(String::new()),
        export_status: RwSignal::new(String::new()),
        patch: StoredValue::new_local(Patch::default()),
        shared,
        lang,
    };
    listen(&root, "click", move |ev| v.click(ev));
    listen(&root, "change", move |ev| v.change(ev));
    listen(&root, "input", move |ev| v.input(ev));
    // The table is built only while its disclosure is open: a slider drag need not write it each step.
    // (`toggle` does not bubble: the listener is on the disclosure itself.)
    if let Ok(Some(details)) = root.query_selector("#layouts-details") {
        listen(&details, "toggle", move |ev| {
            let open = ev
                .target()
                .and_then(|t| js_sys::Reflect::get(&t, &"open".into()).ok())
                .is_some_and(|o| o.is_truthy());
            v.table_open.set(open);
        });
    }
    v.patch.update_value(|p| p.attach(root));
    Effect::new(move |_| v.paint());
    true
}

/// What the figures need, computed once per change of the dataset or the width.
#[derive(Clone, PartialEq)]
struct Figures {
    data: Arc<Dataset>,
    hist: WarpHistogram,
    overlays: Vec<Overlay>,
}

impl Figures {
    /// The histogram with its text alternative, as the page and the export both draw it.
    fn histogram(&self, colours: &Palette, lang: Lang) -> String {
        histogram_svg(
            &self.hist,
            &self.overlays,
            colours,
            &describe(&self.hist, lang),
            lang,
        )
    }
}

fn figures(s: &DatasetSpec, width: WarpWidth, data: Arc<Dataset>, lang: Lang) -> Figures {
    browser::mark("warpwise:layouts:histogram:start");
    let hist = data.histogram(width);
    browser::mark("warpwise:layouts:histogram:end");
    let w = width.lanes();
    let full = hist.full.iter().sum::<u64>();
    let mut overlays = Vec::new();
    if s.layout == Layout::Runs {
        overlays.push(Overlay::scaled(
            t::OVERLAY_MARKOV.get(lang),
            &runs_warp_pmf(w, s.p, s.run),
            full,
            true,
        ));
    }
    let name = if s.layout == Layout::Independent {
        t::OVERLAY_EXACT_BINOMIAL
    } else {
        t::OVERLAY_BINOMIAL
    }
    .get(lang);
    overlays.push(Overlay::scaled(
        name,
        &binomial_warp_pmf(w, s.p),
        full,
        s.layout == Layout::Independent,
    ));
    Figures {
        data,
        hist,
        overlays,
    }
}

/// The view's signals, copied into every handler.
#[derive(Clone, Copy)]
struct Layouts {
    state: RwSignal<LayoutsState>,
    figs: Memo<Option<Figures>>,
    table_open: RwSignal<bool>,
    /// The p slider's refusal (the p field has its own).
    slider_error: RwSignal<String>,
    export_status: RwSignal<String>,
    patch: StoredValue<Patch, LocalStorage>,
    shared: Shared,
    lang: Lang,
}

impl Layouts {
    fn click(self, ev: &web_sys::Event) {
        let Some((act, _)) = acting(ev) else {
            return;
        };
        match act.as_str() {
            "new-seed" => {
                let seed = browser::fresh_seed();
                self.state.update(|s| s.new_seed(seed));
            }
            "export" => self.export_status.set(self.export()),
            _ => {}
        }
    }

    /// Downloads the framed histogram as it is drawn now; the sentence says how it went.
    fn export(self) -> String {
        let lang = self.lang;
        let colours = palette(self.shared.projector.get_untracked());
        let (title, readouts, figure) = self.state.with_untracked(|s| {
            self.figs.with_untracked(|f| match f {
                Some(f) => (
                    export_title(s, lang),
                    summary(s, &f.hist, lang),
                    f.histogram(colours, lang),
                ),
                None => (export_title(s, lang), Vec::new(), String::new()),
            })
        });
        download_svg(
            "warpwise-layouts",
            &framed(&title, &readouts, &figure, colours),
            lang,
        )
    }

    /// The two menus.
    fn change(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let value = value_of(&element);
        match act.as_str() {
            "layout" => {
                if let Some(l) = Layout::from_key(&value) {
                    self.state.update(|s| s.set_layout(l));
                }
            }
            "width" => {
                if let Ok(w) = parse_width(&value) {
                    self.state.update(|s| s.set_width(w));
                }
            }
            _ => {}
        }
    }

    /// A typed field or the p slider: taken into the state (and so the link), or refused at the field.
    fn input(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let text = value_of(&element);
        let state = self.state;
        if act == "p-slider" {
            if let Ok(v) = text.parse::<u32>() {
                let result = edit(state, |s| s.set_p_slider(v));
                let said = result.err().map(|e| e.get(self.lang).to_string());
                self.slider_error.set(said.unwrap_or_default());
            }
            return;
        }
        let result: Result<(), Said> = match act.as_str() {
            "n" => edit(state, |s| s.edit_n(&text)),
            "p" => {
                self.slider_error.set(String::new());
                edit(state, |s| s.edit_p(&text))
            }
            "run" => edit(state, |s| s.edit_run(&text)),
            "seed" => edit(state, |s| s.edit_seed(&text)),
            "a" => edit(state, |s| s.edit_a(&text)),
            "b" => edit(state, |s| s.edit_b(&text)),
            "sector" => edit(state, |s| s.edit_sector(&text)),
            _ => return,
        };
        let id = element.id();
        self.patch.update_value(|p| {
            p.edited(&id, &result, self.lang, || {
                Some(state.with_untracked(|s| field_text(s, &id)))
            })
        });
    }

    /// Writes what changed since the last paint.
    fn paint(self) {
        let (lang, colours) = (self.lang, palette(self.shared.projector.get()));
        let table_open = self.table_open.get();
        let (slider_error, export_status) = (self.slider_error.get(), self.export_status.get());
        self.state.with(|s| {
            self.figs.with(|f| {
                self.patch.update_value(|p| {
                    paint_controls(p, s, lang);
                    p.text("layouts-p-slider-error", &slider_error);
                    p.text("layouts-export-status", &export_status);
                    let Some(f) = f else {
                        return;
                    };
                    for (term, value) in READOUT_TERMS.iter().zip(readout_values(s, &f.hist, lang))
                    {
                        p.text(&format!("ro-{}", term.key), &value);
                    }
                    p.html("layouts-histogram-host", &f.histogram(colours, lang));
                    p.text("layouts-describe", &describe(&f.hist, lang));
                    if table_open {
                        p.html("layouts-table", &table_html(&f.hist, &f.overlays, lang));
                    }
                    let strip = strip_svg(&f.data, s.width.lanes(), STRIP_ROWS, colours, lang);
                    p.html("layouts-strip-host", &strip);
                    let (before, after, c) = compare(&f.data, &f.hist, s.width, s.a, s.b, s.sector);
                    p.html(
                        "layouts-coalescing",
                        &coalescing_html(&before, &after, &c, s.sector, lang),
                    );
                });
            });
        });
    }
}

/// The controls' values, the layout's hint, the run field for the layout and the lab's link.
fn paint_controls(p: &mut Patch, s: &LayoutsState, lang: Lang) {
    p.value("layouts-layout", s.layout.key());
    p.text("layouts-layout-hint", layout_about(s.layout).get(lang));
    // Rewritten when the layout changes, so its label names what the number means for this layout.
    if p.html("layouts-run-host", &run_field_html(s, lang)) {
        p.forget_values("layouts-run");
    }
    for id in [
        "layouts-n",
        "layouts-p",
        "layouts-run",
        "layouts-seed",
        "layouts-a",
        "layouts-b",
        "layouts-sector",
    ] {
        p.value(id, &field_text(s, id));
    }
    p.value("layouts-p-slider", &(s.p_ppm / 10_000).to_string());
    p.value("layouts-warp", &s.width.lanes().to_string());
    p.flag("layouts-new-seed", "disabled", !s.layout.uses_seed());
    p.attr("layouts-lab-link", "href", &s.lab_href(&shared().shell()));
}

/// The text a field shows for what the state holds.
fn field_text(s: &LayoutsState, id: &str) -> String {
    match id {
        "layouts-n" => s.n.to_string(),
        "layouts-p" => s.p_text(),
        "layouts-run" => s.run.to_string(),
        "layouts-seed" => s.seed.to_string(),
        "layouts-a" => s.a.to_string(),
        "layouts-b" => s.b.to_string(),
        "layouts-sector" => s.sector.to_string(),
        _ => String::new(),
    }
}
