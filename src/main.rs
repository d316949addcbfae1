//! The timeline bundle: installs the crash banner hook and mounts the shell with the Timeline view (and the
//! timeline for a link whose view is unknown, which the shell names).

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start(|view| {
        use leptos::prelude::*;
        use warpwise::state::View;
        match view {
            View::Timeline => Some(view! { <warpwise::ui::timeline::Timeline /> }.into_any()),
            _ => None,
        }
    });
}
