// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.8198, -0.4459, 0.1783, 0.0422, 0.6768, 1.0471, 0.5893, -0.0381, 0.0814, 0.0071, -0.0345,
    0.4421, 0.1178, -0.044, 0.3535, -0.3281, 0.175, 0.057, 0.5593, 0.3039, 1.1253, -0.2687, 0,
    0.474, 0.2284, 0.2559, -0.5632,
  ],
  bias: -2.563,
  threshold: 0.8708,
};
