//! The stepper's set-up: the examples menu, the kernel's source, its per-lane inputs, the warp and its
//! launched lanes, the mode — and the language's help.

use leptos::prelude::*;

use super::field::{edit, Field, WidthSelect};
use super::shared;
use crate::geometry::stepper::cost_rows;
use crate::model::i18n::{fill, Tr};
use crate::model::stepper::examples::{Layout, EXAMPLES};
use crate::model::stepper::{compile, Mode};
use crate::state::stepper::{values_text, Source, StepperState};
use crate::state::text::stepper::{self as t, HELP_CODE};

/// Layouts an input can be filled from, as the tree view names them.
const LAYOUTS: [(&str, Tr); 5] = [
    ("sorted", t::SORTED),
    ("alternating", t::ALTERNATING),
    ("blocks", t::BLOCKS),
    ("cyclic", t::CYCLIC),
    ("random", t::RANDOM),
];

fn layout(key: &str) -> Option<Layout> {
    Some(match key {
        "sorted" => Layout::Sorted,
        "alternating" => Layout::Alternating,
        "blocks" => Layout::Blocks,
        "cyclic" => Layout::Cyclic,
        "random" => Layout::Random(7),
        _ => return None,
    })
}

#[component]
pub fn SetupPanel(state: RwSignal<StepperState>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let source_error = RwSignal::new(None::<String>);
    // Compiled only when the source or the options change, not on every step.
    let source = Memo::new(move |_| state.with(|s| (s.text().to_string(), s.options())));
    let arrays = Memo::new(move |_| {
        source.with(|(text, options)| {
            compile(text, options)
                .map(|p| {
                    p.arrays()
                        .iter()
                        .map(|a| a.name.clone())
                        .chain(p.scalar_inputs().iter().map(|a| a.name.clone()))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_else(|_| {
                    state.with_untracked(|s| s.inputs.iter().map(|(n, _)| n.clone()).collect())
                })
        })
    });
    view! {
        <div class="stepper__setup">
            <div class="stepper__row">
                <div class="field">
                    <label class="field__label" for="stepper-example">
                        {t::EXAMPLE.get(lang)}
                    </label>
                    <select
                        id="stepper-example"
                        class="field__input"
                        prop:value=move || {
                            state
                                .with(|s| match s.source {
                                    Source::Example(k) => k.to_string(),
                                    Source::Custom(_) => String::new(),
                                })
                        }
                        on:change=move |ev| {
                            let key = event_target_value(&ev);
                            state.update(|s| s.choose_example(&key))
                        }
                    >
                        <option value="">{t::PASTED_OR_EDITED.get(lang)}</option>
                        {EXAMPLES
                            .iter()
                            .map(|e| view! { <option value=e.key>{e.title.get(lang)}</option> })
                            .collect_view()}
                    </select>
                </div>
                <WidthSelect
                    id="stepper-warp"
                    value=Signal::derive(move || state.with(|s| s.width))
                    on_change=Callback::new(move |w| state.update(|s| s.set_width(w)))
                />
                <Field
                    id="stepper-active"
                    label=t::LAUNCHED.get(lang)
                    value=Signal::derive(move || state.with(|s| s.launch.count().to_string()))
                    on_input=move |t: String| edit(state, |s| s.edit_active(&t))
                />
                <div class="field">
                    <label class="field__label" for="stepper-mode">
                        {t::COSTS.get(lang)}
                    </label>
                    <select
                        id="stepper-mode"
                        class="field__input"
                        prop:value=move || {
                            state.with(|s| if s.mode == Mode::Toy { "toy" } else { "full" })
                        }
                        on:change=move |ev| {
                            let m = if event_target_value(&ev) == "toy" {
                                Mode::Toy
                            } else {
                                Mode::Full
                            };
                            state.update(|s| s.set_mode(m))
                        }
                    >
                        <option value="full">{t::FULL.get(lang)}</option>
                        <option value="toy">{t::TOY.get(lang)}</option>
                    </select>
                </div>
            </div>
            {move || {
                // Said before the editor, which may be closed: the code panel shows such a source reordered.
                state
                    .with(|s| s.bidi_warning())
                    .map(|w| {
                        view! {
                            <p class="field__error" role="status" data-testid="bidi-warning">
                                {w.get(lang).to_string()}
                            </p>
                        }
                    })
            }}
            <details class="stepper__source">
                <summary>{t::EDIT.get(lang)}</summary>
                <label class="field__label" for="stepper-source">
                    {t::SOURCE.get(lang)}
                </label>
                <textarea
                    id="stepper-source"
                    class="field__input stepper__textarea"
                    rows="14"
                    spellcheck="false"
                    aria-describedby="stepper-source-error"
                    prop:value=move || state.with(|s| s.text().to_string())
                    on:input=move |ev| {
                        let text = event_target_value(&ev);
                        source_error.set(edit(state, |s| s.edit_source(&text)).err().map(|e| e.get(lang).to_string()))
                    }
                ></textarea>
                <span id="stepper-source-error" class="field__error" aria-live="polite">
                    {move || source_error.get()}
                </span>
            </details>
            <fieldset class="stepper__inputs">
                <legend>{t::INPUTS.get(lang)}</legend>
                {move || {
                    // An empty box reads as broken: say why there is nothing to set.
                    arrays
                        .with(Vec::is_empty)
                        .then(|| view! { <p class="field__hint">{t::NO_INPUTS.get(lang)}</p> })
                }}
                {move || {
                    arrays
                        .get()
                        .into_iter()
                        .map(|name| view! { <InputRow name=name state=state /> })
                        .collect_view()
                }}
            </fieldset>
        </div>
    }
}

#[component]
fn InputRow(name: String, state: RwSignal<StepperState>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let key = name.clone();
    let values = Signal::derive(move || {
        state.with(|s| {
            s.inputs
                .iter()
                .find(|(n, _)| *n == key)
                .map(|(_, v)| values_text(v))
                .unwrap_or_default()
        })
    });
    let label = fill(t::VALUES_OF.get(lang), &[&name]);
    let (typed, filled, unread) = (name.clone(), name.clone(), name.clone());
    view! {
        <div class="stepper__input">
            <Field
                id=format!("input-{name}")
                label=label
                input_mode="text"
                class="stepper__values-field"
                hint=t::EMPTY_IS_ZEROS.get(lang)
                value=values
                on_input=move |t: String| edit(state, |s| s.edit_input(&typed, &t))
            />
            {move || {
                state
                    .with(|s| s.unread_values(&unread))
                    .map(|said| {
                        view! {
                            <p class="field__hint" role="status" data-testid="unread-values">
                                {said.get(lang).to_string()}
                            </p>
                        }
                    })
            }}
            <div class="field">
                <label class="field__label" for=format!("fill-{name}")>
                    {fill(t::FILL_FROM.get(lang), &[&name])}
                </label>
                <select
                    id=format!("fill-{name}")
                    class="field__input"
                    on:change=move |ev| {
                        if let Some(l) = layout(&event_target_value(&ev)) {
                            state.update(|s| s.fill_input(&filled, l, 2))
                        }
                    }
                >
                    <option value="">{t::CHOOSE.get(lang)}</option>
                    {LAYOUTS
                        .iter()
                        .map(|(k, label)| view! { <option value=*k>{label.get(lang)}</option> })
                        .collect_view()}
                </select>
            </div>
        </div>
    }
}

/// The language, the costs and the keys, as the README documents them.
#[component]
pub fn LanguageHelp(open: RwSignal<bool>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    view! {
        <Show when=move || open.get()>
            <section class="stepper__help" aria-labelledby="stepper-help-title">
                <h2 id="stepper-help-title">{t::HELP_TITLE.get(lang)}</h2>
                <p>{fill(t::HELP.get(lang), &HELP_CODE)}</p>
                // A phone scrolls the wide table inside its own box, never the page.
                <div
                    class="stepper__help-table"
                    tabindex="0"
                    role="region"
                    aria-label=t::COST_CAPTION.get(lang)
                >
                    // "Construct" and "Issue slots" read the same in both languages.
                    <table class="data">
                        <caption>{t::COST_CAPTION.get(lang)}</caption>
                        <thead>
                            <tr>
                                <th scope="col" class="text">
                                    "Construct"
                                </th>
                                <th scope="col">"Issue slots"</th>
                                <th scope="col" class="text">
                                    {t::IN_TOY_MODE.get(lang)}
                                </th>
                                <th scope="col" class="text">
                                    {t::NOTE.get(lang)}
                                </th>
                            </tr>
                        </thead>
                        <tbody>
                            {cost_rows(lang)
                                .into_iter()
                                .map(|[construct, slots, toy, note]| {
                                    view! {
                                        <tr>
                                            <td class="text">{construct}</td>
                                            <td>{slots}</td>
                                            <td class="text">{toy}</td>
                                            <td class="text">{note}</td>
                                        </tr>
                                    }
                                })
                                .collect_view()}
                        </tbody>
                    </table>
                </div>
                <p>{t::KEYS.get(lang)}</p>
            </section>
        </Show>
    }
}
