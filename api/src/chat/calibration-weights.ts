// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval (never the
// held-out part). Regenerate with `node api/bench/chat-calibrate.mjs --write` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = {
  weights: [
    0.7641, -0.3998, 0.0141, 0.2221, 0.5713, 0.9367, 0.4257, 0.0218, 0.034, -0.0345, -0.1783,
    0.2812, 0.1394, 0.0009, 0.3767, -0.3496, 0.1518, 0.0929, 0.4456, 0.3271, 0.9435, -0.3689, 0,
    0.5313, 0.1725, 0.0272, -0.6808,
  ],
  bias: -1.6675,
  threshold: 0.9126,
};
