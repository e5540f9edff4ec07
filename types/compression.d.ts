// compression 1.x ships no types: the one call the static servers make.
declare module 'compression' {
  import type { RequestHandler } from 'express';

  export default function compression(): RequestHandler;
}
