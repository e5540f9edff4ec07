// Fitted by api/bench/chat-calibrate.mjs on the tune and dev parts of api/bench/chat-eval
// (never the held-out part).
// Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.0352, 0.04, 0.3918, 0.0853, 0.2366, 0.5683, 0.0647, -0.3189, -0.0745, 0.1342, 0.1337, 0.3461,
    0.061, 0.1816, 0.0587, -0.0869, 0.0619, 0.1008, 0.6149, 0.2097, 0.4376, -0.0084, -0.0074,
    -0.1247, -0.037, 0.0741, -0.2074,
  ],
  bias: 0.4207,
  threshold: 0.9413,
};
