import { connect } from "node:net";

/**
 * Writes `text` on a fresh connection, then cuts it without reading: `reset` sends an RST (the
 * server may then lose the peer's address), otherwise the socket is just destroyed.
 */
export function sendAndCut(port: number, text: string, { localAddress, reset = false }: { localAddress?: string; reset?: boolean } = {}): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port, ...(localAddress && { localAddress }) }, () => {
      socket.write(text, () => (reset ? socket.resetAndDestroy() : socket.destroy()));
    });
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
}
