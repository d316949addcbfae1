//! The tree bundle: installs the crash banner hook and mounts the shell with the BranchTree view.

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start(|view| {
        use leptos::prelude::*;
        (view == warpwise::state::View::Tree)
            .then(|| view! { <warpwise::ui::branch_tree::BranchTree /> }.into_any())
    });
}
