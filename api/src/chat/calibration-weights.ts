// Fitted by api/bench/chat-calibrate.mjs on the tune and dev parts of api/bench/chat-eval
// (never the held-out part).
// Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.1258, 0.0436, 0.4363, -0.0054, 0.2222, 0.5791, 0.0761, -0.3412, -0.0255, 0.2064, 0.1403,
    0.3007, 0.0272, 0.1195, 0.0403, -0.0247, 0.0695, 0.0892, 0.6618, 0.2059, 0.4988, 0.0505,
    -0.0151, -0.1245, -0.0311, 0.0474, -0.1586,
  ],
  bias: 0.3091,
  threshold: 0.935,
};
