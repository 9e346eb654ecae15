import { createServer, type AddressInfo } from 'node:net';

/**
 * A port nobody listens on now, picked by the system: a random pick in the ephemeral range (32768 and up) can be a
 * live connection's own port, and the server started on it then fails with EADDRINUSE.
 */
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
