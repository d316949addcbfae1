//! The timeline figure: the geometry module's standalone SVG, drawn into the page in the current palette.

use leptos::prelude::*;

use super::figure::Figure;

use crate::geometry::palette::palette;
use crate::geometry::timeline::{describe, layout, timeline_svg, Frame};
use crate::model::i18n::Lang;
use crate::model::pricing::{Region, RegionCost};
use crate::state::text::timeline::FIGURE;

/// The markup of the figure for a priced region in one palette (also what the exports save).
pub fn figure_markup(region: &Region, cost: &RegionCost, projector: bool, lang: Lang) -> String {
    let colours = palette(projector);
    timeline_svg(
        &layout(region, cost, Frame::for_font(colours.font_size)),
        colours,
        &describe(region, cost, lang),
        lang,
    )
}

#[component]
pub fn TimelineFigure(
    #[prop(into)] priced: Signal<Option<(Region, RegionCost)>>,
    #[prop(into)] projector: Signal<bool>,
) -> impl IntoView {
    let lang = super::shared().lang.get_untracked();
    let label = FIGURE.get(lang);
    let markup = Signal::derive(move || {
        let on = projector.get();
        priced.with(|p| {
            p.as_ref()
                .map(|(region, cost)| figure_markup(region, cost, on, lang))
                .unwrap_or_default()
        })
    });
    view! {
        <Figure class="timeline__figure-host figure-scroll" label=label svg=markup />
    }
}
