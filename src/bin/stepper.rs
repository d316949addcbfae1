//! The stepper bundle: installs the crash banner hook and mounts the shell with the warp stepper.

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start(|view| {
        use leptos::prelude::*;
        (view == warpwise::state::View::Stepper)
            .then(|| view! { <warpwise::ui::stepper::Stepper /> }.into_any())
    });
}
