//! The timeline's editors: preset, warp width and uniform code; the paths with their lanes; add, block, reset.

use leptos::prelude::*;

use super::field::{edit, Field, WidthSelect};
use super::{browser, shared};
use crate::geometry::timeline::path_name;
use crate::model::i18n::{fill, Bilingual};
use crate::model::pricing::Region;
use crate::state::text::timeline as t;
use crate::state::timeline::{preset_count, preset_title, TimelineState};

/// Preset box, warp width, prologue and tail.
#[component]
pub fn SettingsEditor(state: RwSignal<TimelineState>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    view! {
        <div class="timeline__controls">
            <div class="field">
                <label class="field__label" for="timeline-preset">
                    {t::PRESET.get(lang)}
                </label>
                <select
                    id="timeline-preset"
                    class="field__input"
                    on:change=move |ev| {
                        if let Ok(i) = event_target_value(&ev).parse::<usize>() {
                            state.update(|s| s.choose_preset(i))
                        }
                    }
                    prop:value=move || {
                        state.with(|s| s.preset_index().map(|i| i.to_string()).unwrap_or_default())
                    }
                >
                    <option value="">{t::CUSTOM.get(lang)}</option>
                    {(0..preset_count())
                        .map(|i| view! { <option value=i.to_string()>{preset_title(i, lang)}</option> })
                        .collect_view()}
                </select>
            </div>
            <WidthSelect
                id="timeline-warp"
                value=Signal::derive(move || state.with(|s| s.width))
                on_change=Callback::new(move |w| state.update(|s| s.set_width(w)))
            />
            <Field
                id="timeline-prologue"
                label=t::PROLOGUE.get(lang)
                value=Signal::derive(move || state.with(|s| s.prologue.to_string()))
                on_input=move |t: String| edit(state, |s| s.edit_prologue(&t))
            />
            <Field
                id="timeline-tail"
                label=t::TAIL.get(lang)
                value=Signal::derive(move || state.with(|s| s.tail.to_string()))
                on_input=move |t: String| edit(state, |s| s.edit_tail(&t))
            />
        </div>
    }
}

/// The path rows, the lane strips, and the buttons under them.
#[component]
pub fn PathsEditor(
    state: RwSignal<TimelineState>,
    last_valid: RwSignal<Option<Region>>,
    on_reset: Callback<()>,
) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let open_strip = RwSignal::new(None::<usize>);
    let region_error = move || {
        state.with(|s| {
            s.region()
                .err()
                .map(|e| fill(t::LAST_VALID.get(lang), &[&e.text(lang)]))
        })
    };
    let block = move || state.with(|s| s.warps.is_some());
    view! {
        <fieldset class="paths">
            <legend>{t::PATHS.get(lang)}</legend>
            <p class="paths__error" role="alert">
                {region_error}
            </p>
            <For
                each=move || 0..state.with(|s| s.paths.len())
                key=|i| *i
                children=move |i| {
                    view! {
                        <PathRow i=i state=state last_valid=last_valid open_strip=open_strip />
                    }
                }
            />
            <div class="paths__actions">
                <button
                    type="button"
                    class="button"
                    aria-keyshortcuts="A"
                    on:click=move |_| state.update(TimelineState::add_path)
                    disabled=move || !state.with(TimelineState::can_add_path)
                >
                    {t::ADD_PATH.get(lang)}
                </button>
                <button
                    type="button"
                    class="button"
                    on:click=move |_| {
                        let shown = last_valid.get_untracked();
                        state.update(|s| s.toggle_block(shown.as_ref()))
                    }
                >
                    {move || {
                        if block() { t::BACK_TO_ONE_WARP } else { t::BLOCK_OF_WARPS }.get(lang)
                    }}
                </button>
                <button
                    type="button"
                    class="button"
                    on:click=move |_| {
                        state.update(TimelineState::reset);
                        open_strip.set(None);
                        on_reset.run(());
                    }
                >
                    {t::RESET.get(lang)}
                </button>
            </div>
        </fieldset>
    }
}

#[component]
fn PathRow(
    i: usize,
    state: RwSignal<TimelineState>,
    last_valid: RwSignal<Option<Region>>,
    open_strip: RwSignal<Option<usize>>,
) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let name = path_name(i);
    let takers_label = fill(t::TAKERS.get(lang), &[&name]);
    let strip_label = fill(t::LANES_OF.get(lang), &[&name]);
    let length = Signal::derive(move || {
        state.with(|s| {
            s.paths
                .get(i)
                .map(|p| p.length().to_string())
                .unwrap_or_default()
        })
    });
    let takers = Signal::derive(move || {
        state.with(|s| {
            s.paths
                .get(i)
                .map(|p| p.takers().to_string())
                .unwrap_or_default()
        })
    });
    let single = move || state.with(|s| s.warps.is_none());
    view! {
        <div class="paths__row">
            <span class="paths__swatch" data-path=i.to_string() aria-hidden="true">
                {name.clone()}
            </span>
            <Field
                id=format!("path-{i}-length")
                label=fill(t::LENGTH.get(lang), &[&name])
                value=length
                on_input=move |t: String| edit(state, |s| s.edit_length(i, &t))
            />
            <Show when=single>
                <Field
                    id=format!("path-{i}-takers")
                    label=takers_label.clone()
                    value=takers
                    on_input=move |t: String| edit(state, |s| s.edit_takers(i, &t))
                />
                <button
                    type="button"
                    class="button button--small"
                    aria-expanded=move || (open_strip.get() == Some(i)).to_string()
                    on:click=move |_| {
                        open_strip.update(|o| *o = if *o == Some(i) { None } else { Some(i) })
                    }
                >
                    {strip_label.clone()}
                </button>
            </Show>
            <button
                type="button"
                class="button button--small"
                disabled=move || !state.with(TimelineState::can_remove_path)
                on:click=move |_| state.update(|s| s.remove_path(i))
            >
                {fill(t::REMOVE_PATH.get(lang), &[&name])}
            </button>
        </div>
        <Show when=move || open_strip.get() == Some(i) && single()>
            <LaneStrip path=i state=state last_valid=last_valid />
        </Show>
    }
}

/// One path's lanes as toggle buttons; moving a lane here takes it away from any other path.
#[component]
fn LaneStrip(
    path: usize,
    state: RwSignal<TimelineState>,
    last_valid: RwSignal<Option<Region>>,
) -> impl IntoView {
    let focus = RwSignal::new(0u32);
    let lanes = move || state.with(|s| s.width.lanes());
    let mask = move || {
        last_valid.with(|r| {
            r.as_ref()
                .and_then(|r| r.paths().get(path).map(|p| p.takers))
                .unwrap_or_default()
        })
    };
    let toggle = move |lane: u32| {
        if let Some(region) = last_valid.get_untracked() {
            state.update(|s| s.toggle_lane(path, lane, &region));
        }
    };
    let focus_lane = move |lane: u32| {
        focus.set(lane);
        browser::focus_by_id(&format!("strip-{path}-lane-{lane}"));
    };
    let lang = shared().lang.get_untracked();
    let name = path_name(path);
    view! {
        <div class="lane-strip" role="group" aria-label=fill(t::STRIP.get(lang), &[&name])>
            <p class="lane-strip__help">{t::STRIP_HELP.get(lang)}</p>
            {move || {
                (0..lanes())
                    .map(|lane| {
                        view! {
                            <button
                                type="button"
                                class="lane-strip__lane"
                                id=format!("strip-{path}-lane-{lane}")
                                tabindex=move || if focus.get() == lane { "0" } else { "-1" }
                                aria-pressed=move || mask().contains(lane).to_string()
                                aria-label=format!("Lane {lane}")
                                on:click=move |_| {
                                    focus.set(lane);
                                    toggle(lane)
                                }
                                on:keydown=move |ev| {
                                    let last = lanes() - 1;
                                    let next = match ev.key().as_str() {
                                        "ArrowRight" => Some((lane + 1).min(last)),
                                        "ArrowLeft" => Some(lane.saturating_sub(1)),
                                        "Home" => Some(0),
                                        "End" => Some(last),
                                        _ => None,
                                    };
                                    if let Some(n) = next {
                                        ev.prevent_default();
                                        focus_lane(n)
                                    }
                                }
                            >
                                <span aria-hidden="true">
                                    {move || if mask().contains(lane) { "■" } else { "·" }}
                                </span>
                            </button>
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}
