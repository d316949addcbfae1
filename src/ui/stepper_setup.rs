//! The stepper's set-up: the examples menu, the kernel's source, its per-lane inputs, the warp and its
//! launched lanes, the mode — and the language's help.

use leptos::prelude::*;

use super::field::{edit, Field, WidthSelect};
use crate::geometry::stepper::cost_table_html;
use crate::model::stepper::examples::{Layout, EXAMPLES};
use crate::model::stepper::{compile, Mode};
use crate::state::stepper::{values_text, Source, StepperState};

/// Layouts an input can be filled from, as the tree view names them.
const LAYOUTS: [(&str, &str); 5] = [
    ("sorted", "Sorted (one category)"),
    ("alternating", "Alternating lanes"),
    ("blocks", "Blocks of categories"),
    ("cyclic", "Worst case (every category)"),
    ("random", "Random (seed 7)"),
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
                        "Example"
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
                        <option value="">"Pasted or edited kernel"</option>
                        {EXAMPLES
                            .iter()
                            .map(|e| view! { <option value=e.key>{e.title}</option> })
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
                    label="Launched lanes (a partial final warp)"
                    value=Signal::derive(move || state.with(|s| s.launch.count().to_string()))
                    on_input=move |t: String| edit(state, |s| s.edit_active(&t))
                />
                <div class="field">
                    <label class="field__label" for="stepper-mode">
                        "Costs"
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
                        <option value="full">"Every instruction (branches, predication)"</option>
                        <option value="toy">"Toy model: work only, as the seeds count"</option>
                    </select>
                </div>
            </div>
            <details class="stepper__source">
                <summary>"Edit the kernel (paste CUDA C)"</summary>
                <label class="field__label" for="stepper-source">
                    "Kernel source"
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
                        source_error.set(edit(state, |s| s.edit_source(&text)).err())
                    }
                ></textarea>
                <span id="stepper-source-error" class="field__error" aria-live="polite">
                    {move || source_error.get()}
                </span>
            </details>
            <fieldset class="stepper__inputs">
                <legend>"Per-lane inputs (lane 0 first)"</legend>
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
    let (typed, filled, label) = (name.clone(), name.clone(), format!("Values of {name}"));
    view! {
        <div class="stepper__input">
            <Field
                id=format!("input-{name}")
                label=label
                input_mode="text"
                class="stepper__values-field"
                value=values
                on_input=move |t: String| edit(state, |s| s.edit_input(&typed, &t))
            />
            <div class="field">
                <label class="field__label" for=format!("fill-{name}")>
                    {format!("Fill {name} from a layout")}
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
                    <option value="">"Choose…"</option>
                    {LAYOUTS
                        .iter()
                        .map(|(k, label)| view! { <option value=*k>{*label}</option> })
                        .collect_view()}
                </select>
            </div>
        </div>
    }
}

/// The language, the costs and the keys, as the README documents them.
#[component]
pub fn LanguageHelp(open: RwSignal<bool>) -> impl IntoView {
    view! {
        <Show when=move || open.get()>
            <section class="stepper__help" aria-labelledby="stepper-help-title">
                <h2 id="stepper-help-title">"The stepper's language and keys"</h2>
                <p>
                    "One kernel body, bare or as __global__ void name(params) { … }. Pointer or array parameters are per-lane inputs (set beside the code); scalar parameters are uniform inputs. Built-ins: threadIdx.x, laneid, warpSize, blockIdx.x (0), blockDim.x. Types int, unsigned, float, bool; if/else, switch, for, while, do … while, break, continue, return; work(N) for N dependent arithmetic instructions; warp intrinsics __ballot_sync, __any_sync, __all_sync, __activemask, __shfl_sync, __syncwarp. A *_sync mask that names a lane which is not at the call stops the run on that lane."
                </p>
                <div inner_html=cost_table_html()></div>
                <p>
                    "Keys: → or . steps, ← or , goes back, End runs to the end, Home resets, ? shows or hides this."
                </p>
            </section>
        </Show>
    }
}
