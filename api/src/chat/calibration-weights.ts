// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
import type { Calibration } from './calibration';

export const CALIBRATION: Calibration = {
  weights: [
    0.4576, 0.0018, 0.6956, 0.7202, 1.1396, -0.5409, 0.6903, 0.6688, 0.7283, 0.1139, 0.2499, 0.4278,
    0.6876, 0, 0, 0.4491, 0.5026, 0.4448, -0.252,
  ],
  bias: -2.7317,
  threshold: 0.8626,
};
