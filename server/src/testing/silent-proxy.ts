import { createServer, connect, type Socket } from 'node:net';

/** A TCP proxy in front of a server that can be told to go silent, as a broken network does. */
export type SilentProxy = {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** Stops forwarding either way, dropping what arrives, while keeping every connection open. */
  goSilent(): void;
  /** Forwards again, on the same connections and new ones. */
  comeBack(): void;
  /** Stops listening and closes every connection: the database refuses connections. */
  close(): Promise<void>;
};

/** Starts a proxy from a free port on 127.0.0.1 to `host:port`. */
export async function startSilentProxy(host: string, port: number): Promise<SilentProxy> {
  let silent = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(port, host);
    track(client);
    track(upstream);
    // Silent, the bytes are lost, not held: what was sent then never arrives, as on a dead link.
    client.on('data', (chunk) => silent || upstream.write(chunk));
    upstream.on('data', (chunk) => silent || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    goSilent: () => {
      silent = true;
    },
    comeBack: () => {
      silent = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
