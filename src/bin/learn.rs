//! The learn bundle: installs the crash banner hook and mounts the shell with the Learn view.

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start(|view| {
        use leptos::prelude::*;
        (view == warpwise::state::View::Learn)
            .then(|| view! { <warpwise::ui::learn::Learn /> }.into_any())
    });
}
