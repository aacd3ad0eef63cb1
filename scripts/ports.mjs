// Port helpers: fail fast with a clear message when a port is taken.
import net from 'node:net';

/** Listens on 127.0.0.1:port; resolves to the listening server, rejects with a clear message. */
function listenOn(port, what) {
  return new Promise((resolve, reject) => {
    // A client trying the port meanwhile (a test runner waiting for the server) is reset at
    // once: an open connection would hold up close(), and fetch hangs on a plain close.
    const probe = net.createServer((socket) => socket.resetAndDestroy());
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} is already in use, so ${what} cannot start. Stop whatever listens on it (e.g. \`lsof -i :${port}\`) and try again.`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => resolve(probe));
  });
}

/** Resolves when 127.0.0.1:port can be listened on; rejects with a clear message otherwise. */
export async function assertPortFree(port, what) {
  const probe = await listenOn(port, what);
  await new Promise((resolve) => probe.close(resolve));
}

/**
 * Holds 127.0.0.1:port (rejecting, like assertPortFree, when it is taken) until the returned
 * function is called, so that nothing started meanwhile (Prism on a free port, a client's
 * outgoing connection) can take the port a server is about to listen on.
 */
export async function holdPort(port, what) {
  const probe = await listenOn(port, what);
  return () => new Promise((resolve) => probe.close(resolve));
}

/** A free port picked by the system, other than those in `avoid` (ports picked, not yet used). */
export async function freePort(avoid = []) {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (!avoid.includes(port)) return port;
  }
}

/**
 * The port named by environment variable `name` (0 = a free one other than those in
 * `avoid`), else `fallback`; throws a clear message for anything but a port number.
 */
export async function portFrom(name, fallback, avoid = [], env = process.env) {
  const raw = env[name];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number (0 = any free port).`);
  return port === 0 ? freePort(avoid) : port;
}
