// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.4941, -0.7555, 0.278, -0.277, 0.2306, 0.5559, -0.0851, -0.0335, -0.2758, -0.1103, -0.1905,
    -0.3987, -0.0215, -0.1258, 0.1657, -0.2317, 0.0667, 0.0056, 0.3969, 0.199, 0.8772, -0.4008, 0,
    0.257, 0.1183, -0.1008, -0.4391,
  ],
  bias: 1.4807,
  threshold: 0.9657,
};
