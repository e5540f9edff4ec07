// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.6998, -0.6593, 0.1883, -0.0584, 0.3446, 0.5973, 0.1662, 0.1667, -0.0531, -0.064, -0.3518,
    -0.0558, 0.0387, -0.036, 0.2569, -0.175, 0.0979, -0.0265, 0.47, 0.1927, 0.8634, -0.2919, 0,
    0.422, 0.1487, 0.0702, -0.3824,
  ],
  bias: 0.0256,
  threshold: 0.9565,
};
