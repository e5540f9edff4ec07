// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
import type { Calibration } from './calibration';

export const CALIBRATION: Calibration = {
  weights: [
    0.8188, -0.4467, 0.7035, 0.6636, 1.1041, 1.269, 0.0959, -0.6366, 0.3001, 0.116, 0.6104, 0.3764,
    0.0997, 0.5008, 0.4281, -0.4281, 0, 0.5797, 0.4028, 1.2246, -0.238,
  ],
  bias: -3.2868,
  threshold: 0.9072,
};
