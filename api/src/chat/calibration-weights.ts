// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval and, each answered
// by a model that did not learn from it, the development part (corpus/visitor-questions.json); never
// the held-out part.
// Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.3114, -0.0102, 0.2992, 0.5655, 0.1087, 0.5783, 0.1327, -0.2213, -0.1437, -0.01, -0.0221,
    0.0283, 0.0565, 0.045, 0.183, 0.1015, 0.0533, 0.1112, 0.4494, 0.3567, 0.8899, -0.1194, 0.0932,
    0.1796, 0.0089, -0.0132, -0.1924,
  ],
  bias: -0.7276,
  threshold: 0.9348,
};
