// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.6001, -0.7763, 0.2026, -0.2048, 0.2089, 0.5314, -0.1445, 0.0503, -0.2188, -0.0814, -0.2587,
    -0.1612, -0.0185, -0.1154, 0.1613, -0.2413, 0.0595, 0.026, 0.4636, 0.2637, 1.0211, -0.3783, 0,
    0.1586, 0.1149, -0.1282, -0.4697,
  ],
  bias: 1.308,
  threshold: 0.9512,
};
