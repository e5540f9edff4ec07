// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
import type { Calibration } from './calibration';

export const CALIBRATION: Calibration = {
  weights: [
    0.8425, -0.5017, 0.6894, 0.6148, 1.0584, 1.256, 0.643, -0.5905, 0.3128, 0.08, 0.6178, 0.4241,
    0.0968, 0.4713, 0.4324, -0.4591, 0, 0.4897, 0.3844, 1.202, -0.3059,
  ],
  bias: -3.6083,
  threshold: 0.9097,
};
