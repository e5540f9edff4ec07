// The types of @brightwave/build-output, which stays plain CommonJS so the build and the shell's
// server run it without compiling.

/** The hex digits of the content hash in a built file's name. */
export const HASH_LENGTH: number;
/** webpack's placeholder for that hash: `[contenthash:8]`. */
export const CONTENT_HASH: string;
/** webpack's file name template: `[name].[contenthash:8]` and the extension. */
export function hashedTemplate(extension: string): string;
/** Any built file whose name carries its content's hash. */
export const HASHED_FILE: RegExp;
/** One built file's hashed name: `hashedName('main', '.js')` matches `main.1a2b3c4d.js`. */
export function hashedName(name: string, extension: string): RegExp;
/** The hashed name of a file the build writes itself: `name.<hash>extension`. */
export function hashedFileName(name: string, extension: string, content: string | Buffer): string;

/** Extensions worth compressing. */
export const COMPRESSIBLE: ReadonlySet<string>;
/** Below this many bytes a file is not compressed. */
export const MIN_BYTES: number;
/** Whether a built file is of a type worth sending compressed (text). */
export function isCompressible(file: string): boolean;
/** The precompressed variants, in order of preference. */
export const VARIANTS: readonly {
  /** The Content-Encoding it is sent with. */
  encoding: 'br' | 'gzip';
  /** Its file's suffix beside the original. */
  suffix: '.br' | '.gz';
  compress(data: Buffer): Buffer;
}[];

/** Where a remote's server-rendered HTML names its own files (images). */
export const PUBLIC_PATH_PLACEHOLDER: string;
/** The folder beside an app's dist that holds its Node bundle (never served). */
export const SERVER_DIST: string;
