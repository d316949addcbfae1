//! The About page: what warp divergence is, and what each view is for.

use leptos::prelude::*;

use super::readout::maths;
use crate::model::errata::ERRATA;
use crate::model::glossary::GLOSSARY;

#[component]
pub fn About() -> impl IntoView {
    view! {
        <section class="about" aria-labelledby="about-title">
            <h1 id="about-title">"About Warpwise"</h1>
            <p>
                "A GPU runs threads in groups called warps: 32 lanes on NVIDIA hardware, 64 on an AMD wavefront. One instruction decoder feeds all lanes, so at any moment the warp can issue only one path's instructions. Lanes that did not take that path are masked: they produce nothing, but the cycles still pass."
            </p>
            <p>
                {maths(
                    "When the lanes of a warp disagree at a branch, the warp diverges and issues every path that at least one lane takes, one after another. The region then costs the sum of those path lengths (T_div) instead of the longest one (T_ideal). How many lanes took each path does not change the time: one lane on a long path pays the whole path.",
                )}
            </p>
            <p>
                "Divergence is per warp. It depends on how the data are grouped into warps, not on how often each outcome occurs overall: sorted data can leave every warp uniform, while alternating data split every warp. Compilers may also predicate short branches, so real hardware must be measured, not guessed."
            </p>
            <h2>"The views"</h2>
            <dl class="about__views">
                <dt>"Timeline"</dt>
                <dd>
                    "Prices one divergent region: the ideal bar over the serialized bar, with the waste in between. Edit paths and lanes, switch to a block of warps, project it, export it, share a link."
                </dd>
                <dt>"Branch tree"</dt>
                <dd>
                    "Sets each lane's data and shows which leaves of a nested branch it reaches, and the loop panel for per-lane trip counts."
                </dd>
                <dt>"Warp stepper"</dt>
                <dd>
                    "Steps a small CUDA-C kernel lane by lane: the active mask of every issue slot, the reconvergence stack, predicated branches, and a cycle prediction for an H200 tested on pre-registered kernels."
                </dd>
                <dt>"Ladder"</dt>
                <dd>
                    "Five levels of exercises, from spotting divergence to proving a fix at scale; commit an answer before the solution appears."
                </dd>
                <dt>"Sampling lab"</dt>
                <dd>
                    "A hypothetical model of random branch labels: the exact binomial distribution of how many lanes go each way, with seeded sampling."
                </dd>
                <dt>"Layouts lab"</dt>
                <dd>
                    "Builds a whole dataset of branch labels (sorted, alternating, runs, clusters, random), groups it into warps and compares every warp with the exact independent and Markov-chain predictions; shows when sorting the data costs more in memory traffic than it saves in divergence."
                </dd>
                <dt>"Reality check"</dt>
                <dd>
                    "The source notes' scenarios measured on an NVIDIA H200, next to what the model predicts."
                </dd>
            </dl>
            <h2 id="glossary">"Glossary"</h2>
            <p>"Every readout in Warpwise uses these names; its ⓘ opens the same definition."</p>
            <dl class="about__glossary">
                {GLOSSARY
                    .iter()
                    .map(|t| {
                        view! {
                            <dt id=format!("term-{}", t.key)>{maths(t.name)}</dt>
                            <dd>{maths(t.definition)}</dd>
                        }
                    })
                    .collect_view()}
            </dl>
            <h2>"Where the sources are wrong"</h2>
            <ul class="about__errata">
                {ERRATA
                    .iter()
                    .map(|e| {
                        view! {
                            <li>
                                <strong>{e.source}</strong>
                                ": the source says \u{201c}"
                                {e.claim}
                                "\u{201d} "
                                {e.correction}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}
