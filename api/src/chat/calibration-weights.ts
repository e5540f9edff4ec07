// Fitted by api/bench/chat-calibrate.mjs on the tune and dev parts of api/bench/chat-eval
// (never the held-out part).
// Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.0708, 0.0401, 0.3938, 0.0484, 0.2406, 0.5475, 0.0661, -0.3235, -0.0809, 0.1312, 0.1338,
    0.3429, 0.0616, 0.1789, 0.07, -0.0877, 0.0623, 0.1023, 0.6177, 0.2084, 0.4394, -0.0091, -0.0107,
    -0.1128, -0.0354, 0.067, -0.2062,
  ],
  bias: 0.4312,
  threshold: 0.9404,
};
