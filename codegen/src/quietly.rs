//! Panics turned into values: [`quietly`] runs typify (and the compiled-validator generator),
//! which may panic on a schema it cannot handle, and hands back the panic's message without
//! printing it.

thread_local! {
    /// Set while [`quietly`] runs on this thread: its panics are not printed.
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f`, turning a panic into its message without printing it. The panic hook is wrapped once
/// per process and stays silent only for the thread inside `quietly`, so panics elsewhere
/// (other tests, other threads) are reported as usual.
pub(crate) fn quietly<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    static WRAPPED: std::sync::Once = std::sync::Once::new();
    WRAPPED.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(std::cell::Cell::get) {
                previous(info);
            }
        }));
    });
    let was = QUIET.with(|q| q.replace(true));
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    QUIET.with(|q| q.set(was));
    result.map_err(|payload| {
        payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".to_owned())
    })
}
