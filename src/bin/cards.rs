//! The cards bundle: installs the crash banner hook and mounts the shell with the Flashcards view.

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start(|view| {
        use leptos::prelude::*;
        (view == warpwise::state::View::Cards)
            .then(|| view! { <warpwise::ui::cards::Cards /> }.into_any())
    });
}
