//! Work spread over the machine's cores: each file of a family is read and shaped (the schema
//! passes of `pipeline.rs`) on its own, so the files are read side by side ([`map`]); the code
//! written as tokens is parsed and printed on the other cores while the calling thread goes on
//! generating ([`stream`], `source.rs`); the engine compiles the family beside the typing
//! ([`beside`], `family.rs`).

use std::collections::VecDeque;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};

/// A worker's stack: the size of a main thread's, so that a document no walk overflows on the
/// main thread overflows none on a worker (`serde_json` reads at most 128 levels).
const STACK: usize = 8 << 20;

/// `f` of each of `items`, in their order: computed on as many threads as the machine has
/// cores (at most one per item), each taking the next item when it is done with one. The
/// calling thread is one of them; where no thread can be started, it does all the work.
/// A panic in `f` goes on in the caller, as it would without threads.
pub(crate) fn map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .min(items.len());
    if threads <= 1 {
        return items.iter().map(f).collect();
    }
    let next = AtomicUsize::new(0);
    let work = || {
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(item) = items.get(i) else {
                return done;
            };
            done.push((i, f(item)));
        }
    };
    with_workers(threads - 1, work, || ()).0
}

/// `work` run on `workers` more threads (those that start) and, once `here` has run, on the
/// calling thread too; every `(index, result)` they give, by index, and what `here` gave. A
/// panic goes on in the caller.
fn with_workers<R: Send, H>(
    workers: usize,
    work: impl Fn() -> Vec<(usize, R)> + Sync,
    here: impl FnOnce() -> H,
) -> (Vec<R>, H) {
    let (mut done, here) = std::thread::scope(|s| {
        let workers: Vec<_> = (0..workers)
            .filter_map(|_| {
                std::thread::Builder::new()
                    .stack_size(STACK)
                    .spawn_scoped(s, &work)
                    .ok()
            })
            .collect();
        let here = here();
        let mut done = work();
        for worker in workers {
            match worker.join() {
                Ok(theirs) => done.extend(theirs),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        (done, here)
    });
    done.sort_unstable_by_key(|(i, _)| *i);
    (done.into_iter().map(|(_, r)| r).collect(), here)
}

/// `a` on another thread while `b` runs on the calling thread (which may hold what cannot leave
/// it); both results. Where no thread can be started, `a` runs after `b`. A panic in either
/// goes on in the caller.
pub(crate) fn beside<A: Send, B>(a: impl Fn() -> A + Sync, b: impl FnOnce() -> B) -> (A, B) {
    std::thread::scope(|s| {
        let other = std::thread::Builder::new()
            .stack_size(STACK)
            .spawn_scoped(s, &a);
        let b = b();
        let a = match other {
            Ok(handle) => handle
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            Err(_) => a(),
        };
        (a, b)
    })
}

/// `f` of each item `produce` submits (the submission's number is its index in the result),
/// computed on the machine's other cores while the calling thread runs `produce`, which may
/// hold what cannot leave it (syn's items are not `Send`); once `produce` returns, the calling
/// thread takes the items left too. A panic in `f` or in `produce` goes on in the caller.
pub(crate) fn stream<T: Send, R: Send, B>(
    f: impl Fn(T) -> R + Sync,
    produce: impl FnOnce(&dyn Fn(T) -> usize) -> B,
) -> (Vec<R>, B) {
    let queue = Queue {
        state: Mutex::new(State {
            items: VecDeque::new(),
            submitted: 0,
            closed: false,
        }),
        ready: Condvar::new(),
    };
    let workers = std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .saturating_sub(1);
    let work = || {
        let mut done = Vec::new();
        while let Some((i, item)) = queue.take() {
            done.push((i, f(item)));
        }
        done
    };
    with_workers(workers, work, || {
        // Closed however `produce` ends, so that no worker waits for ever.
        let _closing = Closing(&queue);
        produce(&|item| queue.submit(item))
    })
}

/// The items submitted and not yet taken.
struct Queue<T> {
    state: Mutex<State<T>>,
    ready: Condvar,
}

struct State<T> {
    items: VecDeque<(usize, T)>,
    submitted: usize,
    /// No more items will come.
    closed: bool,
}

impl<T> Queue<T> {
    /// Adds `item`; its number.
    fn submit(&self, item: T) -> usize {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        let i = state.submitted;
        state.submitted += 1;
        state.items.push_back((i, item));
        self.ready.notify_one();
        i
    }

    /// The next item, waiting for one while the queue is open; `None` once it is closed and
    /// empty.
    fn take(&self) -> Option<(usize, T)> {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            if let Some(item) = state.items.pop_front() {
                return Some(item);
            }
            if state.closed {
                return None;
            }
            state = self
                .ready
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }
}

/// Closes the queue when dropped: after `produce`, or while a panic in it unwinds.
struct Closing<'a, T>(&'a Queue<T>);

impl<T> Drop for Closing<'_, T> {
    fn drop(&mut self) {
        let mut state = self.0.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.closed = true;
        self.0.ready.notify_all();
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_item_is_mapped_once_in_order() {
        for n in [0, 1, 2, 3, 17, 200] {
            let items: Vec<usize> = (0..n).collect();
            let calls = std::sync::atomic::AtomicUsize::new(0);
            let out = super::map(&items, |i| {
                calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                i * 2
            });
            assert_eq!(out, (0..n).map(|i| i * 2).collect::<Vec<_>>());
            assert_eq!(calls.into_inner(), n);
        }
    }

    #[test]
    fn streamed_items_are_mapped_once_in_submission_order_beside_the_producer() {
        for n in [0usize, 1, 5, 300] {
            let caller = std::thread::current().id();
            // Not `Send`: `produce` runs on the calling thread.
            let here = std::rc::Rc::new(3);
            let calls = std::sync::atomic::AtomicUsize::new(0);
            let (out, produced) = super::stream(
                |i: usize| {
                    calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    i * 10
                },
                |submit| {
                    assert_eq!(std::thread::current().id(), caller);
                    let numbers: Vec<usize> = (0..n).map(|i| submit(i + 1)).collect();
                    assert_eq!(numbers, (0..n).collect::<Vec<_>>());
                    *here * 2
                },
            );
            assert_eq!(out, (1..=n).map(|i| i * 10).collect::<Vec<_>>());
            assert_eq!(produced, 6);
            assert_eq!(calls.into_inner(), n);
        }
    }

    #[test]
    fn beside_gives_both_results_and_b_runs_on_the_calling_thread() {
        let caller = std::thread::current().id();
        let here = std::rc::Rc::new(5);
        let (a, b) = super::beside(
            || std::thread::current().id() != caller,
            || (std::thread::current().id() == caller, *here),
        );
        assert!(a);
        assert_eq!(b, (true, 5));
    }

    #[test]
    fn a_panic_in_the_producer_reaches_the_caller_and_leaves_no_worker_waiting() {
        let caught = std::panic::catch_unwind(|| {
            super::stream(
                |i: usize| i,
                |submit| {
                    submit(1);
                    panic!("the producer fails");
                },
            )
        });
        assert!(caught.is_err());
    }
}
