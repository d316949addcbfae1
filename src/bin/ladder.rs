//! The ladder bundle: installs the crash banner hook and mounts the shell with the Ladder view.

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start(|view| {
        use leptos::prelude::*;
        (view == warpwise::state::View::Ladder)
            .then(|| view! { <warpwise::ui::ladder::Ladder /> }.into_any())
    });
}
