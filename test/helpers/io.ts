/** An in-memory CliIO: files in a Map, output captured. */
import type { CliIO } from '../../cli/io';

export function memoryIO(files: Record<string, string> = {}) {
  const fs = new Map(Object.entries(files));
  const io = {
    stdout: '',
    stderr: '',
    files: fs,
    out(s: string) { io.stdout += s; },
    err(s: string) { io.stderr += s; },
    readFile(p: string) {
      const v = fs.get(p);
      if (v === undefined) throw new Error(`ENOENT: ${p}`);
      return v;
    },
    writeFile(p: string, d: string | Uint8Array) { fs.set(p, typeof d === 'string' ? d : Buffer.from(d).toString('utf8')); },
    exists(p: string) { return fs.has(p); },
  } satisfies CliIO & Record<string, unknown>;
  return io;
}
