// Fitted by api/bench/chat-calibrate.mjs on the tune and dev parts of api/bench/chat-eval
// (never the held-out part).
// Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.036, 0.0383, 0.4581, 0.0047, 0.1847, 0.5409, 0.0556, -0.3211, -0.0159, 0.1491, 0.1211, 0.2238,
    0.0519, 0.0986, 0.0734, -0.1218, 0.0617, 0.0793, 0.5729, 0.1844, 0.3859, 0.0231, 0.0114, -0.052,
    -0.1068, 0.0209, -0.2723,
  ],
  bias: 0.5781,
  threshold: 0.9382,
};
