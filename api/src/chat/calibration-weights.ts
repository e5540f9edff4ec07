// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.6755, -0.5225, 0.1884, 0.0829, 0.4455, 0.7808, 0.1832, 0.1535, -0.0362, -0.0996, -0.2641,
    0.0703, 0.0738, -0.0121, 0.335, -0.3004, 0.1431, 0.0056, 0.4091, 0.2697, 0.8125, -0.3609, 0,
    0.3498, 0.1658, 0.1978, -0.7218,
  ],
  bias: -0.552,
  threshold: 0.9373,
};
