//! Work spread over the machine's cores: each file of a family is read and shaped (the schema
//! passes of `pipeline.rs`) on its own, so the files are read side by side.

use std::sync::atomic::{AtomicUsize, Ordering};

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
    let mut done = std::thread::scope(|s| {
        let workers: Vec<_> = (1..threads)
            .filter_map(|_| {
                std::thread::Builder::new()
                    .stack_size(STACK)
                    .spawn_scoped(s, work)
                    .ok()
            })
            .collect();
        let mut done = work();
        for worker in workers {
            match worker.join() {
                Ok(theirs) => done.extend(theirs),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        done
    });
    done.sort_unstable_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
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
}
