//! The reality bundle: installs the crash banner hook and mounts the shell with the Reality view.

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start(|view| {
        use leptos::prelude::*;
        (view == warpwise::state::View::Reality)
            .then(|| view! { <warpwise::ui::reality::Reality /> }.into_any())
    });
}
