// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.8391, -0.4918, 0.6896, 0.6006, 1.0357, 1.2802, 0.6213, -0.5496, 0.3432, 0.0636, 0.618, 0.4139,
    0.2031, 0.4779, 0.5333, -0.4602, 0.6009, 0, 0.4785, 0.389, 1.2122, -0.3296,
  ],
  bias: -3.7928,
  threshold: 0.9026,
};
