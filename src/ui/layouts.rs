//! The layouts lab: a whole dataset of branch labels grouped into warps — the per-warp histogram against
//! the exact independent and Markov-chain predictions, the cost of a two-path region over every warp, and
//! what partitioning the labels does to memory coalescing.

use std::sync::Arc;

use leptos::prelude::*;

use super::export::SvgExportButton;
use super::field::{edit, Field, WidthSelect};
use super::figure::Figure;
use super::link_sync::sync_link;
use super::notices::Notices;
use super::readout::Readout;
use super::{browser, shared};
use crate::geometry::export::framed;
use crate::geometry::layouts::{
    coalescing_table, compare, describe, histogram_svg, histogram_table, layout_about, strip_svg,
    Overlay, Table,
};
use crate::geometry::palette::{palette, Palette};
use crate::model::fields::{group_thousands, percent_or_dash};
use crate::model::glossary as g;
use crate::model::i18n::{fill, Bilingual, Lang};
use crate::model::lanes::WarpWidth;
use crate::model::layouts::{
    binomial_warp_pmf, independent_expected_cost, runs_warp_pmf, Dataset, DatasetSpec, Layout,
    LayoutCost, WarpHistogram,
};
use crate::state::layouts::LayoutsState;
use crate::state::open;
use crate::state::text::lab::{NEW_SEED, P_SLIDER, SEED};
use crate::state::text::layouts as t;
use crate::state::text::timeline::READOUTS;

/// Rows of the lane strip: enough to see the layout's pattern, few enough to read.
const STRIP_ROWS: u32 = 8;

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

#[component]
pub fn LayoutsLab() -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<LayoutsState>(&browser::current_search());
    let notices = RwSignal::new(problems.iter().map(|p| p.text(lang)).collect::<Vec<_>>());
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
    let hist_svg = move || {
        let colours = palette(shared.projector.get());
        figs.with(|f| f.as_ref().map(|f| f.histogram(colours, lang)))
            .unwrap_or_default()
    };
    let strip = move || {
        let colours = palette(shared.projector.get());
        let w = state.with(|s| s.width.lanes());
        figs.with(|f| {
            f.as_ref()
                .map(|f| strip_svg(&f.data, w, STRIP_ROWS, colours, lang))
        })
        .unwrap_or_default()
    };
    // The table is built only while its disclosure is open: a slider drag need not write it each step.
    let table_open = RwSignal::new(false);
    let table = move || {
        if !table_open.get() {
            return None;
        }
        figs.with(|f| {
            f.as_ref()
                .map(|f| table_view(histogram_table(&f.hist, &f.overlays, lang)))
        })
    };
    let export = Callback::new(move |()| {
        let colours = palette(shared.projector.get_untracked());
        let (title, readouts) = state.with_untracked(|s| {
            (
                fill(
                    t::EXPORT_TITLE.get(lang),
                    &[
                        &group_thousands(u64::from(s.n)),
                        t::layout(s.layout).get(lang),
                        &s.p_text(),
                    ],
                ),
                figs.with_untracked(|f| {
                    f.as_ref()
                        .map(|f| summary(s, &f.hist, lang))
                        .unwrap_or_default()
                }),
            )
        });
        let figure = figs
            .with_untracked(|f| f.as_ref().map(|f| f.histogram(colours, lang)))
            .unwrap_or_default();
        framed(&title, &readouts, &figure, colours)
    });
    let lab_href = move || state.with(|s| s.lab_href(&shared.shell()));

    view! {
        <section class="layouts" aria-labelledby="layouts-title">
            <div class="view__head">
                <h1 id="layouts-title">{t::TITLE.get(lang)}</h1>
            </div>
            <p class="layouts__intro">{t::INTRO.get(lang)}</p>
            <Notices items=Signal::derive(move || notices.get()) />
            <LayoutControls state=state />
            <Readouts state=state figs=figs />
            <figure class="layouts__figure">
                <Figure
                    svg=hist_svg
                    class="figure-scroll"
                    label=t::HISTOGRAM.get(lang).to_string()
                />
                <figcaption>
                    {t::CAPTION.get(lang)}
                    {move || {
                        figs.with(|f| f.as_ref().map(|f| describe(&f.hist, lang)).unwrap_or_default())
                    }}
                </figcaption>
            </figure>
            <SvgExportButton name="warpwise-layouts" markup=export />
            <details
                class="layouts__details"
                on:toggle=move |_| table_open.update(|open| *open = !*open)
            >
                <summary>{t::AS_TABLE.get(lang)}</summary>
                <div tabindex="0" role="region" aria-label=t::TABLE.get(lang)>
                    {table}
                </div>
            </details>
            <h2>{t::FIRST_WARPS.get(lang)}</h2>
            <Figure svg=strip class="figure-scroll" label=t::STRIP.get(lang).to_string() />
            <CoalescingPanel state=state figs=figs />
            <p>{t::LAB_LEAD.get(lang)} <a href=lab_href>{t::LAB_LINK.get(lang)}</a> "."</p>
        </section>
    }
}

/// The readouts' values as the export frame lists them.
fn summary(s: &LayoutsState, hist: &WarpHistogram, lang: Lang) -> Vec<String> {
    let cost = hist.price(s.a, s.b);
    vec![
        fill(
            t::SUMMARY_WARPS.get(lang),
            &[
                &group_thousands(hist.warps()),
                &group_thousands(hist.divergent_warps()),
            ],
        ),
        fill(
            t::SUMMARY_CYCLES.get(lang),
            &[
                &group_thousands(cost.total_issued),
                &s.a.to_string(),
                &s.b.to_string(),
            ],
        ),
        fill(
            t::SUMMARY_EFFICIENCY.get(lang),
            &[&percent_or_dash(cost.block_efficiency())],
        ),
    ]
}

#[component]
fn Readouts(state: RwSignal<LayoutsState>, figs: Memo<Option<Figures>>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    // Priced once per change of the dataset, the width or a path length; three readouts read it.
    let cost = Memo::new(move |_| {
        let (a, b) = state.with(|s| (s.a, s.b));
        figs.with(|f| f.as_ref().map(|f| f.hist.price(a, b)))
    });
    let with_cost = move |f: fn(&LayoutsState, &LayoutCost, Lang) -> String| {
        move || {
            cost.with(|c| {
                c.as_ref()
                    .map(|c| state.with(|s| f(s, c, lang)))
                    .unwrap_or_else(|| "—".into())
            })
        }
    };
    let with_hist = move |f: fn(&LayoutsState, &WarpHistogram, Lang) -> String| {
        move || {
            state.with(|s| {
                figs.with(|x| {
                    x.as_ref()
                        .map(|x| f(s, &x.hist, lang))
                        .unwrap_or_else(|| "—".into())
                })
            })
        }
    };
    view! {
        <div class="readouts" role="group" aria-label=READOUTS.get(lang)>
            <Readout
                term=g::WARPS
                value=Signal::derive(with_hist(|_, h, lang| warps_text(h, lang)))
            />
            <Readout
                term=g::DIVERGENT_WARPS
                value=Signal::derive(
                    with_hist(|_, h, _| {
                        let share = percent_or_dash(
                            crate::model::pricing::ratio(h.divergent_warps(), h.warps()),
                        );
                        format!("{} ({share})", group_thousands(h.divergent_warps()))
                    }),
                )
            />
            <Readout
                term=g::LAYOUT_CYCLES
                value=Signal::derive(with_cost(|_, c, _| group_thousands(c.total_issued)))
            />
            <Readout
                term=g::BLOCK_EFFICIENCY
                value=Signal::derive(with_cost(|_, c, _| percent_or_dash(c.block_efficiency())))
            />
            <Readout
                term=g::VS_INDEPENDENT
                value=Signal::derive(
                    with_cost(|s, c, lang| {
                        let expected = independent_expected_cost(s.n, s.p(), s.width, s.a, s.b);
                        gain_text(c.total_issued as f64, expected, lang)
                    }),
                )
            />
        </div>
    }
}

fn warps_text(h: &WarpHistogram, lang: Lang) -> String {
    match h.partial {
        Some((active, _)) => fill(
            t::LAST_WARP.get(lang),
            &[
                &group_thousands(h.warps()),
                &active.to_string(),
                &h.width.to_string(),
            ],
        ),
        None => group_thousands(h.warps()),
    }
}

/// "1,234 cycles fewer (12.5% less)" against the independent expectation: one word says which way.
fn gain_text(actual: f64, expected: f64, lang: Lang) -> String {
    let diff = actual - expected;
    let rounded = diff.abs().round() as u64;
    if rounded == 0 {
        return t::SAME.get(lang).into();
    }
    let share = if expected > 0.0 {
        crate::model::fields::percent(diff.abs() / expected)
    } else {
        "—".into()
    };
    let sign = if diff < 0.0 { t::FEWER } else { t::MORE };
    fill(sign.get(lang), &[&group_thousands(rounded), &share])
}

#[component]
fn LayoutControls(state: RwSignal<LayoutsState>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let layout = Memo::new(move |_| state.with(|s| s.layout));
    let p_error = RwSignal::new(None::<String>);
    view! {
        <div class="layouts__controls">
            <div class="field">
                <label class="field__label" for="layouts-layout">
                    {t::LAYOUT.get(lang)}
                </label>
                <select
                    id="layouts-layout"
                    class="field__input"
                    prop:value=move || layout.get().key()
                    on:change=move |ev| {
                        if let Some(l) = Layout::from_key(&event_target_value(&ev)) {
                            state.update(|s| s.set_layout(l))
                        }
                    }
                >
                    {Layout::ALL
                        .iter()
                        .map(|l| view! { <option value=l.key()>{t::layout(*l).get(lang)}</option> })
                        .collect_view()}
                </select>
                <span class="field__hint">{move || layout_about(layout.get()).get(lang)}</span>
            </div>
            <Field
                id="layouts-n"
                label=t::N_FIELD.get(lang)
                value=Signal::derive(move || state.with(|s| s.n.to_string()))
                on_input=move |t: String| edit(state, |s| s.edit_n(&t))
            />
            <div class="field">
                <label class="field__label" for="layouts-p-slider">
                    {P_SLIDER.get(lang)}
                </label>
                <input
                    id="layouts-p-slider"
                    type="range"
                    min="0"
                    max="100"
                    step="1"
                    aria-describedby="layouts-p-slider-error"
                    prop:value=move || state.with(|s| (s.p_ppm / 10_000).to_string())
                    on:input=move |ev| {
                        if let Ok(v) = event_target_value(&ev).parse::<u32>() {
                            p_error.set(edit(state, |s| s.set_p_slider(v)).err().map(|e| e.get(lang).to_string()));
                        }
                    }
                />
                <span id="layouts-p-slider-error" class="field__error" aria-live="polite">
                    {move || p_error.get()}
                </span>
            </div>
            <Field
                id="layouts-p"
                label=t::P_FIELD.get(lang)
                input_mode="decimal"
                value=Signal::derive(move || state.with(LayoutsState::p_text))
                on_input=move |t: String| {
                    p_error.set(None);
                    edit(state, |s| s.edit_p(&t))
                }
            />
            // Rebuilt when the layout changes, so its label names what the number means for this layout.
            {move || {
                let l = layout.get();
                let run = t::run_label(l).map_or("", |r| r.get(lang));
                let label = fill(t::RUN_RANGE.get(lang), &[run]);
                let hint = if l.uses_run() { "" } else { t::NOT_USED.get(lang) };
                view! {
                    <Field
                        id="layouts-run"
                        label=label
                        hint=hint
                        value=Signal::derive(move || state.with(|s| s.run.to_string()))
                        on_input=move |t: String| edit(state, |s| s.edit_run(&t))
                    />
                }
            }}
            <Field
                id="layouts-seed"
                label=SEED.get(lang)
                value=Signal::derive(move || state.with(|s| s.seed.to_string()))
                on_input=move |t: String| edit(state, |s| s.edit_seed(&t))
            />
            <button
                type="button"
                class="button"
                disabled=move || !layout.get().uses_seed()
                on:click=move |_| {
                    let seed = browser::fresh_seed();
                    state.update(|s| s.new_seed(seed))
                }
            >
                {NEW_SEED.get(lang)}
            </button>
            <WidthSelect
                id="layouts-warp"
                value=Signal::derive(move || state.with(|s| s.width))
                on_change=Callback::new(move |w| state.update(|s| s.set_width(w)))
            />
            <Field
                id="layouts-a"
                label=t::PATH_A.get(lang)
                value=Signal::derive(move || state.with(|s| s.a.to_string()))
                on_input=move |t: String| edit(state, |s| s.edit_a(&t))
            />
            <Field
                id="layouts-b"
                label=t::PATH_B.get(lang)
                value=Signal::derive(move || state.with(|s| s.b.to_string()))
                on_input=move |t: String| edit(state, |s| s.edit_b(&t))
            />
        </div>
    }
}

#[component]
fn CoalescingPanel(state: RwSignal<LayoutsState>, figs: Memo<Option<Figures>>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let comparison = move || {
        state.with(|s| {
            figs.with(|f| {
                f.as_ref().map(|f| {
                    let (before, after, c) = compare(&f.data, &f.hist, s.width, s.a, s.b, s.sector);
                    let (table, verdict) = coalescing_table(&before, &after, &c, s.sector, lang);
                    view! {
                        {table_view(table)}
                        <p class="layouts__verdict" data-testid="reorder-verdict">
                            {verdict}
                        </p>
                    }
                })
            })
        })
    };
    view! {
        <section class="layouts__coalescing" aria-labelledby="coalescing-title">
            <h2 id="coalescing-title">{t::COALESCING.get(lang)}</h2>
            <p>{t::COALESCING_LEAD.get(lang)} <code>"idx"</code> {t::COALESCING_REST.get(lang)}</p>
            <Field
                id="layouts-sector"
                label=t::SECTOR.get(lang)
                value=Signal::derive(move || state.with(|s| s.sector.to_string()))
                on_input=move |t: String| edit(state, |s| s.edit_sector(&t))
            />
            <div tabindex="0" role="region" aria-label=t::COALESCING_TABLE.get(lang)>
                {comparison}
            </div>
            <p class="layouts__model-note" role="note">
                <strong>{t::A_MODEL.get(lang)}</strong>
                {t::MODEL_NOTE.get(lang)}
            </p>
        </section>
    }
}

/// One of the lab's tables: its caption, a header per column, and each row led by its header cell.
fn table_view(table: Table) -> impl IntoView {
    let Table {
        caption,
        headers,
        rows,
    } = table;
    view! {
        <table class="layouts__table">
            <caption>{caption}</caption>
            <thead>
                <tr>
                    {headers.into_iter().map(|h| view! { <th scope="col">{h}</th> }).collect_view()}
                </tr>
            </thead>
            <tbody>
                {rows
                    .into_iter()
                    .map(|(head, cells)| {
                        view! {
                            <tr>
                                <th scope="row">{head}</th>
                                {cells.into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}
                            </tr>
                        }
                    })
                    .collect_view()}
            </tbody>
        </table>
    }
}
