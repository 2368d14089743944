/** An in-memory CliIO: files in a Map, output captured; `bytes` holds files given as bytes (another encoding). */
import type { CliIO } from '../../cli/io';

export function memoryIO(files: Record<string, string> = {}, bytes: Record<string, Uint8Array> = {}) {
  const fs = new Map(Object.entries(files));
  const raw = new Map(Object.entries(bytes));
  const io = {
    stdout: '',
    stderr: '',
    files: fs,
    out(s: string) { io.stdout += s; },
    err(s: string) { io.stderr += s; },
    readFile(p: string) {
      const v = fs.get(p) ?? (raw.has(p) ? Buffer.from(raw.get(p)!).toString('utf8') : undefined);
      if (v === undefined) throw new Error(`ENOENT: ${p}`);
      return v;
    },
    readBytes(p: string): Uint8Array {
      const v = raw.get(p) ?? (fs.has(p) ? Buffer.from(fs.get(p)!, 'utf8') : undefined);
      if (v === undefined) throw new Error(`ENOENT: ${p}`);
      return v;
    },
    writeFile(p: string, d: string | Uint8Array) { raw.delete(p); fs.set(p, typeof d === 'string' ? d : Buffer.from(d).toString('utf8')); },
    exists(p: string) { return fs.has(p) || raw.has(p); },
  } satisfies CliIO & Record<string, unknown>;
  return io;
}
