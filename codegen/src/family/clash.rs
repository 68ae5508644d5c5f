//! Two types of one name in one file's items: why, in the error's words. (A root named like a
//! definition is refused before typify runs: `typespace/root.rs`.)

use super::File;

/// Why typify gave two types of one file the name `name`, and what to do.
pub(super) fn twice_in_file(f: &File, name: &str) -> String {
    format!(
        "type `{name}` is generated twice in {}: typify gives two of its types that name; give the root another name (`root` in its manifest entry) if it is one of them",
        f.shown.display()
    )
}
