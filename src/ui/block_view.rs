//! Block mode of the timeline: several warps as stacked bar pairs, block totals, and regrouping into uniform warps.

use leptos::prelude::*;

use super::figure::Figure;

use super::readout::Readout;
use super::shared;
use crate::geometry::bars::{block_summary, block_svg};
use crate::geometry::palette::palette;
use crate::model::fields::{fixed, percent};
use crate::model::glossary as g;
use crate::model::i18n::{count, fill, Bilingual};
use crate::state::text::timeline as t;
use crate::state::timeline::{parse_warps, warps_text, TimelineState};

#[component]
pub fn BlockView(state: RwSignal<TimelineState>) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let block = Memo::new(move |_| state.with(|s| s.block()));
    let current_text =
        move || state.with(|s| s.warps.as_deref().map(warps_text).unwrap_or_default());
    let text = RwSignal::new(current_text());
    let error = RwSignal::new(None::<String>);
    let before = RwSignal::new(None::<u64>);
    // A change from elsewhere (regroup, a new path) rewrites the box; the learner's own typing stays.
    Effect::new(move |_| {
        let current = current_text();
        let typed = state
            .with_untracked(|s| parse_warps(&text.get_untracked(), s.paths.len()).ok() == s.warps);
        if !typed {
            text.set(current);
        }
    });
    let cost = move || block.with(|b| b.as_ref().and_then(|r| r.as_ref().ok()).map(|b| b.price()));
    let block_error = move || {
        block.with(|b| {
            b.as_ref()
                .and_then(|r| r.as_ref().err())
                .map(|e| e.text(lang))
        })
    };
    let regroup = move |_| {
        before.set(cost().map(|c| c.total_issued));
        state.update(TimelineState::regroup);
    };
    view! {
        <div class="block">
            <div class="field">
                <label class="field__label" for="block-warps">
                    {t::WARPS_FIELD.get(lang)}
                </label>
                <textarea
                    id="block-warps"
                    class="field__input block__warps"
                    rows=move || text.with(|t| t.lines().count() + 1).clamp(3, 8).to_string()
                    aria-describedby="block-warps-error"
                    prop:value=move || text.get()
                    on:input=move |ev| {
                        let typed = event_target_value(&ev);
                        text.set(typed.clone());
                        let mut next = state.get_untracked();
                        match next.edit_warps(&typed) {
                            Ok(()) => {
                                error.set(None);
                                before.set(None);
                                state.set(next);
                            }
                            Err(e) => error.set(Some(e.get(lang).to_string())),
                        }
                    }
                ></textarea>
                <span id="block-warps-error" class="field__error" aria-live="polite">
                    {move || error.get().or_else(block_error)}
                </span>
            </div>
            {move || {
                block
                    .with(|b| {
                        b.as_ref().and_then(|r| r.as_ref().ok()).map(|b| (b.price(), b.clone()))
                    })
                    .map(|(c, b)| {
                        let colours = palette(shared.projector.get());
                        let summary = block_summary(&c, lang);
                        let figure = block_svg(&b, colours, &summary);
                        view! {
                            <Figure class="block__figure-host figure-scroll" label=t::BLOCK_FIGURE.get(lang) svg=figure />
                            <p class="block__summary">{summary}</p>
                            <div
                                class="readouts"
                                role="group"
                                aria-label=t::BLOCK_READOUTS.get(lang)
                            >
                                <Readout
                                    term=g::BLOCK_ISSUED
                                    value=Signal::derive(move || {
                                        count(c.total_issued, "cycle")
                                    })
                                />
                                <Readout
                                    term=g::BLOCK_IDEAL
                                    value=Signal::derive(move || {
                                        count(c.total_ideal, "cycle")
                                    })
                                />
                                <Readout
                                    term=g::BLOCK_EFFICIENCY
                                    value=Signal::derive(move || {
                                        c.efficiency().map(percent).unwrap_or_else(|| "—".into())
                                    })
                                />
                            </div>
                        }
                    })
            }}
            <button type="button" class="button" on:click=regroup>
                {t::REGROUP.get(lang)}
            </button>
            <p class="block__speedup" role="status" data-testid="regroup-speedup">
                {move || {
                    before
                        .get()
                        .zip(cost())
                        .map(|(old, c)| {
                            let speedup = if c.total_issued > 0 {
                                old as f64 / c.total_issued as f64
                            } else {
                                1.0
                            };
                            let verdict = if speedup >= 1.0 { t::FASTER } else { t::SLOWER };
                            // "1.67× slower", never "0.60× slower": the ratio always reads above 1.
                            let speedup = if speedup >= 1.0 || speedup <= 0.0 {
                                speedup
                            } else {
                                1.0 / speedup
                            };
                            fill(
                                t::REGROUPED.get(lang),
                                &[
                                    &old.to_string(),
                                    &c.total_issued.to_string(),
                                    &fixed(speedup, 2),
                                    verdict.get(lang),
                                    &(c.per_warp.len() - c.divergent_warps()).to_string(),
                                    &c.per_warp.len().to_string(),
                                ],
                            )
                        })
                }}
            </p>
        </div>
    }
}
