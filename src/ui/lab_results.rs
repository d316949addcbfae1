//! The sampling lab's results: running readouts, the prediction's comparison, the exact chart and table, the
//! last step's labels, and the step from labels to warps. Nothing exact appears before the prediction.

use leptos::prelude::*;

use super::export::ExportButtons;
use super::figure::Figure;
use super::readout::Readout;
use super::shared;
use crate::geometry::bars::{pmf_svg, YAxis};
use crate::geometry::export::framed;
use crate::geometry::lab::{
    chart_description, comparison, export_description, export_words, pmf_table, view_note, PmfTable,
};
use crate::geometry::palette::palette;
use crate::model::binomial::describe_outcome;
use crate::model::fields::group_thousands;
use crate::model::fields::short;
use crate::model::glossary as g;
use crate::model::i18n::fill;
use crate::state::lab::LabState;
use crate::state::text::lab as t;

/// The chart's markup, read without tracking (for an export at the moment of the click).
fn chart_markup_untracked(
    state: RwSignal<LabState>,
    pmf: Memo<crate::model::binomial::ExactPmf>,
    axis: RwSignal<YAxis>,
    colours: &crate::geometry::palette::Palette,
) -> String {
    state.with_untracked(|s| {
        pmf.with_untracked(|m| {
            pmf_svg(
                m,
                &s.stats,
                axis.get_untracked(),
                s.last.as_ref().map(|d| d.k),
                colours,
                &export_description(s),
            )
        })
    })
}

#[component]
pub fn LabResults(state: RwSignal<LabState>, axis: RwSignal<YAxis>) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let settings = Memo::new(move |_| state.with(LabState::settings));
    let revealed = Memo::new(move |_| state.with(LabState::reveals_exact));
    let pmf = Memo::new(move |_| {
        let s = settings.get();
        super::browser::mark("warpwise:pmf:start");
        let pmf = s.pmf();
        super::browser::mark("warpwise:pmf:end");
        pmf
    });
    let exact = move |f: fn(&crate::model::binomial::LabSettings) -> f64| {
        if revealed.get() {
            short(f(&settings.get()))
        } else {
            t::HIDDEN.get(lang).to_string()
        }
    };
    let chart = move || {
        if !revealed.get() {
            return String::new();
        }
        let colours = palette(shared.projector.get());
        state.with(|s| {
            pmf.with(|m| {
                let desc = chart_description(s, m);
                pmf_svg(
                    m,
                    &s.stats,
                    axis.get(),
                    s.last.as_ref().map(|d| d.k),
                    colours,
                    &desc,
                )
            })
        })
    };
    let note = move || {
        if revealed.get() {
            pmf.with(|m| view_note(Some(m), lang))
        } else {
            view_note(None, lang)
        }
    };
    let labels = move || {
        state.with(|s| {
            let labels = s.last.as_ref()?.labels.clone()?;
            let trues = labels.iter().filter(|&&l| l).count();
            let falses = (labels.len() - trues).to_string();
            let head = fill(t::LAST_LABELS.get(lang), &[&trues.to_string(), &falses]);
            let items = labels
                .into_iter()
                .map(|l| {
                    let (class, mark, word) = if l {
                        ("lab__label lab__label--true", "●", "true")
                    } else {
                        ("lab__label lab__label--false", "○", "false")
                    };
                    view! {
                        <li class=class>{mark}<span class="visually-hidden">{word}</span></li>
                    }
                })
                .collect_view();
            Some(view! {
                <p>{head}</p>
                <ol class="lab__labels" aria-label=t::LABELS_OF_LAST.get(lang)>{items}</ol>
            })
        })
    };
    let table = move || {
        revealed.get().then(|| {
            let PmfTable { caption, rows } = pmf.with(pmf_table);
            view! {
                <table class="data" data-testid="pmf-table">
                    <caption>{caption}</caption>
                    <thead>
                        <tr>
                            <th scope="col">"k"</th>
                            <th scope="col">"P(K = k)"</th>
                        </tr>
                    </thead>
                    <tbody>
                        {rows
                            .into_iter()
                            .map(|(k, p)| view! {
                                <tr>
                                    <th scope="row">{k}</th>
                                    <td>{p}</td>
                                </tr>
                            })
                            .collect_view()}
                    </tbody>
                </table>
            }
        })
    };
    // The export frames the chart with the distribution's name and the running moments (after the reveal).
    let export = Callback::new(move |()| {
        let colours = palette(shared.projector.get_untracked());
        let figure = chart_markup_untracked(state, pmf, axis, colours);
        let (title, readouts) = state.with_untracked(|s| export_words(s, lang));
        framed(&title, &readouts, &figure, colours)
    });
    view! {
        <div class="lab__readouts readouts" role="group" aria-label=t::RUNNING.get(lang)>
            <Readout
                term=g::LAB_STEPS
                value=Signal::derive(move || group_thousands(state.with(|s| s.stats.steps)))
            />
            <Readout
                term=g::LAB_MEAN
                value=Signal::derive(move || {
                    state.with(|s| s.stats.mean().map(short).unwrap_or_else(|| "—".into()))
                })
                note=Signal::derive(move || {
                    fill(t::EXACT_NOTE.get(lang), &[&exact(|s| s.mean_fraction())])
                })
            />
            <Readout
                term=g::LAB_VARIANCE
                value=Signal::derive(move || {
                    state.with(|s| s.stats.variance().map(short).unwrap_or_else(|| "—".into()))
                })
                note=Signal::derive(move || {
                    fill(t::EXACT_NOTE.get(lang), &[&exact(|s| s.variance_fraction())])
                })
            />
            <Readout
                term=g::LAB_LAST
                value=Signal::derive(move || {
                    state
                        .with(|s| {
                            s.last
                                .as_ref()
                                .map(|d| describe_outcome(d.k, s.n))
                                .unwrap_or_else(|| "—".into())
                        })
                })
            />
        </div>
        <ul class="lab__comparison" aria-live="polite">
            {move || {
                state
                    .with(|s| comparison(s, lang))
                    .into_iter()
                    .map(|l| view! { <li>{l}</li> })
                    .collect_view()
            }}
        </ul>
        <figure class="lab__figure">
            <Figure
                svg=chart
                class="lab__chart-host figure-scroll"
                label=t::CHART.get(lang).to_string()
            />
            <figcaption>
                <span class="lab__legend">
                    <span class="lab__key lab__key--exact" aria-hidden="true"></span>
                    {t::LEGEND_EXACT.get(lang)}
                </span>
                <span class="lab__legend">
                    <span class="lab__key lab__key--observed" aria-hidden="true"></span>
                    {t::LEGEND_OBSERVED.get(lang)}
                </span>
                <span class="lab__legend">
                    <span class="lab__key lab__key--hit" aria-hidden="true"></span>
                    {t::LEGEND_LAST.get(lang)}
                </span>
                <p data-testid="lab-view-note">{note}</p>
            </figcaption>
        </figure>
        <Show when=move || revealed.get()>
            <ExportButtons name="warpwise-lab" markup=export />
        </Show>
        <div class="lab__labels-host">{labels}</div>
        <WarpOdds settings=settings revealed=revealed />
        <div class="lab__table-host">{table}</div>
    }
}

/// From labels to warps: how often a whole warp agrees when its lanes are independent (after the reveal).
#[component]
fn WarpOdds(
    settings: Memo<crate::model::binomial::LabSettings>,
    revealed: Memo<bool>,
) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    view! {
        <section class="lab__warp" aria-labelledby="warp-title">
            <h2 id="warp-title">{t::WARPS_TITLE.get(lang)}</h2>
            {move || {
                if !revealed.get() {
                    return view! { <p>{t::ODDS_HIDDEN.get(lang)}</p> }.into_any();
                }
                let s = settings.get();
                [32u32, 64]
                    .into_iter()
                    .map(|w| {
                        let uniform = s.uniform_warp_probability(w);
                        let diverge = crate::model::fields::group_thousands(
                            ((1.0 - uniform) * 1000.0).round() as u64,
                        );
                        view! {
                            <p data-testid=format!(
                                "uniform-{w}",
                            )>
                                {fill(t::UNIFORM_HEAD.get(lang), &[&short(s.p()), &w.to_string()])}
                                <sup>{w}</sup> " + (1 − p)"<sup>{w}</sup>
                                {fill(t::UNIFORM_TAIL.get(lang), &[&short(uniform), &diverge])}
                            </p>
                        }
                    })
                    .collect_view()
                    .into_any()
            }}
            <p>{t::INDEPENDENCE.get(lang)}</p>
        </section>
    }
}
