// A log destination for buildApp's logStream that keeps every line, for tests about what the logs say (and never say).
import { Writable } from 'node:stream';

export function logLines(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, sink };
}
