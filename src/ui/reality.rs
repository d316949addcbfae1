//! The reality check view: the source notes' scenarios measured on an H200 beside the toy model, a refinement fitted to every run (in-sample) and its leave-one-out predictions.

use std::sync::OnceLock;

use leptos::prelude::*;

use super::figure::Figure;
use super::shared;
use crate::geometry::maths::maths_parts;
use crate::geometry::palette::palette;
use crate::geometry::reality::{
    chart_caption, chart_svg, errors_text, lessons, method_text, op_note, prereg_summary,
    prereg_tables, reproduce_text, sm_tables, table_caption, table_rows, LeftOutCells,
    PREREG_HEADERS, SM_HEADERS, TABLE_HEADERS,
};
use crate::model::i18n::{fill, Lang, Tr};
use crate::model::prereg::{rounds, sm_rounds};
use crate::model::reality::{scenario_name, Analysis, RealityError, SHIPPED};
use crate::state::reality::row_href;
use crate::state::text::reality as t;
use crate::state::View;

/// The shipped measurements, parsed and fitted once.
pub fn analysis() -> &'static Result<Analysis, RealityError> {
    static ANALYSIS: OnceLock<Result<Analysis, RealityError>> = OnceLock::new();
    ANALYSIS.get_or_init(|| Analysis::from_json(SHIPPED))
}

/// "Measured on H200" badge for a view whose state matches a measured scenario.
#[component]
pub fn MeasuredBadge(#[prop(into)] scenario: Signal<Option<String>>) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    move || {
        scenario.get().map(|id| {
            view! {
                <a
                    class="measured-badge"
                    href=row_href(&id, &shared.shell())
                    data-testid="measured-badge"
                >
                    {fill(
                        t::BADGE.get(lang),
                        &[scenario_name(&id, lang).unwrap_or(t::THIS_SCENARIO.get(lang))],
                    )}
                </a>
            }
        })
    }
}

#[component]
pub fn Reality() -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    match analysis() {
        Err(e) => view! {
            <section class="reality">
                <h1>{View::Reality.name().get(lang)}</h1>
                <p role="alert">{fill(t::NOT_SHOWN.get(lang), &[&e.to_string()])}</p>
            </section>
        }
        .into_any(),
        Ok(a) => {
            let chart = move || chart_svg(a, palette(shared.projector.get()), lang);
            view! {
                <section class="reality" aria-labelledby="reality-title">
                    <div class="reality__intro">
                        <h1 id="reality-title">{t::TITLE.get(lang)}</h1>
                        <p>{method_text(a, lang)}</p>
                        <nav class="reality__jump" aria-label=t::JUMP.get(lang)>
                            <a href="#prereg">{t::PREREG_TITLE.get(lang)}</a>
                            <a href="#sm-rounds">{t::SM_TITLE.get(lang)}</a>
                        </nav>
                    </div>
                    <figure class="reality__figure">
                        <Figure
                            svg=chart
                            class="reality__chart-host figure-scroll"
                            id="reality-chart-host"
                            label=t::CHART.get(lang).to_string()
                        />
                        <figcaption data-testid="reality-chart-caption">
                            {chart_caption(a, lang)}
                        </figcaption>
                    </figure>
                    <div class="reality__body">
                        <h2>{t::LESSONS.get(lang)}</h2>
                        <ul class="reality__lessons">
                            {lessons(a, lang)
                                .into_iter()
                                .map(|l| view! { <li>{maths(&l)}</li> })
                                .collect_view()}
                        </ul>
                        <h2>{t::FITTED.get(lang)}</h2>
                        <p class="reality__errors" data-testid="reality-errors">
                            {errors_text(a, lang)}
                        </p>
                        <TableHost label=t::TABLE.get(lang)>
                            <ComparisonTable analysis=a lang=lang />
                            <p class="reality__note">{op_note(a, lang)}</p>
                        </TableHost>
                        <p class="reality__method">{reproduce_text(a, lang)}</p>
                        <h2 id="prereg">{t::PREREG_TITLE.get(lang)}</h2>
                        <p>{t::PREREG.get(lang)}</p>
                        <TableHost label=t::PREREG_TABLE.get(lang)>
                            <Prereg lang=lang />
                        </TableHost>
                        <h2 id="sm-rounds">{t::SM_TITLE.get(lang)}</h2>
                        <p>{t::SM_INTRO.get(lang)}</p>
                        <TableHost label=t::SM_TABLE.get(lang)>
                            <SmRounds lang=lang />
                        </TableHost>
                    </div>
                </section>
            }
            .into_any()
        }
    }
}

/// The SM model's pre-registered rounds, newest first: a table of ratios per round.
#[component]
fn SmRounds(lang: Lang) -> impl IntoView {
    sm_tables(&sm_rounds(), lang)
        .into_iter()
        .map(|table| {
            let rows = table
                .rows
                .into_iter()
                .map(|r| {
                    view! {
                        <tr>
                            <th scope="row" class="text">
                                {r.kernel}
                                {(!r.code.is_empty())
                                    .then(|| {
                                        view! {
                                            <code class="reality__kernel-code">{r.code}</code>
                                        }
                                    })}
                            </th>
                            <td>{r.warps}</td>
                            <td class="text">{r.cases}</td>
                            <td>{r.predicted}</td>
                            <td>{r.measured}</td>
                            <td>{r.error}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <RoundTable round=table.round caption=table.caption headers=&SM_HEADERS lang=lang>
                    {rows}
                </RoundTable>
            }
        })
        .collect_view()
}

/// A wide table's host: a named, focusable region that scrolls sideways on its own (the page never does).
#[component]
fn TableHost(label: &'static str, children: Children) -> impl IntoView {
    view! {
        <div class="reality__table-host" tabindex="0" role="region" aria-label=label>
            {children()}
        </div>
    }
}

/// A pre-registered round's table (one-warp or SM): its caption, column headers and the rows given. The
/// caption's text stays within the screen while the table scrolls under it.
#[component]
fn RoundTable(
    round: String,
    caption: String,
    headers: &'static [(Tr, bool)],
    lang: Lang,
    children: Children,
) -> impl IntoView {
    view! {
        <table class="data reality__prereg" data-testid=format!("prereg-round-{round}")>
            <caption>
                <span class="reality__caption-text">{caption}</span>
            </caption>
            <thead>{header_row(headers, lang)}</thead>
            <tbody>{children()}</tbody>
        </table>
    }
}

/// Prose with its maths set as maths: "T_div" becomes T<sub>div</sub> (`geometry::maths::maths_parts`).
fn maths(text: &str) -> impl IntoView {
    maths_parts(text)
        .into_iter()
        .map(|(part, sub)| {
            if sub {
                view! { <sub>{part}</sub> }.into_any()
            } else {
                part.into_any()
            }
        })
        .collect_view()
}

/// A row of column headers; a text column's header is aligned to the start, not to the digits.
fn header_row(headers: &[(Tr, bool)], lang: Lang) -> impl IntoView {
    view! {
        <tr>
            {headers
                .iter()
                .map(|(h, text)| {
                    view! { <th scope="col" class=text.then_some("text")>{h.get(lang)}</th> }
                })
                .collect_view()}
        </tr>
    }
}

/// The comparison table, one row per scenario (`geometry::reality::table_rows`).
#[component]
fn ComparisonTable(analysis: &'static Analysis, lang: Lang) -> impl IntoView {
    let rows = table_rows(analysis, lang)
        .into_iter()
        .map(|r| {
            let left_out = match r.left_out {
                LeftOutCells::Predicted { ops, error } => view! {
                    <td data-testid="left-out-ops">{ops}</td>
                    <td data-testid="left-out-error">{error}</td>
                }
                .into_any(),
                LeftOutCells::Unpredictable(why) => view! {
                    <td
                        colspan="2"
                        class="text reality__unpredictable"
                        data-testid="left-out-ops"
                    >
                        {why}
                    </td>
                }
                .into_any(),
            };
            view! {
                <tr id=r.id data-testid="reality-row">
                    <th scope="row" class="text">{r.title}</th>
                    <td>{r.model_ops}</td>
                    <td>{r.cycles}</td>
                    <td>{r.measured_ops}</td>
                    <td>{r.ratio}</td>
                    <td data-testid="fitted-ops">{r.fitted_ops}</td>
                    <td data-testid="fitted-error">{r.fitted_error}</td>
                    {left_out}
                    <td>{r.model_efficiency}</td>
                    <td>{r.measured_efficiency}</td>
                    <td class="text">{r.what}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="data reality__table" data-testid="reality-table">
            <caption>{table_caption(lang)}</caption>
            <thead>{header_row(&TABLE_HEADERS, lang)}</thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// The pre-registered rounds, newest first: the summary, then a table per round with its lesson.
#[component]
fn Prereg(lang: Lang) -> impl IntoView {
    let rounds = rounds();
    let summary = prereg_summary(&rounds, lang).map(|s| {
        view! {
            <p class="reality__prereg-summary" data-testid="prereg-summary">
                {s}
            </p>
        }
    });
    // The newest round stands open; the older ones fold to their caption line, so the page stays a page
    // (twelve rounds in full ran to some 24,000 pixels) and each round is one click away.
    let tables = prereg_tables(&rounds, lang)
        .into_iter()
        .enumerate()
        .map(|(i, table)| {
            let summary = table.caption.clone();
            let rows = table
                .rows
                .into_iter()
                .map(|r| {
                    view! {
                        <tr>
                            <th scope="row" class="text">{r.kernel}</th>
                            <td class="text">{r.input}</td>
                            <td>{r.predicted}</td>
                            <td>{r.measured}</td>
                            <td>{r.error}</td>
                        </tr>
                    }
                })
                .collect_view();
            let lesson = table.lesson.map(|(lead, lesson)| {
                view! {
                    <p class="reality__lesson">
                        <strong>{lead}</strong>
                        " "
                        {lesson}
                    </p>
                }
            });
            let round = view! {
                <RoundTable
                    round=table.round.to_string()
                    caption=table.caption
                    headers=&PREREG_HEADERS
                    lang=lang
                >
                    {rows}
                </RoundTable>
                {lesson}
            };
            if i == 0 {
                round.into_any()
            } else {
                view! {
                    <details class="reality__round">
                        <summary>{summary}</summary>
                        {round}
                    </details>
                }
                .into_any()
            }
        })
        .collect_view();
    view! {
        {summary}
        {tables}
    }
}
