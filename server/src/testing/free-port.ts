import net from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now, for a child server to take. */
export async function freePort(): Promise<number> {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const address = holder.address();
  await new Promise((resolve) => holder.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}
