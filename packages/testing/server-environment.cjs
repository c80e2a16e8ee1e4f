// Jest environment of the server suites: Node's, plus the warnings the real process emits during
// the file (`globalThis.__processWarnings`). Inside jest's sandbox `process.on('warning')` hears
// nothing, and the in-process harness fails a suite on pg's overlapping-queries warning.
const { TestEnvironment } = require('jest-environment-node');

class ServerEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const warnings = [];
    this.global.__processWarnings = warnings;
    this.onWarning = (w) => warnings.push(w);
    process.on('warning', this.onWarning);
  }

  async teardown() {
    process.off('warning', this.onWarning);
    await super.teardown();
  }
}

module.exports = ServerEnvironment;
