//! A text field's edit: the view state takes what is typed, or the field says why not and keeps the text.

use super::reactive::RwSignal;
use crate::model::i18n::{Bilingual, Said};

/// Runs a field's edit on a view state; a refusal (which leaves the state as it was) comes back as a
/// sentence in both languages and notifies nobody, so the field keeps what the learner typed.
pub fn edit<S, E>(state: RwSignal<S>, f: impl FnOnce(&mut S) -> Result<(), E>) -> Result<(), Said>
where
    S: 'static,
    E: Bilingual,
{
    let result = state.try_update_untracked(f).unwrap_or(Ok(()));
    if result.is_ok() {
        state.notify();
    }
    result.map_err(|e| e.said())
}
