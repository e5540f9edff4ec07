// The types of precompress.js, which stays plain CommonJS so the build runs it without compiling.

/** Whether a built file is of a type worth sending compressed (text). */
export function isCompressible(file: string): boolean;
/** Writes .br and .gz beside every compressible file under `dir`; returns what it did. */
export function precompressDir(dir: string): { files: number };
