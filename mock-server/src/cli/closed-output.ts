/// <reference types="node" />

/**
 * Keeps a failed write to `stream` (stdout or stderr) from ending the process. A CI wrapper that
 * reads only the ready line (`lps-mock … | head -n 1`) closes the pipe once it has it; the next
 * log line then fails with EPIPE, and a stream with no 'error' listener throws that, killing a
 * server the wrapper still means to call and skipping the save of its state. The output is lost
 * anyway, so `onClosed` turns off what writes to it and the server keeps serving.
 */
export function surviveClosedOutput(stream: NodeJS.WritableStream, onClosed: () => void = () => undefined): void {
  let closed = false;
  stream.on("error", () => {
    if (closed) return;
    closed = true;
    onClosed();
  });
}
