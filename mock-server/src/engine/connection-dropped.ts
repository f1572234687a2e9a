/**
 * How `engine.fetch` rejects when the sandbox's `drop_connection` fault asks for a lost
 * connection: a transport then cuts the connection (the Node adapter) or answers with a network
 * error (MSW) instead of an HTTP answer. A TypeError, as `fetch` rejects on a network failure, so
 * an in-process caller sees what a real client would. Any other rejection is a failure, and
 * transports log it.
 */
export class ConnectionDroppedError extends TypeError {
  constructor() {
    super("fetch failed: connection dropped (sandbox drop_connection fault)");
    this.name = "ConnectionDroppedError";
  }
}
