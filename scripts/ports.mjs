// Port helpers: fail fast with a clear message when a port is taken.
import net from 'node:net';

/** Resolves when 127.0.0.1:port can be listened on; rejects with a clear message otherwise. */
export function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} is already in use, so ${what} cannot start. Stop whatever listens on it (e.g. \`lsof -i :${port}\`) and try again.`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** A free port picked by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
