//! An append-only arena and its typed handles, as naga's `Arena<T>` and `Handle<T>`: items
//! are made once and referred to by handle, never by name.

use std::fmt;
use std::marker::PhantomData;

/// An index into an [`Arena`] of `T`s. Copy, ordered, and meaningless outside its arena.
pub(crate) struct Handle<T> {
    index: u32,
    marker: PhantomData<fn() -> T>,
}

impl<T> Handle<T> {
    /// The handle's position in its arena (the order items were made in).
    pub(crate) fn index(self) -> usize {
        self.index as usize
    }
}

// Derives would ask `T` for the same traits; a handle is an index whatever it points to.
impl<T> Clone for Handle<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Handle<T> {}
impl<T> PartialEq for Handle<T> {
    fn eq(&self, other: &Self) -> bool {
        self.index == other.index
    }
}
impl<T> Eq for Handle<T> {}
impl<T> PartialOrd for Handle<T> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl<T> Ord for Handle<T> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.index.cmp(&other.index)
    }
}
impl<T> fmt::Debug for Handle<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}]", self.index)
    }
}

/// Items of one kind, each reached by the [`Handle`] [`Arena::append`] gave it.
pub(crate) struct Arena<T> {
    items: Vec<T>,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Self { items: Vec::new() }
    }
}

impl<T: fmt::Debug> fmt::Debug for Arena<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<T> Arena<T> {
    /// Adds `item`; its handle. `None` past `u32::MAX` items (no schema comes near).
    pub(crate) fn append(&mut self, item: T) -> Option<Handle<T>> {
        let index = u32::try_from(self.items.len()).ok()?;
        self.items.push(item);
        Some(Handle {
            index,
            marker: PhantomData,
        })
    }

    /// The item of `handle`, made by this arena.
    pub(crate) fn get(&self, handle: Handle<T>) -> Option<&T> {
        self.items.get(handle.index())
    }

    /// The item of `handle`, to change it.
    pub(crate) fn get_mut(&mut self, handle: Handle<T>) -> Option<&mut T> {
        self.items.get_mut(handle.index())
    }

    /// Every item, to change it, in the order they were made.
    pub(crate) fn values_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.items.iter_mut()
    }

    /// Every item with its handle, in the order they were made.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (Handle<T>, &T)> {
        (0u32..).zip(&self.items).map(|(index, item)| {
            let handle = Handle {
                index,
                marker: PhantomData,
            };
            (handle, item)
        })
    }
}
