//! An authorization-server stand-in for the remote-keys tests: HTTPS on 127.0.0.1 (rustls,
//! ring provider) with a CA and a certificate for 127.0.0.1 and localhost made at start by
//! rcgen, minimal HTTP/1.1 written by hand (the request head read, the path routed, a response
//! with `Content-Length` and `Connection: close`), replies the test can swap, requests counted
//! per path, and a stop that closes the port.

#![allow(dead_code)] // each test binary uses a part of it

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use rcgen::{
    BasicConstraints, CertificateParams, DnType, ExtendedKeyUsagePurpose, IsCa, Issuer, KeyPair,
    KeyUsagePurpose,
};
use rustls::pki_types::{PrivateKeyDer, PrivatePkcs8KeyDer};
use rustls::{ServerConfig, ServerConnection, StreamOwned};

/// What the server answers on one path.
#[derive(Debug, Clone)]
pub enum Reply {
    /// 200 with this body and, if given, this `Cache-Control`.
    Ok(Vec<u8>, Option<String>),
    /// This status, an empty body.
    Status(u16),
    /// The connection closed after the request, without a response.
    Drop,
    /// No response for this long, then the connection closed.
    Hang(Duration),
}

impl Reply {
    /// 200 with `body` and no `Cache-Control`.
    pub fn json(body: impl Into<String>) -> Self {
        Self::Ok(body.into().into_bytes(), None)
    }
}

#[derive(Default)]
struct Shared {
    routes: HashMap<String, Reply>,
    hits: HashMap<String, usize>,
    delay: Duration,
}

/// The running server; dropped, it stops.
pub struct AsServer {
    addr: SocketAddr,
    shared: Arc<Mutex<Shared>>,
    stopped: Arc<AtomicBool>,
    acceptor: Mutex<Option<JoinHandle<()>>>,
    ca_pem: String,
}

fn lock(shared: &Mutex<Shared>) -> MutexGuard<'_, Shared> {
    shared
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl AsServer {
    /// A server on a free port of 127.0.0.1 with no routes (every path is a 404).
    pub fn start() -> Self {
        let (ca_pem, config) = tls();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let shared = Arc::new(Mutex::new(Shared::default()));
        let stopped = Arc::new(AtomicBool::new(false));
        let acceptor = {
            let (shared, stopped) = (Arc::clone(&shared), Arc::clone(&stopped));
            thread::spawn(move || {
                for stream in listener.incoming() {
                    if stopped.load(Ordering::SeqCst) {
                        break;
                    }
                    let Ok(stream) = stream else { continue };
                    let (config, shared) = (Arc::clone(&config), Arc::clone(&shared));
                    thread::spawn(move || serve(stream, config, &shared));
                }
            })
        };
        Self {
            addr,
            shared,
            stopped,
            acceptor: Mutex::new(Some(acceptor)),
            ca_pem,
        }
    }

    /// The test CA's certificate, PEM.
    pub fn ca_pem(&self) -> &[u8] {
        self.ca_pem.as_bytes()
    }

    /// `https://127.0.0.1:<port><path>`.
    pub fn url(&self, path: &str) -> String {
        format!("https://{}{path}", self.addr)
    }

    /// Answers `reply` on `path` from now on.
    pub fn route(&self, path: &str, reply: Reply) {
        lock(&self.shared).routes.insert(path.to_owned(), reply);
    }

    /// Waits this long before each response.
    pub fn set_delay(&self, delay: Duration) {
        lock(&self.shared).delay = delay;
    }

    /// How many requests for `path` were read.
    pub fn hits(&self, path: &str) -> usize {
        lock(&self.shared).hits.get(path).copied().unwrap_or(0)
    }

    /// Closes the port: connecting is refused from now on.
    pub fn stop(&self) {
        self.stopped.store(true, Ordering::SeqCst);
        let _ = TcpStream::connect(self.addr); // wakes the acceptor, which then drops the listener
        let acceptor = self.acceptor.lock().unwrap().take();
        if let Some(handle) = acceptor {
            handle.join().unwrap();
        }
    }
}

impl Drop for AsServer {
    fn drop(&mut self) {
        self.stop();
    }
}

/// One connection: TLS, the request head, the reply of its path.
fn serve(tcp: TcpStream, config: Arc<ServerConfig>, shared: &Mutex<Shared>) {
    let _ = tcp.set_read_timeout(Some(Duration::from_secs(5)));
    let Ok(conn) = ServerConnection::new(config) else {
        return;
    };
    let mut tls = StreamOwned::new(conn, tcp);
    let mut head = Vec::new();
    let mut buf = [0_u8; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        match tls.read(&mut buf) {
            Ok(0) | Err(_) => return, // a client that refused the certificate ends here
            Ok(n) => head.extend_from_slice(&buf[..n]),
        }
        if head.len() > 64 * 1024 {
            return;
        }
    }
    let path = String::from_utf8_lossy(&head)
        .split(' ')
        .nth(1)
        .unwrap_or_default()
        .to_owned();
    let (reply, delay) = {
        let mut shared = lock(shared);
        *shared.hits.entry(path.clone()).or_default() += 1;
        let reply = shared.routes.get(&path).cloned();
        (reply.unwrap_or(Reply::Status(404)), shared.delay)
    };
    thread::sleep(delay);
    let (status, headers, body) = match reply {
        Reply::Ok(body, cache_control) => {
            let cc = cache_control.map_or_else(String::new, |v| format!("Cache-Control: {v}\r\n"));
            (200, format!("Content-Type: application/json\r\n{cc}"), body)
        }
        Reply::Status(status) => (status, String::new(), Vec::new()),
        Reply::Drop => return,
        Reply::Hang(time) => return thread::sleep(time),
    };
    let head = format!(
        "HTTP/1.1 {status} X\r\n{headers}Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = tls.write_all(head.as_bytes());
    let _ = tls.write_all(&body);
    tls.conn.send_close_notify();
    let _ = tls.flush();
}

/// A CA and a server certificate for 127.0.0.1 and localhost signed by it: the CA's PEM and
/// the server's TLS configuration.
fn tls() -> (String, Arc<ServerConfig>) {
    let ca_key = KeyPair::generate().unwrap();
    let mut ca = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    ca.distinguished_name
        .push(DnType::CommonName, "agent-approval test CA");
    ca.key_usages = vec![KeyUsagePurpose::KeyCertSign, KeyUsagePurpose::CrlSign];
    let ca_cert = ca.self_signed(&ca_key).unwrap();
    let issuer = Issuer::new(ca, ca_key);
    let key = KeyPair::generate().unwrap();
    let mut leaf =
        CertificateParams::new(["127.0.0.1".to_owned(), "localhost".to_owned()]).unwrap();
    leaf.distinguished_name
        .push(DnType::CommonName, "localhost");
    leaf.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
    let cert = leaf.signed_by(&key, &issuer).unwrap();
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(
            vec![cert.der().clone()],
            PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.serialize_der())),
        )
        .unwrap();
    (ca_cert.pem(), Arc::new(config))
}
