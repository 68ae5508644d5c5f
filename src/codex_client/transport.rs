//! Newline-delimited JSON over any byte pipes: a reader thread turns the peer's output into
//! lines on a channel, a writer thread writes queued lines (so a peer that stops reading
//! never blocks the caller), as lsp-server's stdio transport does.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// The longest line accepted from the peer: 64 MiB. A longer one is reported and skipped.
pub const MAX_LINE: usize = 64 << 20;

/// What the reader thread saw.
#[derive(Debug)]
pub(crate) enum Input {
    /// One line, without its line ending.
    Line(String),
    /// A line longer than the limit (its length in bytes).
    TooLong(usize),
    /// A line that is not UTF-8.
    NotUtf8,
    /// The peer closed its output.
    Eof,
    /// Reading failed.
    Failed(io::Error),
}

/// The two pipe threads and their channels.
pub(crate) struct Transport {
    input: Receiver<Input>,
    output: Option<Sender<String>>,
    threads: Vec<JoinHandle<()>>,
    write_failed: Receiver<io::Error>,
    closed: bool,
}

impl Transport {
    /// Starts the reader thread on `reader` and the writer thread on `writer`.
    pub(crate) fn new(
        reader: impl Read + Send + 'static,
        writer: impl Write + Send + 'static,
        max_line: usize,
    ) -> io::Result<Self> {
        let (input_tx, input) = mpsc::channel();
        let (output, output_rx) = mpsc::channel::<String>();
        let (failed_tx, write_failed) = mpsc::channel();
        let reader_thread = thread::Builder::new()
            .name("codex-reader".into())
            .spawn(move || read_lines(BufReader::new(reader), max_line, &input_tx))?;
        let writer_thread =
            thread::Builder::new()
                .name("codex-writer".into())
                .spawn(move || {
                    let mut writer = writer;
                    for line in output_rx {
                        let result = writer
                            .write_all(line.as_bytes())
                            .and_then(|()| writer.write_all(b"\n"))
                            .and_then(|()| writer.flush());
                        if let Err(e) = result {
                            let _ = failed_tx.send(e);
                            return;
                        }
                    }
                })?;
        Ok(Self {
            input,
            output: Some(output),
            threads: vec![reader_thread, writer_thread],
            write_failed,
            closed: false,
        })
    }

    /// Queues `line` for writing.
    pub(crate) fn send(&mut self, line: String) -> io::Result<()> {
        if let Ok(e) = self.write_failed.try_recv() {
            self.output = None;
            return Err(e);
        }
        match &self.output {
            Some(output) if output.send(line).is_ok() => Ok(()),
            _ => Err(io::Error::new(
                io::ErrorKind::BrokenPipe,
                "the peer's input is closed",
            )),
        }
    }

    /// The next input, waiting until `deadline` (`None` past it). After [`Input::Eof`] or
    /// [`Input::Failed`], every call returns [`Input::Eof`] at once.
    pub(crate) fn recv(&mut self, deadline: Instant) -> Option<Input> {
        if self.closed {
            return Some(Input::Eof);
        }
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.input.recv_timeout(wait) {
            Ok(input) => {
                if matches!(input, Input::Eof | Input::Failed(_)) {
                    self.closed = true;
                }
                Some(input)
            }
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                self.closed = true;
                Some(Input::Eof)
            }
        }
    }

    /// Closes the peer's input (after what is queued has been written).
    pub(crate) fn close_output(&mut self) {
        self.output = None;
    }

    /// Waits up to `wait` for the threads to end; a thread still blocked is left detached.
    pub(crate) fn join(&mut self, wait: Duration) {
        let deadline = Instant::now() + wait;
        for thread in std::mem::take(&mut self.threads) {
            while !thread.is_finished() && Instant::now() < deadline {
                thread::sleep(Duration::from_millis(5));
            }
            if thread.is_finished() {
                let _ = thread.join();
            }
        }
    }
}

/// The reader thread: lines until end of input or an error, each sent as it comes.
fn read_lines(mut reader: impl BufRead, max_line: usize, tx: &Sender<Input>) {
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let limit = u64::try_from(max_line)
            .unwrap_or(u64::MAX)
            .saturating_add(1);
        let read = (&mut reader).take(limit).read_until(b'\n', &mut buf);
        let input = match read {
            Ok(0) => {
                let _ = tx.send(Input::Eof);
                return;
            }
            Ok(_) if buf.last() != Some(&b'\n') && buf.len() > max_line => {
                // Too long: skip to the end of the line, so the next line reads whole.
                let mut len = buf.len();
                loop {
                    buf.clear();
                    match (&mut reader).take(1 << 20).read_until(b'\n', &mut buf) {
                        Ok(0) => break,
                        Ok(n) => {
                            len += n;
                            if buf.last() == Some(&b'\n') {
                                break;
                            }
                        }
                        Err(e) => {
                            let _ = tx.send(Input::Failed(e));
                            return;
                        }
                    }
                }
                Input::TooLong(len)
            }
            Ok(_) => {
                if buf.last() == Some(&b'\n') {
                    buf.pop();
                    if buf.last() == Some(&b'\r') {
                        buf.pop();
                    }
                }
                match String::from_utf8(std::mem::take(&mut buf)) {
                    Ok(line) => Input::Line(line),
                    Err(_) => Input::NotUtf8,
                }
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => {
                let _ = tx.send(Input::Failed(e));
                return;
            }
        };
        if tx.send(input).is_err() {
            return;
        }
    }
}
