// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.7045, -0.6204, 0.2384, 0.1087, 0.4286, 0.7636, 0.1827, 0.158, -0.0437, -0.0906, -0.2828,
    0.0671, 0.0676, -0.0298, 0.3183, -0.285, 0.1351, -0.0046, 0.422, 0.2539, 0.8201, -0.3385, 0,
    0.3698, 0.1651, 0.201, -0.7129,
  ],
  bias: -0.5629,
  threshold: 0.9419,
};
