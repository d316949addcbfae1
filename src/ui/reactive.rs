//! The views' small reactive core: signals, stored values, effects and the browser's timers and listeners.
//!
//! Every view is markup with delegated events (`ui::patch`); what it still needs of a reactive library is
//! this much: a signal that remembers which effects read it, effects that run again (once, on the next
//! microtask) after a write, and handles that are `Copy` so every event handler can hold them. Leptos'
//! reactive graph, executor and owner tree cost every bundle about 17 KB gzip for the same (README
//! "Performance"); this file is the part of that API the views use, with the same names and timing:
//! an effect runs first on the next microtask, and a burst of writes in one handler runs it once.
//!
//! Values live as long as the page (a view is never unmounted), so handles are indices that stay valid.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::marker::PhantomData;
use std::rc::Rc;
use std::time::Duration;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// Which storage a value lives in: kept for the views' type signatures; every value here is local.
pub struct LocalStorage;

/// Runs `f` without subscribing the running effect to what it reads.
pub fn untrack<R>(f: impl FnOnce() -> R) -> R {
    let outer = RT.with(|rt| rt.observer.replace(None));
    let result = f();
    RT.with(|rt| rt.observer.set(outer));
    result
}

/// A value that effects follow: a read inside an effect subscribes it, a write runs it again.
pub struct RwSignal<T> {
    id: usize,
    ty: PhantomData<fn() -> T>,
}

impl<T> Clone for RwSignal<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for RwSignal<T> {}

impl<T: 'static> RwSignal<T> {
    pub fn new(value: T) -> Self {
        Self {
            id: store(value),
            ty: PhantomData,
        }
    }

    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        track(self.id);
        self.with_untracked(f)
    }

    pub fn with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        f(&cell::<T>(self.id).borrow())
    }

    pub fn update(&self, f: impl FnOnce(&mut T)) {
        self.update_untracked(f);
        notify(self.id);
    }

    /// Changes the value without running the effects that read it.
    pub fn update_untracked(&self, f: impl FnOnce(&mut T)) {
        f(&mut cell::<T>(self.id).borrow_mut());
    }

    /// Changes the value and returns what `f` says; `Option` as Leptos' (a value here is never disposed).
    pub fn try_update<R>(&self, f: impl FnOnce(&mut T) -> R) -> Option<R> {
        let result = f(&mut cell::<T>(self.id).borrow_mut());
        notify(self.id);
        Some(result)
    }

    /// Changes the value and returns what `f` says, running no effect (see [`RwSignal::notify`]).
    pub fn try_update_untracked<R>(&self, f: impl FnOnce(&mut T) -> R) -> Option<R> {
        Some(f(&mut cell::<T>(self.id).borrow_mut()))
    }

    /// Changes the value; the effects that read it run again only when `f` says it changed.
    pub fn maybe_update(&self, f: impl FnOnce(&mut T) -> bool) {
        if f(&mut cell::<T>(self.id).borrow_mut()) {
            notify(self.id);
        }
    }

    /// Runs the effects that read the value, as a write would.
    pub fn notify(&self) {
        notify(self.id);
    }

    pub fn set(&self, value: T) {
        self.update(|v| *v = value);
    }
}

impl<T: Clone + 'static> RwSignal<T> {
    pub fn get(&self) -> T {
        self.with(T::clone)
    }

    pub fn get_untracked(&self) -> T {
        self.with_untracked(T::clone)
    }

    pub fn try_get_untracked(&self) -> Option<T> {
        Some(self.get_untracked())
    }
}

/// A value no effect follows: what a handler keeps between events.
pub struct StoredValue<T, S = LocalStorage> {
    id: usize,
    ty: PhantomData<fn() -> (T, S)>,
}

impl<T, S> Clone for StoredValue<T, S> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T, S> Copy for StoredValue<T, S> {}

impl<T: 'static> StoredValue<T> {
    pub fn new(value: T) -> Self {
        Self {
            id: store(value),
            ty: PhantomData,
        }
    }

    pub fn new_local(value: T) -> Self {
        Self::new(value)
    }

    pub fn with_value<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        f(&cell::<T>(self.id).borrow())
    }

    pub fn update_value<R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        f(&mut cell::<T>(self.id).borrow_mut())
    }

    pub fn try_update_value<R>(&self, f: impl FnOnce(&mut T) -> R) -> Option<R> {
        Some(self.update_value(f))
    }

    pub fn set_value(&self, value: T) {
        self.update_value(|v| *v = value);
    }
}

impl<T: Clone + 'static> StoredValue<T> {
    pub fn get_value(&self) -> T {
        self.with_value(T::clone)
    }
}

/// A computed value: worked out when made and again as soon as a signal it read changes; effects that
/// read it run again only when its value changes.
pub struct Memo<T> {
    value: RwSignal<Option<T>>,
}

impl<T> Clone for Memo<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Memo<T> {}

impl<T: Clone + PartialEq + 'static> Memo<T> {
    pub fn new(f: impl Fn(Option<&T>) -> T + 'static) -> Self {
        let value = RwSignal::new(None::<T>);
        let run: Rc<RefCell<dyn FnMut()>> = Rc::new(RefCell::new(move || {
            let new = value.with_untracked(|last| f(last.as_ref()));
            if value.with_untracked(|last| last.as_ref() != Some(&new)) {
                value.set(Some(new));
            }
        }));
        run_effect(add_node(run, true));
        Self { value }
    }

    pub fn get(&self) -> T {
        self.with(T::clone)
    }

    pub fn get_untracked(&self) -> T {
        self.with_untracked(T::clone)
    }

    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        track(self.value.id);
        self.with_untracked(f)
    }

    pub fn with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.value.with_untracked(|v| match v {
            Some(v) => f(v),
            // Worked out when made, and only ever replaced.
            None => unreachable!(),
        })
    }
}

/// A side effect of signals: `f` runs on the next microtask, and again after any write to a signal it
/// read; it gets what it returned last time.
pub struct Effect;

impl Effect {
    pub fn new<T: 'static>(mut f: impl FnMut(Option<T>) -> T + 'static) -> Self {
        let mut last: Option<T> = None;
        let run: Rc<RefCell<dyn FnMut()>> = Rc::new(RefCell::new(move || {
            let previous = last.take();
            last = Some(f(previous));
        }));
        schedule(add_node(run, false));
        Effect
    }
}

/// Starts `f` on the browser's microtask queue.
pub fn spawn_local(f: impl std::future::Future<Output = ()> + 'static) {
    wasm_bindgen_futures::spawn_local(f);
}

/// Resolves once the effects that are due have run (the browser's tests wait on it).
pub async fn tick() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback(&resolve);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// The window's events a view listens to, with the type each one's event has.
pub mod ev {
    use std::marker::PhantomData;

    pub struct EventKind<E> {
        pub(super) name: &'static str,
        ty: PhantomData<fn() -> E>,
    }

    const fn kind<E>(name: &'static str) -> EventKind<E> {
        EventKind {
            name,
            ty: PhantomData,
        }
    }

    #[allow(non_upper_case_globals)]
    pub const keydown: EventKind<web_sys::KeyboardEvent> = kind("keydown");
    #[allow(non_upper_case_globals)]
    pub const popstate: EventKind<web_sys::Event> = kind("popstate");
    #[allow(non_upper_case_globals)]
    pub const storage: EventKind<web_sys::StorageEvent> = kind("storage");
}

/// A listener on the window; `remove` takes it off.
pub struct WindowListenerHandle {
    name: &'static str,
    callback: JsValue,
}

impl WindowListenerHandle {
    pub fn remove(self) {
        if let Some(window) = web_sys::window() {
            let _ = window
                .remove_event_listener_with_callback(self.name, self.callback.unchecked_ref());
        }
    }
}

/// Calls `f` with every `kind` event the window hears, for as long as the page lives (or until removed).
pub fn window_event_listener<E: JsCast + 'static>(
    kind: ev::EventKind<E>,
    mut f: impl FnMut(E) + 'static,
) -> WindowListenerHandle {
    let closure =
        Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| f(e.unchecked_into()));
    let callback = closure.into_js_value();
    if let Some(window) = web_sys::window() {
        let _ = window.add_event_listener_with_callback(kind.name, callback.unchecked_ref());
    }
    WindowListenerHandle {
        name: kind.name,
        callback,
    }
}

/// Runs `f` once after `delay`.
pub fn set_timeout(f: impl FnOnce() + 'static, delay: Duration) {
    let callback = Closure::once_into_js(f);
    if let Some(window) = web_sys::window() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            callback.unchecked_ref(),
            delay.as_millis() as i32,
        );
    }
}

/// Runs `f` before the browser's next paint.
pub fn request_animation_frame(f: impl FnOnce() + 'static) {
    let callback = Closure::once_into_js(f);
    if let Some(window) = web_sys::window() {
        let _ = window.request_animation_frame(callback.unchecked_ref());
    }
}

/// A running interval; `clear` stops it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IntervalHandle(i32);

impl IntervalHandle {
    pub fn clear(&self) {
        if let Some(window) = web_sys::window() {
            window.clear_interval_with_handle(self.0);
        }
    }
}

/// Runs `f` every `period` until the handle is cleared.
pub fn set_interval_with_handle(
    f: impl Fn() + 'static,
    period: Duration,
) -> Result<IntervalHandle, JsValue> {
    let callback = Closure::<dyn Fn()>::new(f).into_js_value();
    let window = web_sys::window().ok_or(JsValue::NULL)?;
    window
        .set_interval_with_callback_and_timeout_and_arguments_0(
            callback.unchecked_ref(),
            period.as_millis() as i32,
        )
        .map(IntervalHandle)
}

// ---- the runtime behind the handles ----

/// One effect or memo: the closure that runs it, the signals its last run read, and whether it is a memo
/// (worked out again at once when a source changes, so a read right after a write sees the new value).
struct EffectSlot {
    run: Rc<RefCell<dyn FnMut()>>,
    sources: Vec<usize>,
    memo: bool,
}

#[derive(Default)]
struct Runtime {
    /// Every signal's and stored value's `RefCell<T>`, by handle.
    values: RefCell<Vec<Rc<dyn Any>>>,
    /// The effects that read each value (by the value's handle), for signals.
    readers: RefCell<Vec<Vec<usize>>>,
    effects: RefCell<Vec<EffectSlot>>,
    /// The effect running now, which a tracked read subscribes.
    observer: Cell<Option<usize>>,
    /// Effects to run on the next flush, in the order they were made dirty.
    dirty: RefCell<Vec<usize>>,
    scheduled: Cell<bool>,
}

thread_local! {
    static RT: Runtime = Runtime::default();
}

/// Stores `value` and returns its handle.
fn store<T: 'static>(value: T) -> usize {
    RT.with(|rt| {
        let mut values = rt.values.borrow_mut();
        values.push(Rc::new(RefCell::new(value)));
        rt.readers.borrow_mut().push(Vec::new());
        values.len() - 1
    })
}

/// The cell behind handle `id`; the `Rc` is cloned so a closure reading it may create or read others.
fn cell<T: 'static>(id: usize) -> Rc<RefCell<T>> {
    let any = RT.with(|rt| rt.values.borrow()[id].clone());
    match any.downcast::<RefCell<T>>() {
        Ok(cell) => cell,
        // A handle is only ever made for its own type.
        Err(_) => unreachable!(),
    }
}

/// Subscribes the running effect (if any) to value `id`.
fn track(id: usize) {
    RT.with(|rt| {
        if let Some(effect) = rt.observer.get() {
            let mut readers = rt.readers.borrow_mut();
            if !readers[id].contains(&effect) {
                readers[id].push(effect);
                rt.effects.borrow_mut()[effect].sources.push(id);
            }
        }
    })
}

/// Works out again every memo that read value `id`, and marks every effect that read it dirty.
fn notify(id: usize) {
    let readers = RT.with(|rt| rt.readers.borrow()[id].clone());
    for node in readers {
        if RT.with(|rt| rt.effects.borrow()[node].memo) {
            run_effect(node);
        } else {
            schedule(node);
        }
    }
}

/// Adds an effect or a memo (not yet run).
fn add_node(run: Rc<RefCell<dyn FnMut()>>, memo: bool) -> usize {
    RT.with(|rt| {
        let mut effects = rt.effects.borrow_mut();
        effects.push(EffectSlot {
            run,
            sources: Vec::new(),
            memo,
        });
        effects.len() - 1
    })
}

fn schedule(effect: usize) {
    RT.with(|rt| {
        let mut dirty = rt.dirty.borrow_mut();
        if !dirty.contains(&effect) {
            dirty.push(effect);
        }
        if !rt.scheduled.replace(true) {
            // The browser's microtask queue directly: a future executor would cost a bundle that
            // spawns no task (the stepper) its code.
            if let Some(window) = web_sys::window() {
                window.queue_microtask(Closure::once_into_js(flush).unchecked_ref());
            }
        }
    })
}

/// Runs the dirty effects until none is left (an effect's writes may dirty others).
fn flush() {
    loop {
        let next = RT.with(|rt| {
            let mut dirty = rt.dirty.borrow_mut();
            (!dirty.is_empty()).then(|| dirty.remove(0))
        });
        let Some(effect) = next else { break };
        run_effect(effect);
    }
    RT.with(|rt| rt.scheduled.set(false));
}

/// Runs one effect afresh: it forgets what it read last time and subscribes to what it reads now.
fn run_effect(effect: usize) {
    let (run, old) = RT.with(|rt| {
        let mut effects = rt.effects.borrow_mut();
        let slot = &mut effects[effect];
        (slot.run.clone(), std::mem::take(&mut slot.sources))
    });
    RT.with(|rt| {
        let mut readers = rt.readers.borrow_mut();
        for source in old {
            readers[source].retain(|&e| e != effect);
        }
    });
    let outer = RT.with(|rt| rt.observer.replace(Some(effect)));
    // An effect that is already running (it wrote a value it reads) runs again on the next flush.
    if let Ok(mut run) = run.try_borrow_mut() {
        run();
    } else {
        schedule(effect);
    }
    RT.with(|rt| rt.observer.set(outer));
}
