//! A labelled text field that checks what is typed, shows why it is refused next to it, and keeps the text.

use leptos::prelude::*;

use crate::model::i18n::{Bilingual, Said};
use crate::model::lanes::WarpWidth;
use crate::state::params::parse_width;
use crate::state::text::timeline as t;

/// `value` is the accepted value as text; `on_input` tries a new text and says why it is refused (shown
/// in the page's language).
#[component]
pub fn Field(
    #[prop(into)] id: String,
    #[prop(into)] label: String,
    #[prop(into)] value: Signal<String>,
    #[prop(into)] on_input: Callback<String, Result<(), Said>>,
    #[prop(optional, into)] hint: Option<String>,
    #[prop(optional, into)] input_mode: Option<String>,
    #[prop(optional, into)] class: Option<String>,
) -> impl IntoView {
    let lang = super::shared().lang.get_untracked();
    let text = RwSignal::new(value.get_untracked());
    let error = RwSignal::new(None::<String>);
    // The value this field itself last caused: when it comes back formatted ("0." → "0"), the
    // learner is mid-typing and the text stays; any other new value (a preset, a reset) replaces it.
    let own = StoredValue::new(None::<String>);
    Effect::new(move |_| {
        let accepted = value.get();
        if own.get_value().as_deref() == Some(accepted.as_str()) {
            return;
        }
        // A value from elsewhere (a preset, Back, a reset): the field shows it, and forgets its own.
        own.set_value(None);
        if text.get_untracked().trim() != accepted {
            text.set(accepted);
            error.set(None);
        }
    });
    let error_id = format!("{id}-error");
    let hint_id = format!("{id}-hint");
    let described = if hint.is_some() {
        format!("{error_id} {hint_id}")
    } else {
        error_id.clone()
    };
    view! {
        <div class=format!("field {}", class.unwrap_or_default())>
            <label class="field__label" for=id.clone()>
                {label}
            </label>
            <input
                id=id
                class="field__input"
                type="text"
                inputmode=input_mode.unwrap_or_else(|| "numeric".into())
                autocomplete="off"
                prop:value=move || text.get()
                aria-invalid=move || if error.get().is_some() { "true" } else { "false" }
                aria-describedby=described
                on:input=move |ev| {
                    let typed = event_target_value(&ev);
                    text.set(typed.clone());
                    let result = on_input.run(typed);
                    own.set_value(result.is_ok().then(|| value.get_untracked()));
                    error.set(result.err().map(|e| e.get(lang).to_string()));
                }
            />
            {hint
                .map(|h| {
                    view! {
                        <span id=hint_id class="field__hint">
                            {h}
                        </span>
                    }
                })}
            <span id=error_id class="field__error" aria-live="polite">
                {move || error.get()}
            </span>
        </div>
    }
}

/// Runs a field's edit on a view state; a refusal (which leaves the state as it was) comes back as a
/// sentence in both languages and notifies nobody, so the field keeps what the learner typed.
pub fn edit<S, E>(state: RwSignal<S>, f: impl FnOnce(&mut S) -> Result<(), E>) -> Result<(), Said>
where
    S: Send + Sync + 'static,
    E: Bilingual,
{
    let result = state.try_update_untracked(f).unwrap_or(Ok(()));
    if result.is_ok() {
        state.notify();
    }
    result.map_err(|e| e.said())
}

/// The warp-width choice every view offers, worded the same everywhere; `on_change` gets the new width.
#[component]
pub fn WidthSelect(
    id: &'static str,
    #[prop(into)] value: Signal<WarpWidth>,
    on_change: Callback<WarpWidth>,
) -> impl IntoView {
    let lang = super::shared().lang.get_untracked();
    view! {
        <div class="field">
            <label class="field__label" for=id>
                {t::WARP_WIDTH.get(lang)}
            </label>
            <select
                id=id
                class="field__input"
                prop:value=move || value.get().lanes().to_string()
                on:change=move |ev| {
                    if let Ok(w) = parse_width(&event_target_value(&ev)) {
                        on_change.run(w)
                    }
                }
            >
                <option value="32">{t::WIDTH_32.get(lang)}</option>
                <option value="64">{t::WIDTH_64.get(lang)}</option>
            </select>
        </div>
    }
}
