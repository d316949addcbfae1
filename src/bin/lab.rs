//! The lab bundle: installs the crash banner hook and mounts the shell with the SamplingLab view.

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start(|view| {
        use leptos::prelude::*;
        (view == warpwise::state::View::Lab)
            .then(|| view! { <warpwise::ui::sampling_lab::SamplingLab /> }.into_any())
    });
}
