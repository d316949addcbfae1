//! The exercise ladder: five levels of items, answers committed before any solution enters the page.

use leptos::prelude::*;

use super::browser;
use super::notices::Notices;
use crate::links::{build_query, ladder_seed, Query};
use crate::model::exercises::{
    self, expected_text, grade, Exercise, PartKind, ITEMS, LEVELS, ONE_FORMULA,
};
use crate::model::fields;
use crate::model::progress::{Progress, STORAGE_KEY};

fn save(progress: &Progress) {
    if !browser::storage_set(STORAGE_KEY, &progress.to_json()) {
        web_sys::console::warn_1(
            &"Ladder progress could not be saved (storage unavailable).".into(),
        );
    }
}

#[component]
pub fn Ladder() -> impl IntoView {
    let query = Query::parse(&browser::current_search());
    let (seed, problem) = ladder_seed(&query);
    let (loaded, discarded) = Progress::load(browser::storage_get(STORAGE_KEY).as_deref());
    if discarded.is_some() {
        browser::storage_remove(STORAGE_KEY);
    }
    let notices = RwSignal::new(
        problem
            .map(|p| p.to_string())
            .into_iter()
            .chain(discarded.map(|d| d.to_string()))
            .collect::<Vec<_>>(),
    );
    let progress = RwSignal::new(loaded);
    let set_seed = RwSignal::new(seed);
    let confirm_reset = RwSignal::new(false);

    Effect::new(move |_| {
        let mut pairs = vec![("view", "ladder".to_string())];
        if let Some(s) = set_seed.get() {
            pairs.push(("seed", s.to_string()));
        }
        browser::replace_query(&build_query(&pairs));
    });

    let seed_text = RwSignal::new(seed.map(|s| s.to_string()).unwrap_or_default());
    let seed_error = RwSignal::new(None::<String>);

    view! {
        <section class="ladder" aria-labelledby="ladder-title">
            <div class="view__head">
                <h1 id="ladder-title">"Exercise ladder"</h1>
            </div>
            <p class="ladder__intro">"Work top to bottom. Commit to an answer before you look: a solution enters the page only after you check an answer or choose to see it."</p>
            <Notices items=Signal::derive(move || notices.get()) />
            <div class="ladder__toolbar">
                <div class="field">
                    <label class="field__label" for="ladder-seed">"Variant seed (blank: the seed notes' own numbers)"</label>
                    <input id="ladder-seed" class="field__input" type="text" inputmode="numeric" autocomplete="off"
                        aria-describedby="ladder-seed-error"
                        prop:value=move || seed_text.get()
                        on:input=move |ev| {
                            let text = event_target_value(&ev);
                            seed_text.set(text.clone());
                            if text.trim().is_empty() {
                                seed_error.set(None);
                                set_seed.set(None);
                            } else {
                                match fields::parse_whole(&text, "seed", 0, u64::from(u32::MAX)) {
                                    Ok(v) => { seed_error.set(None); set_seed.set(Some(v)); }
                                    Err(e) => seed_error.set(Some(e.to_string())),
                                }
                            }
                        } />
                    <span id="ladder-seed-error" class="field__error" aria-live="polite">{move || seed_error.get()}</span>
                </div>
                <button type="button" class="button" on:click=move |_| {
                    let s = browser::fresh_seed();
                    seed_text.set(s.to_string());
                    seed_error.set(None);
                    set_seed.set(Some(s));
                }>"New numbers for the whole set"</button>
                <button type="button" class="button" on:click=move |_| { seed_text.set(String::new()); set_seed.set(None); }>"The seed notes' numbers"</button>
            </div>
            <nav class="ladder__overview" aria-label="Levels">
                <ol>
                    {LEVELS.iter().map(|&(level, name)| {
                        let summary = move || {
                            let ids: Vec<&'static str> = ITEMS.iter().filter(|(_, l)| *l == level).map(|(id, _)| *id).collect();
                            progress.with(|p| {
                                let done = ids.iter().filter(|id| p.item(id).committed).count();
                                let right = ids.iter().filter(|id| p.item(id).correct).count();
                                format!("{done} of {} answered, {right} right", ids.len())
                            })
                        };
                        view! { <li><a href=format!("#level-{level}")>{format!("Level {level}: {name}")}</a>" — "<span data-testid=format!("level-{level}-progress")>{summary}</span></li> }
                    }).collect_view()}
                </ol>
                <div class="ladder__reset">
                    {move || if confirm_reset.get() {
                        view! {
                            <span role="alert">"Forget every answer on this device?"</span>
                            <button type="button" class="button" on:click=move |_| {
                                progress.set(Progress::new());
                                browser::storage_remove(STORAGE_KEY);
                                confirm_reset.set(false);
                            }>"Yes, reset progress"</button>
                            <button type="button" class="button" on:click=move |_| confirm_reset.set(false)>"Cancel"</button>
                        }.into_any()
                    } else {
                        view! { <button type="button" class="button" on:click=move |_| confirm_reset.set(true)>"Reset progress"</button> }.into_any()
                    }}
                </div>
            </nav>
            {LEVELS.iter().map(|&(level, name)| view! {
                <section class="ladder__level" id=format!("level-{level}") aria-labelledby=format!("level-{level}-title")>
                    <h2 id=format!("level-{level}-title")>{format!("Level {level} — {name}")}</h2>
                    {move || {
                        let base = set_seed.get();
                        ITEMS.iter().filter(|(_, l)| *l == level).map(|(id, _)| *id)
                            .map(|id| view! { <ExerciseSlot id=id base_seed=base progress=progress /> })
                            .collect_view()
                    }}
                </section>
            }).collect_view()}
            <section class="ladder__formula" aria-labelledby="formula-title">
                <h2 id="formula-title">"The one formula to leave with"</h2>
                <p class="ladder__formula-text">{ONE_FORMULA}</p>
            </section>
        </section>
    }
}

/// One item with its own "New numbers": a fresh variant of the same shape, with its seed shown.
#[component]
fn ExerciseSlot(
    id: &'static str,
    base_seed: Option<u64>,
    progress: RwSignal<Progress>,
) -> impl IntoView {
    let variant = RwSignal::new(base_seed);
    move || {
        let seed = variant.get();
        let card = exercises::item(id, seed)
            .map(|item| view! { <ExerciseCard item=item progress=progress /> });
        let seed_text = seed
            .map(|s| format!("Numbers: variant seed {s}"))
            .unwrap_or_else(|| "Numbers: the seed notes' own".into());
        view! {
            <div class="exercise__slot">
                {card}
                <p class="exercise__variant">
                    <span>{seed_text}</span>" "
                    <button type="button" class="button button--small" on:click=move |_| variant.set(Some(browser::fresh_seed()))>
                        {format!("New numbers for {id}")}
                    </button>
                </p>
            </div>
        }
    }
}

/// One item: statement, answer form, hints, and — only once committed — the verdict and the worked solution.
#[component]
fn ExerciseCard(item: Exercise, progress: RwSignal<Progress>) -> impl IntoView {
    let id = item.id;
    let parts = item.parts.clone();
    let answers = RwSignal::new(vec![String::new(); parts.len()]);
    let errors = RwSignal::new(vec![None::<String>; parts.len()]);
    let verdicts = RwSignal::new(None::<Vec<bool>>);
    let gave_up = RwSignal::new(false);
    let hints_shown = RwSignal::new(0usize);
    let hints = item.hints.clone();
    let hint_count = hints.len();
    let solution = item.solution.clone();
    let erratum = item.erratum;
    let commit = {
        let parts = parts.clone();
        move || {
            let typed = answers.get_untracked();
            let graded: Vec<Result<bool, String>> = parts
                .iter()
                .zip(typed.iter())
                .map(|(p, a)| grade(p, a).map_err(|e| e.to_string()))
                .collect();
            errors.set(graded.iter().map(|g| g.as_ref().err().cloned()).collect());
            if graded.iter().all(Result::is_ok) {
                let marks: Vec<bool> = graded.into_iter().map(|g| g.unwrap_or(false)).collect();
                let all_right = marks.iter().all(|&m| m);
                verdicts.set(Some(marks));
                progress.update(|p| {
                    p.record(id, all_right);
                    save(p);
                });
            }
        }
    };
    let committed = move || verdicts.with(Option::is_some) || gave_up.get();
    let seed_label = item.reconstruction;

    view! {
        <article class="exercise" data-testid=format!("exercise-{id}") aria-labelledby=format!("ex-{id}-title")>
            <h3 id=format!("ex-{id}-title")>{format!("{id} — {}", item.title)}</h3>
            {erratum.map(|_| view! { <p class="exercise__flag">"⚑ Corrected from the source notes; the note appears with the solution."</p> })}
            <p class="exercise__statement">{item.statement.clone()}</p>
            {item.code.clone().map(|code| view! { <pre class="code"><code>{code}</code></pre> })}
            <p class="exercise__link"><a href=item.link.clone()>"Open this scenario in its view"</a></p>
            <form class="exercise__form" on:submit=move |ev| { ev.prevent_default(); commit() }>
                {parts.iter().enumerate().map(|(i, part)| {
                    let field_id = format!("ex-{id}-part-{i}");
                    let error_id = format!("{field_id}-error");
                    let error = move || errors.with(|e| e.get(i).cloned().flatten());
                    let mark = move || verdicts.with(|v| v.as_ref().and_then(|v| v.get(i).copied()));
                    let input = match &part.kind {
                        PartKind::Number { unit, .. } => {
                            let label = format!("{} ({}, tolerance {})", part.label, unit.suffix().trim(), unit.tolerance_text());
                            let label = label.replace(" (, ", " (");
                            let described = error_id.clone();
                            view! {
                                <div class="field">
                                    <label class="field__label" for=field_id.clone()>{label}</label>
                                    <input id=field_id.clone() class="field__input" type="text" inputmode="decimal" autocomplete="off"
                                        aria-describedby=described
                                        aria-invalid=move || if error().is_some() { "true" } else { "false" }
                                        disabled=committed
                                        on:input=move |ev| { let v = event_target_value(&ev); answers.update(|a| a[i] = v) } />
                                </div>
                            }.into_any()
                        }
                        PartKind::Choice { options, .. } => view! {
                            <fieldset class="exercise__choices" aria-describedby=error_id.clone()>
                                <legend>{part.label.clone()}</legend>
                                {options.iter().enumerate().map(|(k, option)| {
                                    view! {
                                        <label class="exercise__choice">
                                            <input type="radio" name=field_id.clone() value=k.to_string() disabled=committed
                                                on:change=move |_| answers.update(|a| a[i] = k.to_string()) />
                                            {option.clone()}
                                        </label>
                                    }
                                }).collect_view()}
                            </fieldset>
                        }.into_any(),
                    };
                    let expected = expected_text(part);
                    let options = match &part.kind {
                        PartKind::Choice { options, .. } => options.clone(),
                        PartKind::Number { .. } => Vec::new(),
                    };
                    view! {
                        <div class="exercise__part">
                            {input}
                            <span id=error_id class="field__error" aria-live="polite">{error}</span>
                            {move || mark().map(|right| {
                                let typed = answers.with(|a| a[i].clone());
                                let shown = typed.parse::<usize>().ok().and_then(|k| options.get(k).cloned()).unwrap_or(typed);
                                view! {
                                    <p class=if right { "exercise__verdict exercise__verdict--right" } else { "exercise__verdict exercise__verdict--wrong" } role="status">
                                        {if right { "✔ Right. " } else { "✘ Not quite. " }}
                                        {format!("You answered {shown}; the answer is {}.", expected.clone())}
                                    </p>
                                }
                            })}
                        </div>
                    }
                }).collect_view()}
                <div class="exercise__actions">
                    <button type="submit" class="button button--primary" disabled=committed>"Check answer"</button>
                    <button type="button" class="button" disabled=committed on:click=move |_| {
                        gave_up.set(true);
                        progress.update(|p| { p.record(id, false); save(p); });
                    }>"Show solution"</button>
                    {(hint_count > 0).then(|| view! {
                        <button type="button" class="button" disabled=move || hints_shown.get() >= hint_count
                            on:click=move |_| hints_shown.update(|h| *h = (*h + 1).min(hint_count))>
                            {move || format!("Show hint ({} of {hint_count})", (hints_shown.get() + 1).min(hint_count))}
                        </button>
                    })}
                </div>
            </form>
            <ul class="exercise__hints" aria-live="polite">
                {move || hints.iter().take(hints_shown.get()).enumerate().map(|(k, h)| view! { <li>{format!("Hint {} of {hint_count}: {h}", k + 1)}</li> }).collect_view()}
            </ul>
            {move || committed().then(|| view! {
                <div class="exercise__solution" data-testid=format!("solution-{id}")>
                    <h4>"Worked solution"</h4>
                    {solution.iter().map(|line| view! { <p>{line.clone()}</p> }).collect_view()}
                    {erratum.map(|e| view! {
                        <div class="erratum" role="note">
                            <p class="erratum__title">{format!("Erratum — {}", e.source)}</p>
                            <p>{format!("The source says: \u{201c}{}\u{201d}", e.claim)}</p>
                            <p>{e.correction}</p>
                        </div>
                    })}
                    <p class="exercise__source">{format!("How this statement was built: {seed_label}")}</p>
                </div>
            })}
            <p class="exercise__progress">{move || progress.with(|p| {
                let it = p.item(id);
                if it.attempts == 0 { "Not tried yet.".to_string() } else {
                    format!("Attempts: {}{}", it.attempts, if it.correct { " · answered right" } else { "" })
                }
            })}</p>
        </article>
    }
}
