// hb-subset, harfbuzzjs's second WebAssembly module: a font file cut down to the glyphs a PDF draws, with their ids
// kept, so that the pages' glyph codes stay valid. Instantiated once per process, on the first invoice.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Face, FaceKey } from './text-shaping.ts';

type SubsetExports = {
  memory: { buffer: ArrayBuffer };
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_length(blob: number): number;
  hb_blob_get_data(blob: number, length: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
};

const HB_MEMORY_MODE_READONLY = 1;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
// No hinting (a PDF is scaled anyway), glyph ids kept, no glyphs added through the layout tables, which are dropped:
// the PDF draws glyphs HarfBuzz already chose. .notdef keeps its box, so a character no font has shows as one.
const SUBSET_FLAGS =
  0x1 /* NO_HINTING */ | 0x2 /* RETAIN_GIDS */ | 0x40 /* NOTDEF_OUTLINE */ | 0x200; /* NO_LAYOUT_CLOSURE */
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'kern', 'hdmx', 'vhea', 'vmtx', 'DSIG'];
const tag = (s: string) =>
  ((s.charCodeAt(0) << 24) | (s.charCodeAt(1) << 16) | (s.charCodeAt(2) << 8) | s.charCodeAt(3)) >>> 0;

/** The subsetter, holding each font's bytes in the module's memory once it has been asked for. */
class Subsetter {
  private readonly faces = new Map<FaceKey, number>();
  constructor(private readonly x: SubsetExports) {}

  subset(face: Face, gids: number[]): Uint8Array {
    const x = this.x;
    let hbFace = this.faces.get(face.key);
    if (hbFace === undefined) {
      // The font's bytes stay in the module's memory for the process: every invoice subsets the same four fonts.
      const ptr = x.malloc(face.data.byteLength);
      new Uint8Array(x.memory.buffer).set(face.data, ptr);
      const blob = x.hb_blob_create(ptr, face.data.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
      hbFace = x.hb_face_create(blob, 0);
      x.hb_blob_destroy(blob);
      this.faces.set(face.key, hbFace);
    }
    const input = x.hb_subset_input_create_or_fail();
    if (!input) throw new Error('hb-subset: out of memory');
    try {
      const glyphs = x.hb_subset_input_glyph_set(input);
      for (const gid of gids) x.hb_set_add(glyphs, gid);
      const drop = x.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
      for (const t of DROPPED_TABLES) x.hb_set_add(drop, tag(t));
      x.hb_subset_input_set_flags(input, SUBSET_FLAGS);
      const subset = x.hb_subset_or_fail(hbFace, input);
      if (!subset) throw new Error(`hb-subset could not subset ${face.postscriptName}`);
      const blob = x.hb_face_reference_blob(subset);
      const bytes = new Uint8Array(x.memory.buffer, x.hb_blob_get_data(blob, 0), x.hb_blob_get_length(blob)).slice();
      x.hb_blob_destroy(blob);
      x.hb_face_destroy(subset);
      return bytes;
    } finally {
      x.hb_subset_input_destroy(input);
    }
  }
}

/** The WebAssembly global (Node's; the project's TypeScript libraries do not declare it). */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { instantiate(bytes: Uint8Array): Promise<{ instance: { exports: unknown } }> };
  }
).WebAssembly;

let subsetter: Promise<Subsetter> | undefined;
/** The process's subsetter; a failed load is tried again by the next invoice. */
export function loadSubsetter(): Promise<Subsetter> {
  subsetter ??= (async () => {
    const file = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
    const { instance } = await wasm.instantiate(await readFile(file));
    return new Subsetter(instance.exports as unknown as SubsetExports);
  })().catch((err: unknown) => {
    subsetter = undefined;
    throw err;
  });
  return subsetter;
}
