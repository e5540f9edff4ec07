// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval and, each answered
// by a model that did not learn from it, the development part (corpus/visitor-questions.json); never
// the held-out part.
// Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.3347, -0.0588, 0.2417, 0.7153, 0.2411, 0.6113, 0.2519, -0.1363, -0.0599, 0.0716, -0.0133,
    0.0579, 0.0121, 0.0433, 0.1477, 0.0461, 0.0505, 0.1404, 0.3413, 0.3905, 0.9902, -0.2077, 0.1094,
    0.1407, -0.094, 0.0598, -0.1035,
  ],
  bias: -1.178,
  threshold: 0.9364,
};
