//! The layouts bundle: installs the crash banner hook and mounts the shell with the Layouts lab view.

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start(|view| {
        use leptos::prelude::*;
        (view == warpwise::state::View::Layouts)
            .then(|| view! { <warpwise::ui::layouts::LayoutsLab /> }.into_any())
    });
}
