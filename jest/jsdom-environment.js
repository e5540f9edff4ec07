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

/**
 * Node's own, even where jsdom has its own: Node's Request (above) accepts only Node's AbortSignal,
 * and the router's data APIs make a Request with the navigation's signal.
 */
const ALWAYS_FROM_NODE = ['AbortController', 'AbortSignal'];

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
    for (const name of ALWAYS_FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = BrowserLikeEnvironment;
