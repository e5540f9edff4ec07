// jsdom without the web platform pieces it lacks but Node has (fetch and friends, TextEncoder),
// so tests stub the network at the fetch boundary only, as in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
];

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = BrowserLikeEnvironment;
