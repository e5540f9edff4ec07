// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
import type { Calibration } from './calibration';

export const CALIBRATION: Calibration = {
  weights: [],
  bias: 10,
  threshold: 0,
};
