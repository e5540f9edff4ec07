// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.1802, 0.0123, 0.1798, -0.1715, 0.1046, 0.3536, -0.0806, 0.0581, -0.2456, -0.0896, -0.3172,
    0.1973, -0.0719, -0.0515, 0.0994, 0.0444, 0.0345, 0.0889, 0.5646, 0.1427, 0.456, 0.0907, 0,
    -0.0199, 0.097, -0.141, 0.0946,
  ],
  bias: 2.3123,
  threshold: 0.9743,
};
