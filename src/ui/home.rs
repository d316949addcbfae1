//! The start page: what warp divergence is in one screen, and where a student or a teacher begins.

use leptos::prelude::*;

use super::shared;
use crate::state::stepper::example_href;
use crate::state::View;

#[component]
pub fn Home() -> impl IntoView {
    let shared = shared();
    let nav = move |v: View| shared.shell().nav_href(v);
    let stepper = move || example_href("l2-1-two-paths", &shared.shell());
    view! {
        <section class="home" aria-labelledby="home-title">
            <h1 id="home-title">"Warp divergence, and what it costs"</h1>
            <p class="home__lead">
                "A GPU runs threads in warps of 32 lanes that share one instruction stream. When the lanes of a warp disagree at a branch, the warp issues every path that any lane takes, one after another, with the other lanes masked off: one lane on a long path costs the whole path."
            </p>
            <p>
                "Eight lanes on a 15-cycle path and 24 lanes on a 25-cycle path cost 15 + 25 = 40 cycles, not 25 — a path efficiency of 62.5%. Every view here starts from that rule."
            </p>
            <h2>"Where to start"</h2>
            <ul class="home__paths">
                <li>
                    <a class="button" href=move || nav(View::Timeline)>
                        "See it: the Timeline"
                    </a>
                    " — the ideal and the serialized bars, and the waste between them."
                </li>
                <li>
                    <a class="button" href=stepper>
                        "Watch it: the Warp stepper"
                    </a>
                    " — step a real kernel lane by lane through the reconvergence stack."
                </li>
                <li>
                    <a class="button" href=move || nav(View::Ladder)>
                        "Test yourself: the Ladder"
                    </a>
                    " — five levels of exercises; commit before any solution, three tries each."
                </li>
                <li>
                    <a class="button" href=move || nav(View::Reality)>
                        "Check it: the Reality check"
                    </a>
                    " — the same scenarios measured on an NVIDIA H200."
                </li>
            </ul>
            <h2>"For teachers"</h2>
            <p>
                "Every view is a link: what is on screen is in the address bar, so a link you share opens the same scenario. Press P on the Timeline for projector mode (high contrast, large type); the link keeps it. Figures download as SVG or PNG with their title and numbers."
            </p>
        </section>
    }
}
