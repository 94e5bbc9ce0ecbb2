// Ports for the HTTP micro benchmarks: a free one to start a server on, and whether it listens yet.
import net from 'node:net';

/** A port nothing listens on now (the machine is shared: a fixed range may be taken). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** True once something accepts connections on the port. */
export const connects = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
