// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval and, each answered
// by a model that did not learn from it, the development part (corpus/visitor-questions.json); never
// the held-out part.
// Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.0213, -0.0105, 0.3714, 0.5211, 0.1703, 0.6275, 0.2007, -0.1802, -0.0001, 0.1451, -0.0262,
    0.011, -0.0281, 0.0883, 0.1871, -0.2427, 0.1131, 0.147, 0.3598, 0.4333, 0.8449, -0.2296, 0.0752,
    0.1074, 0.0935, 0.0519, -0.2266,
  ],
  bias: -0.8164,
  threshold: 0.9344,
};
