// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
import type { Calibration } from './calibration';

export const CALIBRATION: Calibration = {
  weights: [
    0.8388, -0.4829, 0.6871, 0.6114, 1.1464, 1.2952, 0.1054, -0.6053, 0.303, 0.0713, 0.6196, 0.3918,
    0.0935, 0.4828, 0.4236, -0.441, 0, 0.4934, 0.4034, 1.1963, -0.294,
  ],
  bias: -3.1803,
  threshold: 0.9104,
};
