import net from 'node:net';

/** Whether something accepts TCP connections at the URL's host and port (a PostgreSQL or a Redis the tests need). */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
