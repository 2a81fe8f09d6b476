import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL or Redis, so that a test can take the service away from the
 * instances (as a crash or a network cut does) and give it back, without stopping the machine's
 * own server that other tests use.
 */
export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones. */
  cut: () => Promise<void>;
  /** Takes connections again, on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { port, cut: stop, restore: () => listen(port), close: async () => (server.listening ? stop() : undefined) };
}
