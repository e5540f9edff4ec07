// Fitted by api/bench/chat-calibrate.mjs on the tune and dev parts of api/bench/chat-eval
// (never the held-out part).
// Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.0324, 0.0393, 0.3249, 0.0699, 0.2091, 0.552, 0.0177, -0.2936, -0.0933, 0.1279, 0.126, 0.3414,
    0.0494, 0.1772, 0.0487, -0.0904, 0.0591, 0.0898, 0.6518, 0.1724, 0.3996, 0.0224, -0.0118,
    -0.1437, -0.0393, 0.0243, -0.2181,
  ],
  bias: 0.6601,
  threshold: 0.9403,
};
