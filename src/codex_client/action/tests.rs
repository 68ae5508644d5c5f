//! The action-name table: commands as real Codex 0.171.0 requests carry them, and the shell
//! syntax that makes a program impossible to tell.

use super::{argv_action, command_action, split, Unnamed};

#[test]
fn commands_and_their_actions() {
    let named: &[(&str, &str)] = &[
        ("/bin/bash -lc 'touch accepted.txt'", "exec.touch"),
        ("/bin/bash -lc \"touch 'a b.txt'\"", "exec.touch"),
        ("bash -c 'git status'", "exec.git"),
        ("/bin/zsh -lc 'cargo test --workspace'", "exec.cargo"),
        ("sh -c '/usr/bin/rm -f x'", "exec.rm"),
        ("touch a.txt", "exec.touch"),
        ("/usr/local/bin/python3 -m http.server", "exec.python3"),
        ("rg -n 'fn main' src", "exec.rg"),
        ("ls -la ~/x *.rs", "exec.ls"),
        ("git commit -m \"say \\\"hi\\\"\"", "exec.git"),
        ("apt-get install foo", "exec.apt-get"),
        ("  touch   a  ", "exec.touch"),
        ("t\\ouch a", "exec.touch"),
    ];
    for (command, action) in named {
        assert_eq!(
            command_action(command),
            Ok((*action).to_owned()),
            "{command}"
        );
    }
}

#[test]
fn commands_whose_program_cannot_be_told() {
    let unnamed: &[(&str, Unnamed)] = &[
        ("", Unnamed::Empty),
        ("bash -lc ''", Unnamed::Empty),
        ("/bin/bash -lc 'echo hi | tee x'", Unnamed::NotSimple('|')),
        ("/bin/bash -lc 'cd d && touch x'", Unnamed::NotSimple('&')),
        ("bash -lc 'touch a; rm -rf /'", Unnamed::NotSimple(';')),
        ("bash -lc 'echo hi > x'", Unnamed::NotSimple('>')),
        ("bash -lc 'cat < x'", Unnamed::NotSimple('<')),
        ("bash -lc 'echo $(rm x)'", Unnamed::NotSimple('$')),
        ("bash -lc \"echo \\\"$HOME\\\"\"", Unnamed::NotSimple('$')),
        ("bash -lc 'echo `id`'", Unnamed::NotSimple('`')),
        ("bash -lc '(touch x)'", Unnamed::NotSimple('(')),
        ("bash -lc 'touch x # comment'", Unnamed::NotSimple('#')),
        ("bash -lc 'touch x\nrm y'", Unnamed::NotSimple('\n')),
        ("bash -lc 'FOO=1 touch x'", Unnamed::NotSimple('=')),
        ("bash -lc 'touch x", Unnamed::UnclosedQuote),
        ("bash ./script.sh", Unnamed::Shell("bash".into())),
        ("bash -lc 'bash -c \"rm x\"'", Unnamed::Shell("bash".into())),
        ("bash -lc 'sh'", Unnamed::Shell("sh".into())),
        ("bash -e -c 'touch x'", Unnamed::Shell("bash".into())),
        ("sudo rm -rf /", Unnamed::Wrapper("sudo".into())),
        (
            "bash -lc 'env FOO=1 touch x'",
            Unnamed::Wrapper("env".into()),
        ),
        ("bash -lc 'xargs rm'", Unnamed::Wrapper("xargs".into())),
        (
            "bash -lc './run.sh'",
            Unnamed::NotAnActionName("run.sh".into()),
        ),
        ("g++ main.cc", Unnamed::NotAnActionName("g++".into())),
        (
            "bash -lc '7z x a.7z'",
            Unnamed::NotAnActionName("7z".into()),
        ),
        ("bash -lc '/bin/*'", Unnamed::NotAnActionName("*".into())),
    ];
    for (command, why) in unnamed {
        assert_eq!(command_action(command).as_ref(), Err(why), "{command}");
    }
}

#[test]
fn argument_vectors() {
    let argv = |words: &[&str]| words.iter().map(|w| (*w).to_owned()).collect::<Vec<_>>();
    assert_eq!(
        argv_action(&argv(&["/bin/bash", "-lc", "touch x"]), 1),
        Ok("exec.touch".into())
    );
    assert_eq!(
        argv_action(&argv(&["touch", "x; rm y"]), 1),
        Ok("exec.touch".into())
    );
    assert_eq!(
        argv_action(&argv(&["bash", "-lc", "touch x; rm y"]), 1),
        Err(Unnamed::NotSimple(';'))
    );
    assert_eq!(argv_action(&[], 1), Err(Unnamed::Empty));
}

#[test]
fn words() {
    assert_eq!(
        split("a 'b c' \"d\\\\e\" f\\ g").unwrap(),
        ["a", "b c", "d\\e", "f g"]
    );
    assert_eq!(split("''").unwrap(), [""]);
    assert_eq!(split("\"a\\nb\"").unwrap(), ["a\\nb"]);
}
